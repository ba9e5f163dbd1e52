/**
 * Awarding a badge to those who already qualify, when an admin activates it or when it is first
 * seeded on a site that already has the deeds: a job row per badge (`badge_backfill`) walks its
 * rule's candidates a batch at a time. Each batch is one transaction that makes the batch's awards
 * and moves the job's cursor together, so a crash repeats at most the unfinished batch, and the
 * unique award index keeps a repeat from awarding twice. The runner holds a lease on the job; a job
 * whose lease ran out (its process stopped) is taken over by the next process that looks.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { BadgeDefinition, ServerContext } from '@answer/sdk/server';
import { awardGrants } from './award';
import { badgesDb, badgesTrx, nowSeconds, toNumber, type BadgesDb } from './db';
import { currentDefinitions } from './definitions';
import { BADGE_COLUMNS, isActive, type BadgeRow } from './rows';
import { BACKFILL_STATUS } from './tables';

/** Candidates per batch (one transaction). */
export const BACKFILL_BATCH = 100;
/** Seconds a runner holds a job without renewing it before another process may take it over. */
const LEASE_SECONDS = 30;
/** Pause between batches, so the site's own requests get their turn. */
const PAUSE_MS = 25;

export interface BackfillProgress {
  done: number;
  total: number;
}

/**
 * Starts (or restarts) `badge`'s job through `raw`, counting its candidates; a badge whose rule
 * offers no backfill has none. Run it with `runBackfill` once `raw` committed.
 */
export async function startBackfill(ctx: ServerContext, raw: Transaction<unknown>, badge: Pick<BadgeRow, 'id'>, definition: BadgeDefinition): Promise<number | null> {
  if (!definition.backfill) return null;
  const total = await definition.backfill.count({ db: raw, dialect: ctx.dialect });
  const db = badgesTrx(raw);
  const now = nowSeconds();
  await db.deleteFrom('badge_backfill').where('badge_id', '=', badge.id).execute();
  await db
    .insertInto('badge_backfill')
    .values({ badge_id: badge.id, status: BACKFILL_STATUS.running, cursor: '', done: 0, total, lease_owner: '', lease_until: 0, created_at: now, updated_at: now })
    .execute();
  return total;
}

/** Stops `badgeId`'s job (the badge was deactivated): what it awarded stays. */
export async function stopBackfill(raw: Transaction<unknown>, badgeId: string): Promise<void> {
  await badgesTrx(raw).updateTable('badge_backfill').set({ status: BACKFILL_STATUS.stopped, updated_at: nowSeconds() }).where('badge_id', '=', badgeId).where('status', '=', BACKFILL_STATUS.running).execute();
}

/** Progress of the running jobs among `badgeIds`. */
export async function backfillProgress(db: BadgesDb, badgeIds: readonly string[]): Promise<Map<string, BackfillProgress>> {
  if (badgeIds.length === 0) return new Map();
  const rows = await db.selectFrom('badge_backfill').select(['badge_id', 'done', 'total']).where('badge_id', 'in', [...badgeIds]).where('status', '=', BACKFILL_STATUS.running).execute();
  return new Map(rows.map((row) => [row.badge_id, { done: Math.min(toNumber(row.done), toNumber(row.total)), total: toNumber(row.total) }]));
}

/** Takes the job when nobody holds it (or its holder's lease ran out); true when this runner has it. */
async function claim(db: BadgesDb, badgeId: string, owner: string): Promise<boolean> {
  const now = nowSeconds();
  await db.updateTable('badge_backfill').set({ lease_owner: owner, lease_until: now + LEASE_SECONDS }).where('badge_id', '=', badgeId).where('status', '=', BACKFILL_STATUS.running).where('lease_until', '<', now).execute();
  // read back rather than count rows: MySQL counts only rows an update changed
  const job = await db.selectFrom('badge_backfill').select(['lease_owner', 'status']).where('badge_id', '=', badgeId).executeTakeFirst();
  return job?.lease_owner === owner && toNumber(job.status) === BACKFILL_STATUS.running;
}

type BatchOutcome = 'more' | 'finished' | 'stopped' | 'lost';

async function runBatch(ctx: ServerContext, badgeId: string, owner: string, definition: BadgeDefinition): Promise<BatchOutcome> {
  return ctx.transaction(async (raw): Promise<BatchOutcome> => {
    const db = badgesTrx(raw);
    const now = nowSeconds();
    await db.updateTable('badge_backfill').set({ lease_until: now + LEASE_SECONDS, updated_at: now }).where('badge_id', '=', badgeId).where('lease_owner', '=', owner).execute();
    const job = await db.selectFrom('badge_backfill').selectAll().where('badge_id', '=', badgeId).executeTakeFirst();
    if (!job || job.lease_owner !== owner || toNumber(job.status) !== BACKFILL_STATUS.running) return 'lost';
    const badge = await db.selectFrom('badge').select([...BADGE_COLUMNS]).where('id', '=', badgeId).executeTakeFirst();
    if (!badge || !isActive(badge) || !definition.backfill) {
      await db.updateTable('badge_backfill').set({ status: BACKFILL_STATUS.stopped, updated_at: now }).where('badge_id', '=', badgeId).execute();
      return 'stopped';
    }
    const page = await definition.backfill.page({ db: raw, dialect: ctx.dialect }, job.cursor === '' ? null : job.cursor, BACKFILL_BATCH);
    await awardGrants(ctx, raw, badge, page.grants);
    const done = toNumber(job.done) + page.scanned;
    const finished = page.next === null;
    await db
      .updateTable('badge_backfill')
      .set({ cursor: page.next ?? job.cursor, done, total: Math.max(toNumber(job.total), done), status: finished ? BACKFILL_STATUS.finished : BACKFILL_STATUS.running, updated_at: now })
      .where('badge_id', '=', badgeId)
      .execute();
    return finished ? 'finished' : 'more';
  });
}

/** Runs `badgeId`'s job to its end in batches; false when another runner holds it. */
export async function runBackfill(ctx: ServerContext, badgeId: string): Promise<boolean> {
  const owner = randomUUID();
  if (!(await claim(badgesDb(ctx), badgeId, owner))) return false;
  const badge = await badgesDb(ctx).selectFrom('badge').select('rule_key').where('id', '=', badgeId).executeTakeFirst();
  const definition = badge ? (await currentDefinitions(ctx)).get(badge.rule_key) : undefined;
  if (!definition) {
    await ctx.transaction((raw) => stopBackfill(raw, badgeId));
    return true;
  }
  for (;;) {
    const outcome = await runBatch(ctx, badgeId, owner, definition);
    if (outcome !== 'more') return true;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

/** Runs `badgeId`'s job, or waits up to `timeoutMs` for the runner that took it first. */
export async function completeBackfill(ctx: ServerContext, badgeId: string, timeoutMs = 10_000): Promise<void> {
  if (await runBackfill(ctx, badgeId)) return;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = await badgesDb(ctx).selectFrom('badge_backfill').select('status').where('badge_id', '=', badgeId).executeTakeFirst();
    if (!job || toNumber(job.status) !== BACKFILL_STATUS.running) return;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

/** Runs a job in the background: failures are logged, and the job is taken up again later. */
export function runInBackground(ctx: ServerContext, badgeId: string): void {
  runBackfill(ctx, badgeId).catch((error: unknown) => ctx.log.error(`badges: awarding badge ${badgeId} to those who qualify stopped`, error));
}

const lastLook = new WeakMap<ServerContext, number>();
const LOOK_EVERY_MS = 10_000;

/** Takes up jobs nobody runs (a new badge seeded inside an event, a process that stopped), at most every few seconds. */
export async function resumeBackfills(ctx: ServerContext): Promise<void> {
  const now = Date.now();
  if (now - (lastLook.get(ctx) ?? 0) < LOOK_EVERY_MS) return;
  lastLook.set(ctx, now);
  const idle = await badgesDb(ctx).selectFrom('badge_backfill').select('badge_id').where('status', '=', BACKFILL_STATUS.running).where('lease_until', '<', nowSeconds()).execute();
  for (const job of idle) runInBackground(ctx, job.badge_id);
}
