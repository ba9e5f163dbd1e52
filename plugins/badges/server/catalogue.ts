/**
 * The badges as members see them, in Answer 1.7.1's shapes: the catalogue by group
 * (`GET /badges`, active badges only) and one badge (`GET /badge`). Names and descriptions are
 * translated into the reader's language; `earned_count` is the caller's own (0 for guests).
 */
import { badRequest, longId, type BadgeLevel, type ServerContext } from '@answer/sdk/server';
import { toNumber, type BadgesDb } from './db';
import { BADGE_COLUMNS, isActive, isSingle, levelOf } from './rows';
import { BADGE_STATUS } from './tables';

/** Answer's `BadgeListInfo`. */
export interface BadgeListInfo {
  id: string;
  name: string;
  icon: string;
  award_count: number;
  earned_count: number;
  level: BadgeLevel;
}

/** Answer's `GetBadgeListResp`. */
export interface BadgeGroupResp {
  group_name: string;
  badges: BadgeListInfo[];
}

/** Answer's `GetBadgeInfoResp`. */
export interface BadgeInfoResp extends BadgeListInfo {
  description: string;
  is_single: boolean;
}

export const BADGE_NOT_FOUND = 'error.badge.object_not_found';

/** Translates a backend key in the reader's language. */
export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The description's placeholders (Autobiographer links to the profile settings). */
export async function descriptionVars(ctx: ServerContext): Promise<Record<string, unknown>> {
  return { ProfileURL: `${await ctx.siteUrl()}/users/settings/profile` };
}

/** How often `userId` earned each badge (shown awards only). */
export async function earnedCounts(db: BadgesDb, userId: string | null): Promise<Map<string, number>> {
  if (!userId) return new Map();
  const rows = await db
    .selectFrom('badge_award')
    .select(['badge_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('is_badge_deleted', '=', 0)
    .groupBy('badge_id')
    .execute();
  return new Map(rows.map((row) => [row.badge_id, toNumber(row.n)]));
}

/** Groups in their order with their active badges (whose rules a serving plugin contributes); empty groups left out. */
export async function badgeCatalogue(db: BadgesDb, liveKeys: readonly string[], userId: string | null, t: Translate): Promise<BadgeGroupResp[]> {
  if (liveKeys.length === 0) return [];
  const groups = await db.selectFrom('badge_group').select(['id', 'name']).orderBy('id').execute();
  const badges = await db.selectFrom('badge').select([...BADGE_COLUMNS]).where('status', '=', BADGE_STATUS.active).where('rule_key', 'in', [...liveKeys]).orderBy('id').execute();
  const earned = await earnedCounts(db, userId);
  return groups
    .map((group) => ({
      group_name: t(group.name),
      badges: badges
        .filter((badge) => toNumber(badge.badge_group_id) === toNumber(group.id))
        .map((badge) => ({ id: badge.id, name: t(badge.name), icon: badge.icon, award_count: toNumber(badge.award_count), earned_count: earned.get(badge.id) ?? 0, level: levelOf(badge.level) })),
    }))
    .filter((group) => group.badges.length > 0);
}

/** One active badge; anything else (unknown, inactive, a rule no plugin serves) is Answer's 400. */
export async function badgeInfo(db: BadgesDb, rawId: unknown, liveKeys: readonly string[], userId: string | null, t: Translate, vars: Record<string, unknown>): Promise<BadgeInfoResp> {
  const id = longId(rawId);
  const badge = id ? await db.selectFrom('badge').select([...BADGE_COLUMNS]).where('id', '=', id).executeTakeFirst() : undefined;
  if (!badge || !isActive(badge) || !liveKeys.includes(badge.rule_key)) throw badRequest(BADGE_NOT_FOUND);
  const earned = userId ? ((await earnedCounts(db, userId)).get(badge.id) ?? 0) : 0;
  return {
    id: badge.id,
    name: t(badge.name),
    description: t(badge.description, vars),
    icon: badge.icon,
    award_count: toNumber(badge.award_count),
    earned_count: earned,
    is_single: isSingle(badge),
    level: levelOf(badge.level),
  };
}
