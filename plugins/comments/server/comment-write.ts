/**
 * The writes behind commenting, editing and deleting. Each runs in one transaction: the comment,
 * the answer's `comment_count`, the timeline entry (`activity.record`, handled by the activity
 * plugin) and what `comment.created` causes (notifications) land together or not at all. Rules
 * were checked before; these only write.
 */
import type { Transaction } from 'kysely';
import { OBJECT_TYPE, objectTypeOf, type ServerContext } from '@answer/sdk/server';
import { commentsTrx, type CommentsDb } from './db';
import type { CommentedPost } from './posts';
import { COMMENT_STATUS, type CommentsTables } from './tables';

export interface CommentText {
  markdown: string;
  /** `markdown` rendered and sanitised, mentions linked */
  html: string;
  /** The existing members it mentions. */
  mentionedUserIds: string[];
}

export interface NewComment {
  post: CommentedPost;
  userId: string;
  /** The comment this one replies to, and its author. */
  replyTo: { commentId: string; userId: string } | null;
  text: CommentText;
}

/** An answer's `comment_count`, computed from its comments so it heals. Questions keep no count. */
async function recountAnswers(db: CommentsDb, objectIds: string[]): Promise<void> {
  for (const objectId of new Set(objectIds)) {
    if (objectTypeOf(objectId) !== OBJECT_TYPE.answer) continue;
    // locked before counting, so a concurrent comment's transaction has committed and is counted
    await db.updateTable('answer').set((eb) => ({ comment_count: eb.ref('comment_count') })).where('id', '=', objectId).execute();
    const counted = await db
      .selectFrom('comment')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('object_id', '=', objectId)
      .where('status', '=', COMMENT_STATUS.available)
      .executeTakeFirst();
    await db.updateTable('answer').set({ comment_count: Number(counted?.count ?? 0) }).where('id', '=', objectId).execute();
  }
}

export async function createComment(ctx: ServerContext, comment: NewComment, now: number): Promise<string> {
  return ctx.transaction(async (raw) => {
    const trx = commentsTrx(raw);
    const id = await ctx.ids.next(OBJECT_TYPE.comment, raw);
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
      })
      .execute();
    await recountAnswers(trx, [comment.post.id]);
    await ctx.events.emit(
      'activity.record',
      { user_id: comment.userId, object_id: comment.post.id, question_id: comment.post.questionId, activity: `${comment.post.type}.commented`, rank: 0, at: now },
      raw,
    );
    await ctx.events.emit(
      'comment.created',
      {
        comment_id: id,
        object_id: comment.post.id,
        question_id: comment.post.questionId,
        user_id: comment.userId,
        reply_user_id: comment.replyTo?.userId ?? '',
        mentioned_user_ids: comment.text.mentionedUserIds,
        content: comment.text.markdown,
        at: now,
      },
      raw,
    );
    return id;
  });
}

export async function updateComment(ctx: ServerContext, commentId: string, text: CommentText, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    await commentsTrx(raw).updateTable('comment').set({ original_text: text.markdown, parsed_text: text.html, updated_at: now }).where('id', '=', commentId).execute();
  });
}

/** Soft delete (status 10), as Answer keeps deleted comments. */
export async function deleteComment(ctx: ServerContext, comment: { id: string; object_id: string }, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = commentsTrx(raw);
    await trx.updateTable('comment').set({ status: COMMENT_STATUS.deleted, updated_at: now }).where('id', '=', comment.id).execute();
    await recountAnswers(trx, [comment.object_id]);
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
