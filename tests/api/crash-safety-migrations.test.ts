/**
 * Upgrades that stop abruptly: a host killed (SIGKILL) while a plugin's migration runs finishes the
 * upgrade on its next start with every migration applied exactly once; a migration that failed part
 * way runs again to completion; and two hosts starting together on one database apply each pending
 * migration once. SQLite always; PostgreSQL and MariaDB in the full suite.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { connectDatabase } from '../../host/src/db/connect';
import { runMigrations } from '../../host/src/db/migrate';
import { settingsOf } from '../../host/src/installation/service';
import { HARDENING_DATABASES, freePort, freshDatabase, hostArguments, installSite, ROOT_DIR, startHost, tempDataDir, type DatabaseKind, type InstalledSite, type RunningHost } from './harness';
import { openTestDatabase } from './test-database';

const kinds = HARDENING_DATABASES;
const FIXTURE = path.join(ROOT_DIR, 'tests', 'fixtures', 'migration-plugins', 'upgrade_probe');
const PROBE = 'upgrade_probe';

interface ProbeTables {
  plugin_migration: { plugin_id: string; name: string };
  plugin_migration_step: { plugin_id: string; name: string; step: string };
  upgrade_probe_run: { id: string; migration: string };
  upgrade_probe_item: { id: number; label: string };
}

/** Starts the host without waiting for it to serve: it will be killed while it migrates. */
async function launchHost(dataDir: string): Promise<{ kill(): Promise<void>; output(): string; exited(): boolean }> {
  const child = spawn(process.execPath, hostArguments(), {
    cwd: ROOT_DIR,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', BASE_PATH: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async kill() {
      child.kill('SIGKILL');
      await gone;
    },
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
  };
}

async function waitForFile(file: string, host: { exited(): boolean; output(): string }): Promise<void> {
  while (!existsSync(file)) {
    if (host.exited()) throw new Error(`The host exited before reaching the migration:\n${host.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(kinds)('an interrupted upgrade on %s', (kind) => {
  const dataDir = tempDataDir();
  let site: InstalledSite;
  const hosts: RunningHost[] = [];

  const withDatabase = async <T>(work: (db: Kysely<ProbeTables>) => Promise<T>): Promise<T> => {
    const db = openTestDatabase<ProbeTables>(site.database.body, dataDir);
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };
  const probeMigrations = () =>
    withDatabase(async (db) => (await db.selectFrom('plugin_migration').select('name').where('plugin_id', '=', PROBE).orderBy('name').execute()).map((row) => row.name));
  const runs = () => withDatabase(async (db) => (await db.selectFrom('upgrade_probe_run').select('migration').orderBy('migration').execute()).map((row) => row.migration));
  const tableExists = (name: string) => withDatabase(async (db) => (await db.introspection.getTables()).some((table) => table.name === name));

  beforeAll(async () => {
    const host = await startHost({ dataDir });
    try {
      site = await installSite(host, kind);
    } finally {
      await host.stop();
    }
  });

  afterAll(async () => {
    for (const host of hosts) await host.stop();
    await site?.database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the migrations after a kill in the middle of one, each applied once', async () => {
    // the upgrade: a new plugin with three migrations, the second held open once its changes are made
    cpSync(FIXTURE, path.join(dataDir, 'plugins', PROBE), { recursive: true });
    writeFileSync(path.join(dataDir, 'upgrade-probe-hold'), '');
    const migrating = await launchHost(dataDir);
    await waitForFile(path.join(dataDir, 'upgrade-probe-waiting'), migrating);
    await migrating.kill();

    expect(await probeMigrations()).toEqual(['0001_runs']);
    if (kind === 'mysql') {
      // DDL committed statement by statement: the steps that ran are on record for the next start
      expect(await tableExists('upgrade_probe_item')).toBe(true);
      expect(await withDatabase(async (db) => (await db.selectFrom('plugin_migration_step').select('step').where('plugin_id', '=', PROBE).execute()).length)).toBeGreaterThan(1);
    } else {
      // the migration's transaction died with the host: nothing of it is left
      expect(await tableExists('upgrade_probe_item')).toBe(false);
    }

    rmSync(path.join(dataDir, 'upgrade-probe-hold'));
    const host = await startHost({ dataDir });
    hosts.push(host);
    expect(await probeMigrations()).toEqual(['0001_runs', '0002_items', '0003_after']);
    expect(await runs()).toEqual(['0001_runs', '0002_items', '0003_after']);
    expect(await withDatabase((db) => db.selectFrom('upgrade_probe_item').selectAll().orderBy('id').execute())).toEqual([
      { id: 1, label: 'first', extra: null },
      { id: 2, label: 'second', extra: null },
    ]);
    if (kind === 'mysql') expect(await withDatabase((db) => db.selectFrom('plugin_migration_step').selectAll().execute())).toEqual([]);
    expect((await host.api('GET', '/answer/api/v1/siteinfo')).status).toBe(200);
    await host.stop();
    hosts.pop();
  });

  it('applies a pending migration once when two hosts start together', async () => {
    // back to before the upgrade, then start two hosts at once on the database
    await withDatabase(async (db) => {
      await db.schema.dropTable('upgrade_probe_item').execute();
      await db.schema.dropTable('upgrade_probe_run').execute();
      await db.deleteFrom('plugin_migration').where('plugin_id', '=', PROBE).execute();
    });
    writeFileSync(path.join(dataDir, 'upgrade-probe-slow'), '');
    const started = await Promise.allSettled([startHost({ dataDir }), startHost({ dataDir })]);
    for (const result of started) if (result.status === 'fulfilled') hosts.push(result.value);
    rmSync(path.join(dataDir, 'upgrade-probe-slow'));
    expect(started.map((result) => (result.status === 'fulfilled' ? 'serving' : String(result.reason)))).toEqual(['serving', 'serving']);
    expect(await probeMigrations()).toEqual(['0001_runs', '0002_items', '0003_after']);
    expect(await runs()).toEqual(['0001_runs', '0002_items', '0003_after']);
  });

  it('runs a migration that failed part way again to completion, its changes made once', async () => {
    const database = await freshDatabase(kind);
    const scratch = tempDataDir();
    const handle = await connectDatabase(settingsOf(database.body), scratch);
    let fail = true;
    const sources = [
      {
        pluginId: 'resume_probe',
        dependsOn: [],
        migrations: {
          '0001_partial': {
            async up(db: Kysely<unknown>) {
              const typed = db as Kysely<{ resume_probe: { id: number; label: string } }>;
              await typed.schema.createTable('resume_probe').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('label', 'varchar(40)', (c) => c.notNull()).execute();
              await typed.schema.createIndex('resume_probe_label_idx').on('resume_probe').column('label').execute();
              await typed.insertInto('resume_probe').values({ id: 1, label: 'only once' }).execute();
              if (fail) throw new Error('stopped part way');
            },
          },
        },
      },
    ];
    try {
      await expect(runMigrations(handle.db, sources)).rejects.toThrow('resume_probe/0001_partial failed: stopped part way');
      if (kind === 'mysql') {
        // as if the host died after each statement and before noting it: only the start is on record
        await sql`delete from plugin_migration_step where step <> 'started'`.execute(handle.db);
      }
      fail = false;
      expect(await runMigrations(handle.db, sources)).toEqual([{ pluginId: 'resume_probe', name: '0001_partial' }]);
      const rows = await sql<{ id: number; label: string }>`select id, label from resume_probe`.execute(handle.db);
      expect(rows.rows.map((row) => ({ id: Number(row.id), label: row.label }))).toEqual([{ id: 1, label: 'only once' }]);
      expect(await runMigrations(handle.db, sources)).toEqual([]);
    } finally {
      await handle.close();
      await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
