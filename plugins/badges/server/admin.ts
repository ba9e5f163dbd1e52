/**
 * The admin's badge list (`GET /answer/admin/api/badges`) and switch (`PUT /answer/admin/api/badge/status`)
 * in Answer 1.7.1's shapes. Our addition: each listed badge carries `progress` ({done, total}) while
 * members who already qualified are being awarded after an activation, null otherwise.
 */
import type { BadgeDefinition, BadgeLevel, ServerContext } from '@answer/sdk/server';
import { badRequest, longId } from '@answer/sdk/server';
import { recountAwards } from './award';
import { backfillProgress, startBackfill, stopBackfill, type BackfillProgress } from './backfill';
import { BADGE_NOT_FOUND, type Translate } from './catalogue';
import { badgesTrx, nowSeconds, toNumber, type BadgesDb } from './db';
import { BADGE_COLUMNS, levelOf, type BadgeRow } from './rows';
import { BADGE_STATUS } from './tables';

export type BadgeStatusName = 'active' | 'inactive';

/** Answer's `GetBadgeListPagedResp`, with `progress`. */
export interface AdminBadgeItem {
  id: string;
  name: string;
  description: string;
  icon: string;
  award_count: number;
  /** Answer never sets it. */
  earned: boolean;
  level: BadgeLevel;
  group_name: string;
  status: BadgeStatusName;
  progress: BackfillProgress | null;
}

export interface AdminListQuery {
  page: number;
  pageSize: number;
  status?: BadgeStatusName;
  q: string;
}

const statusName = (row: Pick<BadgeRow, 'status'>): BadgeStatusName => (toNumber(row.status) === BADGE_STATUS.active ? 'active' : 'inactive');

/**
 * Badges in their order, filtered by status and by `q`: `badge:<id>` (either spelling) for one
 * badge, anything else a case-insensitive part of the name in the reader's language.
 */
export async function adminBadgeList(db: BadgesDb, liveKeys: readonly string[], query: AdminListQuery, t: Translate, vars: Record<string, unknown>): Promise<{ count: number; list: AdminBadgeItem[] }> {
  if (liveKeys.length === 0) return { count: 0, list: [] };
  let rows = await db.selectFrom('badge').select([...BADGE_COLUMNS]).where('status', '<>', BADGE_STATUS.deleted).where('rule_key', 'in', [...liveKeys]).orderBy('id').execute();
  if (query.status) rows = rows.filter((row) => statusName(row) === query.status);
  const q = query.q.trim();
  if (q.toLowerCase().startsWith('badge:')) {
    const id = longId(q.slice('badge:'.length).trim());
    rows = rows.filter((row) => row.id === id);
  } else if (q !== '') {
    // names are i18n keys: the search is over what the admin reads
    rows = rows.filter((row) => t(row.name).toLowerCase().includes(q.toLowerCase()));
  }
  const page = rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const groups = new Map((await db.selectFrom('badge_group').select(['id', 'name']).execute()).map((group) => [toNumber(group.id), t(group.name)]));
  const progress = await backfillProgress(db, page.map((row) => row.id));
  const list = page.map((row) => ({
    id: row.id,
    name: t(row.name),
    description: t(row.description, vars),
    icon: row.icon,
    award_count: toNumber(row.award_count),
    earned: false,
    level: levelOf(row.level),
    group_name: groups.get(toNumber(row.badge_group_id)) ?? '',
    status: statusName(row),
    progress: progress.get(row.id) ?? null,
  }));
  return { count: rows.length, list };
}

/**
 * Switches a badge. Deactivating keeps its awards (hidden from profiles) and stops a running
 * backfill; activating shows them again, recounts them and starts awarding those who already
 * qualify. Returns the badge whose backfill should run now, with its candidate count.
 */
export async function setBadgeStatus(ctx: ServerContext, rawId: unknown, status: BadgeStatusName, definitions: Map<string, BadgeDefinition>): Promise<{ badgeId: string; total: number } | null> {
  const id = longId(rawId);
  return ctx.transaction(async (raw) => {
    const db = badgesTrx(raw);
    const badge = id ? await db.selectFrom('badge').select([...BADGE_COLUMNS]).where('id', '=', id).executeTakeFirst() : undefined;
    const definition = badge ? definitions.get(badge.rule_key) : undefined;
    if (!badge || !definition || toNumber(badge.status) === BADGE_STATUS.deleted) throw badRequest(BADGE_NOT_FOUND);
    if (statusName(badge) === status) return null;
    const next = status === 'active' ? BADGE_STATUS.active : BADGE_STATUS.inactive;
    // the status read above is rechecked by the write: of two admins switching at once, one does it
    const flipped = await db.updateTable('badge').set({ status: next, updated_at: nowSeconds() }).where('id', '=', badge.id).where('status', '=', badge.status).executeTakeFirst();
    if (Number(flipped.numUpdatedRows) === 0) return null;
    await db.updateTable('badge_award').set({ is_badge_deleted: status === 'active' ? 0 : 1 }).where('badge_id', '=', badge.id).execute();
    if (status === 'inactive') {
      await stopBackfill(raw, badge.id);
      return null;
    }
    await recountAwards(raw, [badge.id]);
    const total = await startBackfill(ctx, raw, badge, definition);
    return total === null ? null : { badgeId: badge.id, total };
  });
}
