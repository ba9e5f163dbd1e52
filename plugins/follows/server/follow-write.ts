/**
 * Following and unfollowing, always inside a transaction. The unique (member, object) pair
 * decides whether anything changed: only an insert that really added a row, or a delete that
 * really removed one, moves the followed object's count and writes the history, so repeats and
 * races never count twice.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { followsTrx, toNumber, type FollowsDb } from './db';
import { followedBy } from './marks';
import type { FollowKind, FollowsTables } from './tables';

type Trx = Transaction<FollowsTables>;

export interface FollowTarget {
  kind: FollowKind;
  id: string;
  /** The question the object belongs to, for the history ('' for tags and members). */
  questionId: string;
}

export interface FollowState {
  follows: number;
  is_followed: boolean;
}

const currentSeconds = (): number => Math.floor(Date.now() / 1000);

async function insertFollow(ctx: ServerContext, trx: Trx, userId: string, target: FollowTarget): Promise<boolean> {
  const values = { user_id: userId, object_id: target.id, object_type: target.kind, created_at: currentSeconds() };
  followedBy(ctx).add(userId, target.id);
  const insert = trx.insertInto('follow').values(values);
  const result =
    ctx.dialect === 'mysql' ? await insert.orIgnore().executeTakeFirst() : await insert.onConflict((conflict) => conflict.columns(['user_id', 'object_id']).doNothing()).executeTakeFirst();
  return toNumber(result.numInsertedOrUpdatedRows) > 0;
}

/** Moves the follower count kept on the question or tag row; members' counts are read from `follow`. */
async function moveCount(trx: Trx, target: FollowTarget, delta: 1 | -1): Promise<void> {
  if (target.kind === 'user') return;
  const table = target.kind;
  if (delta > 0) {
    await trx.updateTable(table).set((eb) => ({ follow_count: eb('follow_count', '+', 1) })).where('id', '=', target.id).execute();
  } else {
    await trx.updateTable(table).set((eb) => ({ follow_count: eb('follow_count', '-', 1) })).where('id', '=', target.id).where('follow_count', '>', 0).execute();
  }
}

export async function followerCount(db: FollowsDb, target: Pick<FollowTarget, 'kind' | 'id'>): Promise<number> {
  if (target.kind === 'user') {
    const row = await db.selectFrom('follow').select((eb) => eb.fn.countAll<number | string>().as('count')).where('object_id', '=', target.id).executeTakeFirst();
    return toNumber(row?.count);
  }
  const row = await db.selectFrom(target.kind).select('follow_count').where('id', '=', target.id).executeTakeFirst();
  return toNumber(row?.follow_count);
}

/**
 * Follows or unfollows `target` on the caller's transaction; true when something changed.
 * `history: false` leaves the timeline alone (the follow that comes with asking).
 */
export async function switchFollow(ctx: ServerContext, raw: Transaction<unknown>, userId: string, target: FollowTarget, follow: boolean, history = true): Promise<boolean> {
  const trx = followsTrx(raw);
  const activity = `${target.kind}.follow`;
  if (follow) {
    if (!(await insertFollow(ctx, trx, userId, target))) return false;
    await moveCount(trx, target, 1);
    // history only: following earns no reputation
    if (history) await ctx.events.emit('activity.record', { user_id: userId, object_id: target.id, question_id: target.questionId, activity, rank: 0 }, raw);
    return true;
  }
  const removed = await trx.deleteFrom('follow').where('user_id', '=', userId).where('object_id', '=', target.id).executeTakeFirst();
  if (toNumber(removed.numDeletedRows) === 0) return false;
  await moveCount(trx, target, -1);
  await ctx.events.emit('activity.cancel', { user_id: userId, object_id: target.id, activity }, raw);
  return true;
}

/** `POST /follow`: one switch and the state it leaves, read in the same transaction. */
export function setFollow(ctx: ServerContext, userId: string, target: FollowTarget, follow: boolean): Promise<FollowState> {
  return ctx.transaction(async (raw) => {
    await switchFollow(ctx, raw, userId, target, follow);
    return { follows: await followerCount(followsTrx(raw), target), is_followed: follow };
  });
}
