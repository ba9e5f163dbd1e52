/**
 * Staff decided a question the reviewer plugins held (`post.review.decided`, in the review
 * plugin's transaction): approved, it is published as if asked now that everyone may see it (its
 * tags counted, the answer asked with it added); rejected, it is deleted with the reviewer's
 * timeline entry. Only a question still waiting changes.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEvents } from '@answer/sdk/server';
import { questionsTrx } from './db';
import { moveQuestionStatus } from './question-state';
import { QUESTION_STATUS } from './tables';
import { recordTimeline } from './timeline';

export async function decideQuestion(ctx: ServerContext, raw: Transaction<unknown>, decision: ServerEvents['post.review.decided'], now: number): Promise<void> {
  const question = await questionsTrx(raw).selectFrom('question').select(['id', 'user_id', 'status']).where('id', '=', decision.object_id).executeTakeFirst();
  if (!question || Number(question.status) !== QUESTION_STATUS.pending) return;
  const approve = decision.operation === 'approve';
  const to = approve ? QUESTION_STATUS.available : QUESTION_STATUS.deleted;
  const moved = await moveQuestionStatus(ctx, raw, { questionId: question.id, authorId: question.user_id, from: [QUESTION_STATUS.pending], to, now });
  if (moved && !approve) await recordTimeline(ctx, raw, { userId: decision.reviewer_id, questionId: question.id, activity: 'question.deleted', at: now });
  if (moved && approve) await ctx.events.emit('question.published', { question_id: question.id, user_id: question.user_id, at: now }, raw);
}
