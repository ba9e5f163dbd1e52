/**
 * Making awards, always through the transaction of what earned them. The unique
 * `(user_id, badge_id, award_slot)` decides: an insert that meets an existing award (another
 * transaction's, committed or racing) is ignored on every database, so one award is made however
 * many events race for it, and the badge's `award_count` and the member's notification follow only
 * from an insert that happened.
 */
import type { Transaction } from 'kysely';
import { isContentId, OBJECT_TYPE, type BadgeGrant, type ServerContext } from '@answer/sdk/server';
import { BADGES_SCOPE } from './cache-scope';
import { badgesTrx, nowSeconds, toNumber } from './db';
import { isSingle, type BadgeRow } from './rows';
import { EMPTY_AWARD_KEY } from './tables';

/** The award key of a grant: the post it was for, or '0'. */
export function awardKeyOf(grant: BadgeGrant): string {
  const objectId = grant.object_id ?? '';
  return isContentId(objectId) ? objectId : EMPTY_AWARD_KEY;
}

/** Which award a grant would be: a single badge once per member, a multi badge once per member and key. */
export function awardSlotOf(badge: Pick<BadgeRow, 'single'>, awardKey: string): string {
  return isSingle(badge) ? EMPTY_AWARD_KEY : awardKey;
}

const MEMBER_ID = /^[1-9]\d{0,19}$/;

/** Distinct grants to real member ids, in order. */
export function distinctGrants(badge: Pick<BadgeRow, 'single'>, grants: readonly BadgeGrant[]): { userId: string; key: string; slot: string }[] {
  const seen = new Set<string>();
  const kept: { userId: string; key: string; slot: string }[] = [];
  for (const grant of grants) {
    const userId = String(grant.user_id ?? '');
    if (!MEMBER_ID.test(userId)) continue;
    const key = awardKeyOf(grant);
    const slot = awardSlotOf(badge, key);
    if (seen.has(`${userId}:${slot}`)) continue;
    seen.add(`${userId}:${slot}`);
    kept.push({ userId, key, slot });
  }
  return kept;
}

/**
 * Awards `badge` (active: the caller checked) for `grants` through `raw`; returns how many awards
 * were new. Each new one is told as `badge.awarded` in the same transaction.
 */
export async function awardGrants(ctx: ServerContext, raw: Transaction<unknown>, badge: BadgeRow, grants: readonly BadgeGrant[]): Promise<number> {
  const db = badgesTrx(raw);
  let made = 0;
  for (const { userId, key, slot } of distinctGrants(badge, grants)) {
    // most grants repeat an award already made (every up vote grants First Upvote): a read spares an id
    const existing = await db.selectFrom('badge_award').select('id').where('user_id', '=', userId).where('badge_id', '=', badge.id).where('award_slot', '=', slot).executeTakeFirst();
    if (existing) continue;
    const now = nowSeconds();
    const id = await ctx.ids.next(OBJECT_TYPE.badge_award, raw);
    const insert = db.insertInto('badge_award').values({
      id,
      created_at: now,
      updated_at: now,
      user_id: userId,
      badge_id: badge.id,
      award_key: key,
      badge_group_id: toNumber(badge.badge_group_id),
      is_badge_deleted: 0,
      award_slot: slot,
    });
    const result = await (ctx.dialect === 'mysql' ? insert.ignore() : insert.onConflict((oc) => oc.columns(['user_id', 'badge_id', 'award_slot']).doNothing())).executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) continue;
    made += 1;
    await ctx.events.emit('badge.awarded', { award_id: id, badge_id: badge.id, user_id: userId, name: badge.name, at: now }, raw);
  }
  if (made > 0) {
    await db.updateTable('badge').set((eb) => ({ award_count: eb('award_count', '+', made) })).where('id', '=', badge.id).execute();
    // the counts on the badges page; a page rebuilt before this transaction commits is at most a minute old
    ctx.sharedCache.invalidate([BADGES_SCOPE]);
  }
  return made;
}

/** Sets `award_count` of `badgeIds` to what `badge_award` holds (after awards were removed). */
export async function recountAwards(raw: Transaction<unknown>, badgeIds: readonly string[]): Promise<void> {
  const db = badgesTrx(raw);
  for (const badgeId of new Set(badgeIds)) {
    const row = await db.selectFrom('badge_award').select((eb) => eb.fn.countAll<number>().as('n')).where('badge_id', '=', badgeId).executeTakeFirst();
    await db.updateTable('badge').set({ award_count: toNumber(row?.n) }).where('id', '=', badgeId).execute();
  }
}
