/**
 * Runs plugin-owned migrations: the kernel's first, then each plugin's in dependency order, each
 * plugin's in name order, skipping the ones recorded in `plugin_migration`. The same call creates a
 * fresh site at install and upgrades an existing one at start-up.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOfDb } from './dialect';
import { withMigrationLock } from './migration-lock';
import { ensureStepTable, runResumable } from './resumable-migration';

export interface MigrationSource {
  pluginId: string;
  /** Ids of plugins whose migrations must run first (manifest `dependencies.plugins`). */
  dependsOn: string[];
  migrations: Record<string, Migration>;
}

interface MigrationTables {
  plugin_migration: { plugin_id: string; name: string; executed_at: number };
}

async function ensureMigrationTable(db: Kysely<MigrationTables>): Promise<void> {
  await db.schema
    .createTable('plugin_migration')
    .ifNotExists()
    .addColumn('plugin_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('name', 'varchar(191)', (column) => column.notNull())
    .addColumn('executed_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('plugin_migration_pk', ['plugin_id', 'name'])
    .execute();
}

/** Orders sources so that each comes after the ones it depends on; unknown dependencies are ignored, cycles broken by id. */
export function dependencyOrder<T extends { pluginId: string; dependsOn: string[] }>(sources: T[]): T[] {
  const byId = new Map(sources.map((source) => [source.pluginId, source]));
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (source: T) => {
    const current = state.get(source.pluginId);
    if (current) return;
    state.set(source.pluginId, 'visiting');
    for (const dependency of [...source.dependsOn].sort()) {
      const target = byId.get(dependency);
      if (target) visit(target);
    }
    state.set(source.pluginId, 'done');
    ordered.push(source);
  };
  // by code unit: localeCompare would load ICU's collation data into the process for good
  for (const source of [...sources].sort((a, b) => (a.pluginId < b.pluginId ? -1 : a.pluginId > b.pluginId ? 1 : 0))) visit(source);
  return ordered;
}

export interface MigrationRun {
  pluginId: string;
  name: string;
}

/**
 * Applies every pending migration; returns the ones it ran. A failing migration rejects and stops the run.
 *
 * A host killed mid-upgrade must not leave a half-applied migration behind. Where DDL is
 * transactional (SQLite, PostgreSQL) a migration and its record commit together, so after a kill
 * the migration simply runs again. MySQL/MariaDB commit each DDL statement on its own, so there a
 * migration records its statements as they complete and a rerun resumes after the last one
 * (resumable-migration.ts). Two hosts starting at once take turns (migration-lock.ts).
 */
export async function runMigrations(database: Kysely<unknown>, sources: MigrationSource[]): Promise<MigrationRun[]> {
  return withMigrationLock(database, () => runPending(database, sources));
}

async function runPending(database: Kysely<unknown>, sources: MigrationSource[]): Promise<MigrationRun[]> {
  const db = database as Kysely<MigrationTables>;
  const transactional = dialectOfDb(database) !== 'mysql';
  await ensureMigrationTable(db);
  if (!transactional) await ensureStepTable(database);
  const recorded = async () => new Set((await db.selectFrom('plugin_migration').select(['plugin_id', 'name']).execute()).map((row) => `${row.plugin_id}\u0000${row.name}`));
  const done = await recorded();
  const ran: MigrationRun[] = [];
  for (const source of dependencyOrder(sources)) {
    for (const name of Object.keys(source.migrations).sort()) {
      if (done.has(`${source.pluginId}\u0000${name}`)) continue;
      const migration = source.migrations[name];
      const record = async (target: Kysely<unknown>) => {
        await (target as Kysely<MigrationTables>).insertInto('plugin_migration').values({ plugin_id: source.pluginId, name, executed_at: Math.floor(Date.now() / 1000) }).execute();
      };
      try {
        if (database.isTransaction) {
          // the installer's transaction: it commits or rolls back the whole install
          await migration.up(database);
          await record(database);
        } else if (transactional) {
          const applied = await database
            .transaction()
            .execute(async (trx) => {
              // the record first: on SQLite that takes the write lock, and a host that waited for
              // another's transaction finds the record there and leaves the migration alone
              await record(trx);
              await migration.up(trx);
              return true;
            })
            .catch(async (error: unknown) => {
              if ((await recorded()).has(`${source.pluginId}\u0000${name}`)) return false;
              throw error;
            });
          if (!applied) continue;
        } else {
          await runResumable(database, source.pluginId, name, migration, () => record(database));
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${source.pluginId}/${name} failed: ${message}`, { cause: error });
      }
      ran.push({ pluginId: source.pluginId, name });
    }
  }
  return ran;
}
