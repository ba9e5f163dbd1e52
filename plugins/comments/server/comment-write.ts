/**
 * The writes behind commenting, editing and deleting. Each runs in one transaction: the comment,
 * the answer's `comment_count`, the timeline entry (`activity.record`, handled by the activity
 * plugin), what `comment.created` causes (notifications), the review queue's row for a held
 * comment (`post.queued`) and `comment.deleted` land together or not at all. Rules were checked
 * before; these only write.
 */
import type { Transaction } from 'kysely';
import { OBJECT_TYPE, type ServerContext } from '@answer/sdk/server';
import { announceComment, announceDeletion, recountAnswers, type DeletedComment } from './comment-publish';
import { queueComment, statusOfVerdict, type CommentJudge } from './comment-review';
import type { CommentText } from './comment-text';
import { commentsTrx, num, type CommentsDb } from './db';
import { commentedOnBy } from './marks';
import type { CommentedPost } from './posts';
import { COMMENT_STATUS, type CommentsTables } from './tables';

export type { CommentText };

export interface NewComment {
  post: CommentedPost;
  userId: string;
  /** The comment this one replies to, and its author. */
  replyTo: { commentId: string; userId: string } | null;
  text: CommentText;
  /** Asks the reviewer plugins inside the write. */
  judge?: CommentJudge;
}

export async function createComment(ctx: ServerContext, comment: NewComment, now: number): Promise<string> {
  return ctx.transaction(async (raw) => {
    const trx = commentsTrx(raw);
    const verdict = comment.judge ? await comment.judge(raw, '') : null;
    const status = statusOfVerdict(verdict);
    const id = await ctx.ids.next(OBJECT_TYPE.comment, raw);
    commentedOnBy(ctx).add(comment.userId, comment.post.id);
    await trx
      .insertInto('comment')
      .values({
        id,
        created_at: now,
        updated_at: now,
        user_id: comment.userId,
        reply_user_id: comment.replyTo?.userId ?? null,
        reply_comment_id: comment.replyTo?.commentId ?? null,
        object_id: comment.post.id,
        question_id: comment.post.questionId,
        original_text: comment.text.markdown,
        parsed_text: comment.text.html,
        status,
      })
      .execute();
    if (status === COMMENT_STATUS.pending && verdict) await queueComment(ctx, raw, id, comment.userId, verdict);
    if (status !== COMMENT_STATUS.available) return id;
    await recountAnswers(trx, [comment.post.id]);
    const published = {
      id,
      objectId: comment.post.id,
      questionId: comment.post.questionId,
      userId: comment.userId,
      replyUserId: comment.replyTo?.userId ?? '',
      mentionedUserIds: comment.text.mentionedUserIds,
      markdown: comment.text.markdown,
    };
    await announceComment(ctx, raw, published, now);
    return id;
  });
}

export interface EditedComment {
  id: string;
  user_id: string;
  object_id: string;
  status: number | string;
  created_at: number | string;
  updated_at: number | string;
}

/**
 * A new text for the comment; answers the comment's status after it. An edit the reviewers hold
 * takes the comment out of sight until staff decide; its update time is then kept after its
 * creation time, which is how a decision tells an edited comment (announced before) from a new
 * one. A comment already waiting keeps its one review row, and one never published keeps its
 * update time at its creation time so it is announced when approved.
 */
export async function updateComment(ctx: ServerContext, comment: EditedComment, text: CommentText, now: number, judge?: CommentJudge): Promise<number> {
  return ctx.transaction(async (raw) => {
    const trx = commentsTrx(raw);
    const verdict = judge ? await judge(raw, comment.id) : null;
    const before = num(comment.status);
    const verdictStatus = statusOfVerdict(verdict);
    // a waiting comment waits on unless a reviewer deletes it
    const status = before === COMMENT_STATUS.pending && verdictStatus === COMMENT_STATUS.available ? before : verdictStatus;
    const unannounced = before === COMMENT_STATUS.pending && num(comment.updated_at) === num(comment.created_at);
    const updatedAt = unannounced ? num(comment.created_at) : status !== COMMENT_STATUS.available ? Math.max(now, num(comment.created_at) + 1) : now;
    await trx
      .updateTable('comment')
      .set({ original_text: text.markdown, parsed_text: text.html, updated_at: updatedAt, status })
      .where('id', '=', comment.id)
      .execute();
    if (status === before) return status;
    await recountAnswers(trx, [comment.object_id]);
    if (status === COMMENT_STATUS.pending && verdict) await queueComment(ctx, raw, comment.id, comment.user_id, verdict);
    return status;
  });
}

/** Soft delete (status 10), as Answer keeps deleted comments; `actorId` deleted it. */
export async function deleteComment(ctx: ServerContext, comment: DeletedComment, actorId: string, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = commentsTrx(raw);
    const changed = await trx.updateTable('comment').set({ status: COMMENT_STATUS.deleted, updated_at: now }).where('id', '=', comment.id).where('status', '<>', COMMENT_STATUS.deleted).executeTakeFirst();
    // a second delete at the same moment changes nothing and tells nobody
    if (Number(changed.numUpdatedRows) === 0) return;
    await recountAnswers(trx, [comment.object_id]);
    await announceDeletion(ctx, raw, comment, actorId, now);
  });
}

/** Every live comment of a member becomes deleted (an admin removed the member with their content). */
export async function removeCommentsOf(trx: Transaction<unknown> | null, ctx: ServerContext, userId: string, now: number): Promise<void> {
  const db: CommentsDb = trx ? commentsTrx(trx) : ctx.database<CommentsTables>();
  const live = await db.selectFrom('comment').select('object_id').where('user_id', '=', userId).where('status', '<>', COMMENT_STATUS.deleted).execute();
  if (live.length === 0) return;
  await db.updateTable('comment').set({ status: COMMENT_STATUS.deleted, updated_at: now }).where('user_id', '=', userId).where('status', '<>', COMMENT_STATUS.deleted).execute();
  await recountAnswers(db, live.map((row) => row.object_id));
}
