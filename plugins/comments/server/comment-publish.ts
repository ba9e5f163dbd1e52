/**
 * What a comment's changes tell the others, on the write's transaction: an answer's
 * `comment_count` (recounted so it heals), the announcement of a published comment (timeline and
 * `comment.created`, which drives the notifications) and `comment.deleted`.
 */
import type { Transaction } from 'kysely';
import { OBJECT_TYPE, objectTypeOf, type ServerContext } from '@answer/sdk/server';
import type { CommentsDb } from './db';
import { COMMENT_STATUS } from './tables';

/** An answer's `comment_count`, computed from its comments so it heals. Questions keep no count. */
export async function recountAnswers(db: CommentsDb, objectIds: string[]): Promise<void> {
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

export interface PublishedComment {
  id: string;
  objectId: string;
  questionId: string;
  userId: string;
  replyUserId: string;
  mentionedUserIds: string[];
  markdown: string;
}

/** Announces a comment now visible to all: the post's timeline entry and `comment.created`. */
export async function announceComment(ctx: ServerContext, raw: Transaction<unknown>, comment: PublishedComment, now: number): Promise<void> {
  const postType = objectTypeOf(comment.objectId) === OBJECT_TYPE.answer ? 'answer' : 'question';
  await ctx.events.emit('activity.record', { user_id: comment.userId, object_id: comment.objectId, question_id: comment.questionId, activity: `${postType}.commented`, rank: 0, at: now }, raw);
  await ctx.events.emit(
    'comment.created',
    {
      comment_id: comment.id,
      object_id: comment.objectId,
      question_id: comment.questionId,
      user_id: comment.userId,
      reply_user_id: comment.replyUserId,
      mentioned_user_ids: comment.mentionedUserIds,
      content: comment.markdown,
      at: now,
    },
    raw,
  );
}

export interface DeletedComment {
  id: string;
  object_id: string;
  question_id: string;
  user_id: string;
}

export async function announceDeletion(ctx: ServerContext, raw: Transaction<unknown>, comment: DeletedComment, actorId: string, now: number): Promise<void> {
  await ctx.events.emit('comment.deleted', { comment_id: comment.id, object_id: comment.object_id, question_id: comment.question_id, author_id: comment.user_id, actor_id: actorId, at: now }, raw);
}
