/**
 * Reactions to other plugins' events, written through the emitter's transaction: an answer asked
 * together with its question (`POST /question/answer`) is added exactly as `POST /answer` adds one,
 * and a revision the review or rollback calls hand back is applied to its answer.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { applyAnswerRevision } from './answer-revisions';
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
    async 'post.revision.apply'(event, { trx }) {
      await within(trx, (raw) => applyAnswerRevision(ctx, raw, event));
    },
  };
}
