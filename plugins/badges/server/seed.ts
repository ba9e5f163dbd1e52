/**
 * Badge rows for the contributed definitions: a definition seen for the first time gets its group
 * (by name) and its badge row (by `rule_key`), active unless it says otherwise; rows already there
 * keep what admins made of them. Every insert ignores a row another process made meanwhile, so
 * seeding twice, or in two processes at once, makes each row once.
 */
import type { Transaction } from 'kysely';
import { OBJECT_TYPE, type BadgeDefinition, type Dialect, type ServerContext } from '@answer/sdk/server';
import { badgesTrx, nowSeconds, toNumber, type BadgesDb } from './db';
import { runInBackground, startBackfill } from './backfill';
import { badgeRowsByKey, type BadgeRow } from './rows';
import { BADGE_SINGLE, BADGE_STATUS } from './tables';

async function insertGroupsIgnoring(db: BadgesDb, dialect: Dialect, names: string[], now: number): Promise<void> {
  for (const name of names) {
    const insert = db.insertInto('badge_group').values({ name, created_at: now, updated_at: now });
    await (dialect === 'mysql' ? insert.ignore() : insert.onConflict((oc) => oc.column('name').doNothing())).execute();
  }
}

/** Group ids by name, the groups missing made first. */
async function groupIds(db: BadgesDb, dialect: Dialect, names: string[], now: number): Promise<Map<string, number>> {
  const wanted = [...new Set(names)];
  const find = async () => new Map((await db.selectFrom('badge_group').select(['id', 'name']).where('name', 'in', wanted).execute()).map((row) => [row.name, toNumber(row.id)]));
  let found = await find();
  const missing = wanted.filter((name) => !found.has(name));
  if (missing.length > 0) {
    await insertGroupsIgnoring(db, dialect, missing, now);
    found = await find();
  }
  return found;
}

export interface Seeded {
  /** The definitions' rows by key. */
  rows: Map<string, BadgeRow>;
  /** Badges this call created with a job to award those who already qualify (run it after commit). */
  backfills: string[];
}

/**
 * The badge rows of `definitions`, seeding the missing ones through `raw`. A badge created active
 * on a site that may already have the deeds gets its backfill job unless `backfill` is false.
 */
export async function seedDefinitions(ctx: ServerContext, raw: Transaction<unknown>, definitions: readonly BadgeDefinition[], backfill = true): Promise<Seeded> {
  const db = badgesTrx(raw);
  const keys = definitions.map((definition) => definition.key);
  const rows = await badgeRowsByKey(db, keys);
  const missing = definitions.filter((definition) => !rows.has(definition.key));
  if (missing.length === 0) return { rows, backfills: [] };
  const now = nowSeconds();
  const groups = await groupIds(db, ctx.dialect, missing.map((definition) => definition.group), now);
  const created: { id: string; definition: BadgeDefinition }[] = [];
  for (const definition of missing) {
    const id = await ctx.ids.next(OBJECT_TYPE.badge, raw);
    const insert = db.insertInto('badge').values({
      id,
      created_at: now,
      updated_at: now,
      name: definition.name,
      description: definition.description,
      icon: definition.icon,
      award_count: 0,
      status: definition.active === false ? BADGE_STATUS.inactive : BADGE_STATUS.active,
      badge_group_id: groups.get(definition.group) ?? 0,
      level: definition.level,
      single: definition.single ? BADGE_SINGLE.single : BADGE_SINGLE.multi,
      collect: '',
      handler: definition.handler ?? definition.key,
      param: definition.param ? JSON.stringify(definition.param) : '',
      rule_key: definition.key,
    });
    const result = await (ctx.dialect === 'mysql' ? insert.ignore() : insert.onConflict((oc) => oc.column('rule_key').doNothing())).executeTakeFirst();
    // another process seeding at the same moment made the row: its job is that process's
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) created.push({ id, definition });
  }
  const backfills: string[] = [];
  if (backfill) {
    for (const { id, definition } of created) {
      if (definition.active !== false && (await startBackfill(ctx, raw, { id }, definition)) !== null) backfills.push(id);
    }
  }
  return { rows: await badgeRowsByKey(db, keys), backfills };
}

const seeded = new WeakMap<ServerContext, { signature: string; done: Promise<void> }>();

/**
 * Seeds the rows of `definitions` once per process and set of definitions (a plugin enabled or
 * disabled changes the set), in a transaction of its own; concurrent callers share one run. The
 * backfills of badges it created run in the background.
 */
export async function ensureSeeded(ctx: ServerContext, definitions: Map<string, BadgeDefinition>): Promise<void> {
  const signature = [...definitions.keys()].sort().join('\n');
  const last = seeded.get(ctx);
  if (last?.signature === signature) return last.done;
  const done = ctx.transaction((raw) => seedDefinitions(ctx, raw, [...definitions.values()])).then(({ backfills }) => {
    for (const badgeId of backfills) runInBackground(ctx, badgeId);
  });
  seeded.set(ctx, { signature, done });
  try {
    await done;
  } catch (error) {
    // tried again on the next call
    if (seeded.get(ctx)?.done === done) seeded.delete(ctx);
    throw error;
  }
}
