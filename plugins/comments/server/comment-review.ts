/**
 * Comments held for review (Answer's reviewer plugins): what a verdict makes of a comment's
 * status, telling the review plugin about a held comment, and applying the staff's decision
 * (`post.review.decided`). A held comment is announced to nobody until it is approved.
 */
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { judgePost, type PostReviewVerdict, type ServerContext, type ServerEvents } from '@answer/sdk/server';
import { announceComment, announceDeletion, recountAnswers } from './comment-publish';
import { mentionedIdsOf } from './comment-text';
import { commentsTrx, num } from './db';
import { COMMENT_STATUS } from './tables';

/** Judges a comment's text inside the write's transaction; `commentId` is '' for a new comment. */
export type CommentJudge = (raw: Transaction<unknown>, commentId: string) => Promise<PostReviewVerdict>;

export function commentJudge(ctx: ServerContext, request: FastifyRequest, userId: string, markdown: string): CommentJudge {
  return (raw, commentId) => judgePost(ctx, request, raw, { object_type: 'comment', object_id: commentId, content: markdown, user_id: userId });
}

/** The status a verdict stores (Answer's `AddCommentReview`). */
export function statusOfVerdict(verdict: PostReviewVerdict | null): number {
  if (verdict?.result === 'need_review') return COMMENT_STATUS.pending;
  if (verdict?.result === 'delete_directly') return COMMENT_STATUS.deleted;
  return COMMENT_STATUS.available;
}

export async function queueComment(ctx: ServerContext, raw: Transaction<unknown>, commentId: string, userId: string, verdict: PostReviewVerdict): Promise<void> {
  await ctx.events.emit('post.queued', { object_id: commentId, object_type: 'comment', user_id: userId, reason: verdict.reason, reviewer: verdict.reviewer }, raw);
}

/**
 * Staff approved or rejected a held comment; only a still-pending one changes. A comment held when
 * new (never edited: its update time is its creation time) is announced now, as it would have
 * been when posted; one held after an edit was announced before.
 */
export async function decideComment(ctx: ServerContext, raw: Transaction<unknown>, decision: ServerEvents['post.review.decided'], now: number): Promise<void> {
  const trx = commentsTrx(raw);
  const comment = await trx.selectFrom('comment').selectAll().where('id', '=', decision.object_id).executeTakeFirst();
  if (!comment || num(comment.status) !== COMMENT_STATUS.pending) return;
  const status = decision.operation === 'approve' ? COMMENT_STATUS.available : COMMENT_STATUS.deleted;
  const claimed = await trx.updateTable('comment').set({ status }).where('id', '=', comment.id).where('status', '=', COMMENT_STATUS.pending).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  await recountAnswers(trx, [comment.object_id]);
  if (status === COMMENT_STATUS.deleted) {
    await announceDeletion(ctx, raw, comment, decision.reviewer_id, now);
    return;
  }
  if (num(comment.updated_at) !== num(comment.created_at)) return;
  await announceComment(
    ctx,
    raw,
    {
      id: comment.id,
      objectId: comment.object_id,
      questionId: comment.question_id,
      userId: comment.user_id,
      replyUserId: comment.reply_user_id ?? '',
      mentionedUserIds: await mentionedIdsOf(trx, comment.original_text),
      markdown: comment.original_text,
    },
    now,
  );
}
