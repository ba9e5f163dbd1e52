/**
 * Reactions to other plugins' events, written through the emitter's transaction: an answer asked
 * together with its question (`POST /question/answer`) is added exactly as `POST /answer` adds one,
 * a revision the review or rollback calls hand back is applied to its answer, and a held answer
 * is published or deleted as staff decided.
 */
import type { Transaction } from 'kysely';
import { objectTypeNameOf, type ServerContext, type ServerEventHandlers } from '@answer/sdk/server';
import { applyAnswerRevision } from './answer-revisions';
import { decideAnswer } from './answer-review';
import { currentSeconds } from './db';
import { insertAnswer } from './answer-write';

export function answerEventHandlers(ctx: ServerContext): ServerEventHandlers {
  /** Runs `work` in the emitter's transaction, or in a new one when it passed none. */
  const within = async (trx: Transaction<unknown> | null, work: (raw: Transaction<unknown>) => Promise<void>): Promise<void> => {
    if (trx) await work(trx);
    else await ctx.transaction(work);
  };
  return {
    async 'question.answer.add'(added, { trx }) {
      const text = { content: added.content, html: ctx.markdown.render(added.content) };
      // a question asked a moment ago has no other answer, so the one-each rule has nothing to guard
      await within(trx, async (raw) => {
        await insertAnswer(ctx, raw, { questionId: added.question_id, userId: added.user_id, text, now: added.created_at, oneEach: false });
      });
    },
    async 'post.review.decided'(decision, { trx }) {
      if (objectTypeNameOf(decision.object_id) !== 'answer') return;
      await within(trx, (raw) => decideAnswer(ctx, raw, decision, currentSeconds()));
    },
    async 'post.revision.apply'(event, { trx }) {
      await within(trx, (raw) => applyAnswerRevision(ctx, raw, event));
    },
  };
}
