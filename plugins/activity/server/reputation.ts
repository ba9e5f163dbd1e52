/**
 * Writing activities and applying their reputation, always through one transaction (the emitter's)
 * so the row, the member's rank and the emitter's own change commit or fail together. Config rows
 * are read through that transaction too: on SQLite a read on another connection would wait for
 * the transaction's write lock.
 */
import { sql } from 'kysely';
import type { ServerEvents } from '@answer/sdk/server';
import { asNumber, currentSeconds, type ActivityDb } from './db';
import { appliedDelta, cancelDelta, localDayBounds, readKeyList, readLimit } from './rank-rules';
import { activityTypeOf, DAILY_RANK_LIMIT_EXCLUDE_KEY, DAILY_RANK_LIMIT_KEY, DEFAULT_DAILY_RANK_LIMIT, ONCE_PER_MEMBER_KEYS, UNCAPPED_KEYS } from './reputation-config';

/** User ids are plain integers; anything else ('0' for nobody, stray text) matches no one. */
const isUserId = (id: string): boolean => /^[1-9]\d{0,18}$/.test(id);

async function configValues(db: ActivityDb, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .selectFrom('config')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  const values = new Map<string, unknown>();
  for (const row of rows) {
    try {
      values.set(row.key, JSON.parse(row.value));
    } catch {
      values.set(row.key, row.value);
    }
  }
  return values;
}

function typeOf(activity: string): number {
  const type = activityTypeOf(activity);
  // an unknown key is an emitter's mistake: refusing it undoes the emitter's change instead of
  // recording a history row no timeline or reputation page could read
  if (type === undefined) throw new Error(`Unknown activity key "${activity}"`);
  return type;
}

async function currentRank(db: ActivityDb, userId: string): Promise<number | null> {
  if (!isUserId(userId)) return null;
  const row = await db.selectFrom('user').select('rank').where('id', '=', userId).executeTakeFirst();
  return row ? asNumber(row.rank) : null;
}

async function changeRank(db: ActivityDb, userId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .updateTable('user')
    .set({ rank: sql<number>`${sql.ref('rank')} + ${delta}` })
    .where('id', '=', userId)
    .execute();
}

/** Net rank of a member's standing activities on the local day of `at`. */
async function earnedOn(db: ActivityDb, userId: string, at: number): Promise<number> {
  const { start, end } = localDayBounds(at);
  const row = await db
    .selectFrom('activity')
    .select((eb) => eb.fn.sum<number | string | null>('rank').as('earned'))
    .where('user_id', '=', userId)
    .where('cancelled', '=', 0)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirst();
  return asNumber(row?.earned);
}

/**
 * Whether a once-in-a-lifetime activity may be recorded for the member now: they exist and have no
 * row of it yet, cancelled or not. Their row is locked first, so two records at the same instant
 * (an activation link and an admin activating the account) cannot both find none.
 */
async function firstOfItsKind(db: ActivityDb, userId: string, type: number): Promise<boolean> {
  if (!isUserId(userId)) return false;
  await db.updateTable('user').set({ rank: sql<number>`${sql.ref('rank')}` }).where('id', '=', userId).execute();
  if ((await currentRank(db, userId)) === null) return false;
  const earlier = await db.selectFrom('activity').select('id').where('user_id', '=', userId).where('activity_type', '=', type).limit(1).executeTakeFirst();
  return earlier === undefined;
}

/** Records one activity and applies its reputation under the cap and the floor; answers the applied delta. */
export async function recordActivity(db: ActivityDb, payload: ServerEvents['activity.record']): Promise<number> {
  const type = typeOf(payload.activity);
  if (ONCE_PER_MEMBER_KEYS.has(payload.activity) && !(await firstOfItsKind(db, payload.user_id, type))) return 0;
  const at = payload.at ?? currentSeconds();
  // a history-only entry (rank 0 given) moves no reputation: neither the amounts nor the member's rank are read
  const historyOnly = payload.rank === 0;
  const config = historyOnly ? new Map<string, unknown>() : await configValues(db, [payload.activity, DAILY_RANK_LIMIT_KEY, DAILY_RANK_LIMIT_EXCLUDE_KEY]);
  const requested = payload.rank ?? readLimit(config.get(payload.activity), 0);
  const rank = historyOnly ? null : await currentRank(db, payload.user_id);

  let applied = 0;
  // a row for a member who no longer exists still belongs in the post's history, without reputation
  if (rank !== null && requested !== 0) {
    applied = appliedDelta({
      delta: requested,
      currentRank: rank,
      earnedToday: requested > 0 ? await earnedOn(db, payload.user_id, at) : 0,
      dailyLimit: readLimit(config.get(DAILY_RANK_LIMIT_KEY), DEFAULT_DAILY_RANK_LIMIT),
      excluded: UNCAPPED_KEYS.has(payload.activity) || readKeyList(config.get(DAILY_RANK_LIMIT_EXCLUDE_KEY)).includes(payload.activity),
    });
  }

  await db
    .insertInto('activity')
    .values({
      created_at: at,
      updated_at: at,
      user_id: payload.user_id,
      trigger_user_id: payload.trigger_user_id || '0',
      object_id: payload.object_id,
      original_object_id: payload.question_id || '0',
      activity_type: type,
      rank: applied,
      has_rank: applied === 0 ? 0 : 1,
      revision_id: payload.revision_id || '0',
      comment: (payload.comment ?? '').slice(0, 512),
    })
    .execute();
  await changeRank(db, payload.user_id, applied);
  return applied;
}

/** Cancels the standing rows an earlier activity wrote, returns the reputation they applied and answers that change. */
export async function cancelActivity(db: ActivityDb, payload: ServerEvents['activity.cancel']): Promise<number> {
  let query = db
    .selectFrom('activity')
    .select(['id', 'rank'])
    .where('user_id', '=', payload.user_id)
    .where('object_id', '=', payload.object_id)
    .where('activity_type', '=', typeOf(payload.activity))
    .where('cancelled', '=', 0);
  if (payload.trigger_user_id) query = query.where('trigger_user_id', '=', payload.trigger_user_id);
  const rows = await query.execute();
  if (rows.length === 0) return 0;

  const now = currentSeconds();
  let rank = await currentRank(db, payload.user_id);
  let returned = 0;
  for (const row of rows) {
    await db.updateTable('activity').set({ cancelled: 1, cancelled_at: now, updated_at: now }).where('id', '=', row.id).execute();
    if (rank === null) continue;
    const delta = cancelDelta(asNumber(row.rank), rank);
    await changeRank(db, payload.user_id, delta);
    rank += delta;
    returned += delta;
  }
  return returned;
}
