/** Seeding of Answer's reputation config rows, idempotent: missing rows are added, present ones kept. */
import type { Kysely, Transaction } from 'kysely';
import type { InstallContext } from '@answer/sdk/server';
import { REPUTATION_CONFIG } from './reputation-config';

interface ConfigTables {
  config: { id: number; key: string; value: string };
}

const stored = (value: number | string[]): string => JSON.stringify(value);

/** Adds the reputation rows the `config` table lacks (matched by id or key). */
export async function insertMissingConfig(database: Kysely<unknown> | Transaction<unknown>): Promise<void> {
  const db = database as Kysely<ConfigTables>;
  const present = await db.selectFrom('config').select(['id', 'key']).execute();
  const ids = new Set(present.map((row) => Number(row.id)));
  const keys = new Set(present.map((row) => row.key));
  const missing = REPUTATION_CONFIG.filter((row) => !ids.has(row.id) && !keys.has(row.key));
  if (missing.length === 0) return;
  await db
    .insertInto('config')
    .values(missing.map((row) => ({ id: row.id, key: row.key, value: stored(row.value) })))
    .execute();
}

/** Install hook: the same rows through the install transaction (the migration normally ran first). */
export async function seed(ctx: InstallContext): Promise<void> {
  await insertMissingConfig(ctx.trx);
}
