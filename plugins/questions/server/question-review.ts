/**
 * Questions judged by the reviewer plugins before they are published (Answer's `AddQuestionReview`,
 * widened to direct edits): the verdict decides the status the question is stored with, and a
 * held one is told to the review plugin (`post.queued`) in the same transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { judgePost, type PostReviewVerdict, type ServerContext } from '@answer/sdk/server';
import { QUESTION_STATUS } from './tables';

/** Judges the question as it is about to be stored, inside the write's transaction ('' for a new one). */
export type QuestionJudge = (raw: Transaction<unknown>, questionId: string) => Promise<PostReviewVerdict>;

export interface JudgedText {
  title: string;
  content: string;
  tags: readonly string[];
}

/** The judge of a write by `userId` (the asker, or the editor of an edit). */
export function questionJudge(ctx: ServerContext, request: FastifyRequest, userId: string, text: JudgedText): QuestionJudge {
  return (raw, questionId) =>
    judgePost(ctx, request, raw, { object_type: 'question', object_id: questionId, title: text.title, content: text.content, tags: [...text.tags], user_id: userId });
}

/** The status a verdict stores. */
export function statusOfVerdict(verdict: PostReviewVerdict | null): number {
  if (verdict?.result === 'need_review') return QUESTION_STATUS.pending;
  if (verdict?.result === 'delete_directly') return QUESTION_STATUS.deleted;
  return QUESTION_STATUS.available;
}

/** Tells the review plugin the question waits, on the write's transaction. */
export async function queueQuestion(ctx: ServerContext, raw: Transaction<unknown>, questionId: string, userId: string, verdict: PostReviewVerdict): Promise<void> {
  await ctx.events.emit('post.queued', { object_id: questionId, object_type: 'question', user_id: userId, reason: verdict.reason, reviewer: verdict.reviewer }, raw);
}
