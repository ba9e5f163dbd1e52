/**
 * Answers held for review (Answer's reviewer plugins): what a verdict makes of an answer's status,
 * telling the review plugin about a held answer, publishing an answer once approved, and applying
 * the staff's decision (`post.review.decided`). A held answer is announced to nobody: counts,
 * the question's last answer and the `answer.answered` notification wait for approval.
 */
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { judgePost, type PostReviewVerdict, type ServerContext, type ServerEvents } from '@answer/sdk/server';
import { answersTrx } from './db';
import { ownAnswersChanged } from './own-answers';
import { publishAnswerFields, recordTimeline } from './post-events';
import { ANSWER_STATUS, type AnswersTables } from './tables';

/** Judges an answer's content inside the write's transaction; `answerId` is '' for a new answer. */
export type AnswerJudge = (raw: Transaction<unknown>, answerId: string) => Promise<PostReviewVerdict>;

export function answerJudge(ctx: ServerContext, request: FastifyRequest, userId: string, content: string): AnswerJudge {
  return (raw, answerId) => judgePost(ctx, request, raw, { object_type: 'answer', object_id: answerId, content, user_id: userId });
}

/** The status a verdict stores (Answer's `AddAnswerReview`). */
export function statusOfVerdict(verdict: PostReviewVerdict | null): number {
  if (verdict?.result === 'need_review') return ANSWER_STATUS.pending;
  if (verdict?.result === 'delete_directly') return ANSWER_STATUS.deleted;
  return ANSWER_STATUS.available;
}

/** Tells the review plugin the answer waits, on the write's transaction. */
export async function queueAnswer(ctx: ServerContext, raw: Transaction<unknown>, answerId: string, userId: string, verdict: PostReviewVerdict): Promise<void> {
  await ctx.events.emit('post.queued', { object_id: answerId, object_type: 'answer', user_id: userId, reason: verdict.reason, reviewer: verdict.reviewer }, raw);
}

/** A member's `answer_count` = their available answers, counted rather than adjusted so it heals. */
export async function recountUserAnswers(trx: Transaction<AnswersTables>, userId: string): Promise<void> {
  if (!/^[1-9]\d*$/.test(userId)) return;
  // the row locked first: the count below then sees a concurrent post of the same member that committed meanwhile
  await trx.updateTable('user').set((eb) => ({ answer_count: eb.ref('answer_count') })).where('id', '=', userId).execute();
  await trx
    .updateTable('user')
    .set((eb) => ({
      answer_count: eb
        .selectFrom('answer')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('answer.user_id', '=', userId)
        .where('answer.status', '=', ANSWER_STATUS.available),
    }))
    .where('id', '=', userId)
    .execute();
}

export interface PublishedAnswer {
  id: string;
  question_id: string;
  user_id: string;
  revision_id: string;
}

/** What a new answer's publication announces: counts, the question's newest answer, the timeline (and so the notifications). */
export async function publishNewAnswer(ctx: ServerContext, raw: Transaction<unknown>, answer: PublishedAnswer, now: number): Promise<void> {
  await publishAnswerFields(ctx, raw, answer.question_id, now);
  await recountUserAnswers(answersTrx(raw), answer.user_id);
  await recordTimeline(ctx, raw, { userId: answer.user_id, objectId: answer.id, questionId: answer.question_id, activity: 'answer.answered', revisionId: answer.revision_id, now });
  await recordTimeline(ctx, raw, { userId: answer.user_id, objectId: answer.question_id, questionId: answer.question_id, activity: 'question.answered', now });
}

/** A held answer never published: held when new (its edits while it waits leave no last editor). */
export function neverAnnounced(answer: { status: number | string; last_edit_user_id: string }): boolean {
  return Number(answer.status) === ANSWER_STATUS.pending && String(answer.last_edit_user_id) === '0';
}

/**
 * Staff approved or rejected a held answer. Only a still-pending answer changes (the claim is the
 * conditional update). An answer never edited was held when new and is announced now; one held
 * after an edit was announced before and only comes back into the counts.
 */
export async function decideAnswer(ctx: ServerContext, raw: Transaction<unknown>, decision: ServerEvents['post.review.decided'], now: number): Promise<void> {
  const trx = answersTrx(raw);
  const answer = await trx.selectFrom('answer').select(['id', 'question_id', 'user_id', 'revision_id', 'last_edit_user_id', 'status']).where('id', '=', decision.object_id).executeTakeFirst();
  if (!answer || Number(answer.status) !== ANSWER_STATUS.pending) return;
  const status = decision.operation === 'approve' ? ANSWER_STATUS.available : ANSWER_STATUS.deleted;
  const claimed = await trx.updateTable('answer').set({ status }).where('id', '=', answer.id).where('status', '=', ANSWER_STATUS.pending).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  ownAnswersChanged(ctx, raw, { userId: answer.user_id, questionId: answer.question_id });
  await ctx.events.emit('post.changed', { object_type: 'answer', object_ids: [answer.id], change: 'status' }, raw);
  // a rejected answer was never counted nor announced: nothing else changes
  if (status === ANSWER_STATUS.deleted) return;
  if (neverAnnounced(answer)) {
    await publishNewAnswer(ctx, raw, { ...answer, revision_id: String(answer.revision_id) }, now);
    return;
  }
  await publishAnswerFields(ctx, raw, answer.question_id, now);
  await recountUserAnswers(trx, answer.user_id);
}
