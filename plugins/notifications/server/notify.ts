/**
 * Writing notifications, always through the transaction of the change they tell of, so an item
 * exists exactly when its cause does.
 */
import type { Transaction } from 'kysely';
import { objectTypeNameOf } from '@answer/sdk/server';
import { notificationsTrx, toNumber, type NotificationsDb } from './db';
import { IS_READ, NOTIFICATION_TYPE, type InboxItem, type PostKind } from './kinds';

/** Where an object sits: the ids of Answer's `object_map`, the question's title and the object's author. */
export interface Located {
  objectId: string;
  objectType: PostKind;
  questionId: string;
  answerId: string;
  commentId: string;
  title: string;
  authorId: string;
  /** The author of the question it belongs to (the object's own author for a question). */
  questionAuthorId: string;
}

/** The question's title and author beside a row of `table` that names its question: one statement. */
function withQuestion(db: NotificationsDb, table: 'answer' | 'comment', objectId: string) {
  return db
    .selectFrom(table)
    .innerJoin('question', 'question.id', `${table}.question_id`)
    .select(['question.id as questionId', 'question.title as title', 'question.user_id as questionAuthorId', `${table}.user_id as authorId`])
    .where(`${table}.id`, '=', objectId);
}

/** Finds a question, answer or comment and the question it belongs to; null for anything else or nothing. */
export async function locate(db: NotificationsDb, objectId: string): Promise<Located | null> {
  const kind = objectTypeNameOf(objectId);
  if (kind === 'question') {
    const question = await db.selectFrom('question').select(['id', 'user_id', 'title']).where('id', '=', objectId).executeTakeFirst();
    return question ? { objectId, objectType: kind, questionId: question.id, answerId: '', commentId: '', title: question.title, authorId: question.user_id, questionAuthorId: question.user_id } : null;
  }
  if (kind === 'answer') {
    const found = await withQuestion(db, 'answer', objectId).executeTakeFirst();
    return found ? { objectId, objectType: kind, answerId: objectId, commentId: '', ...found } : null;
  }
  if (kind === 'comment') {
    const found = await withQuestion(db, 'comment', objectId).select('comment.object_id as onId').executeTakeFirst();
    if (!found) return null;
    const { onId, ...place } = found;
    return { objectId, objectType: kind, answerId: objectTypeNameOf(onId) === 'answer' ? onId : '', commentId: objectId, ...place };
  }
  return null;
}

const placeOf = (at: Located) => ({
  object_id: at.objectId,
  object_type: at.objectType,
  question_id: at.questionId,
  answer_id: at.answerId,
  comment_id: at.commentId,
  title: at.title.slice(0, 255),
});

/** One unread inbox item per receiver about `at`, caused by `triggerUserId`. */
export async function addInbox(raw: Transaction<unknown>, at: Located, triggerUserId: string, items: readonly InboxItem[], now: number): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((item) => ({
    ...placeOf(at),
    created_at: now,
    updated_at: now,
    user_id: item.userId,
    trigger_user_id: triggerUserId,
    type: NOTIFICATION_TYPE.inbox,
    msg_type: item.msgType,
    action: item.action,
    rank: 0,
    is_read: IS_READ.unread,
    red_dot: 1,
  }));
  await notificationsTrx(raw).insertInto('notification').values(rows).execute();
}

/**
 * Reputation `delta` for `userId` on `at`: Answer keeps one achievement per receiver and object and
 * sums into it, bringing it back to the top, unread. Writers of one object are serialised by its
 * owner (votes lock the post), so read-then-write finds the row another change made.
 */
export async function addAchievement(raw: Transaction<unknown>, at: Located, userId: string, triggerUserId: string, delta: number, now: number): Promise<void> {
  const trx = notificationsTrx(raw);
  const existing = await trx
    .selectFrom('notification')
    .select(['id', 'rank'])
    .where('user_id', '=', userId)
    .where('object_id', '=', at.objectId)
    .where('type', '=', NOTIFICATION_TYPE.achievement)
    .executeTakeFirst();
  const fresh = { updated_at: now, trigger_user_id: triggerUserId, is_read: IS_READ.unread, red_dot: 1 };
  if (existing) {
    await trx.updateTable('notification').set({ ...fresh, rank: toNumber(existing.rank) + delta }).where('id', '=', existing.id).execute();
    return;
  }
  await trx
    .insertInto('notification')
    .values({ ...placeOf(at), ...fresh, created_at: now, user_id: userId, type: NOTIFICATION_TYPE.achievement, msg_type: 0, action: '', rank: delta })
    .execute();
}


/**
 * An achievement for a badge earned (`badge.awarded`): one unread item per award, about the award
 * (`object_type` `badge_award`), titled with the badge's name key; the badge pops up on the
 * member's next page until they read it.
 */
export async function addBadgeAward(raw: Transaction<unknown>, award: { award_id: string; user_id: string; name: string; at: number }): Promise<void> {
  await notificationsTrx(raw)
    .insertInto('notification')
    .values({
      created_at: award.at,
      updated_at: award.at,
      user_id: award.user_id,
      trigger_user_id: '0',
      type: NOTIFICATION_TYPE.achievement,
      msg_type: 0,
      action: 'earned_badge',
      object_id: award.award_id,
      object_type: 'badge_award',
      question_id: '',
      answer_id: '',
      comment_id: '',
      title: award.name.slice(0, 255),
      rank: 0,
      is_read: IS_READ.unread,
      red_dot: 1,
    })
    .execute();
}
