/**
 * The installer's unhappy paths: a data directory where the config file cannot be written, and an
 * install that fails half-way, which must leave nothing behind so the next attempt works.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import YAML from 'yaml';
import { baseInfo, freshDatabase, startHost, tempDataDir, type DatabaseKind, type Envelope, type FreshDatabase, type RunningHost } from './harness';
import { openTestDatabase } from './test-database';

type InstallState = { config_file_exist: boolean; db_connection_success: boolean; db_table_exist: boolean };
type ConfigFailure = { success: boolean; create_config_failed: boolean; default_config: string; err_type: string };

describe('a data directory the config file cannot be written to', () => {
  let host: RunningHost;
  const root = tempDataDir();
  // below a regular file nothing can be created, whoever runs the tests (root ignores permissions)
  const dataDir = path.join(root, 'not-a-directory', 'data');
  const sqliteFile = path.join(root, 'elsewhere', 'answer.db');

  beforeAll(async () => {
    writeFileSync(path.join(root, 'not-a-directory'), '');
    mkdirSync(path.dirname(sqliteFile));
    host = await startHost({ dataDir });
  });

  afterAll(async () => {
    await host?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers init with the config text to copy', async () => {
    const body = { db_type: 'sqlite3', db_file: sqliteFile };
    expect((await host.api('POST', '/installation/db/check', { body })).status).toBe(200);
    const response = await host.api<Envelope<ConfigFailure>>('POST', '/installation/init', { body });
    expect(response.status).toBe(400);
    expect(response.body.reason).toBe('installation.create_config_failed');
    expect(response.body.msg).toBe("Can't create the config file.");
    expect(response.body.data).toMatchObject({ success: false, create_config_failed: true, err_type: 'alert' });
    const config = YAML.parse(response.body.data.default_config) as { data: { database: { driver: string; connection: string } } };
    expect(config.data.database).toEqual({ driver: 'sqlite3', connection: sqliteFile });
  });

  it('still reports no config file, so the wizard keeps asking for it', async () => {
    const response = await host.api<Envelope<InstallState>>('POST', '/installation/config-file/check');
    expect(response.body.data).toEqual({ config_file_exist: false, db_connection_success: false, db_table_exist: false });
  });

  it('refuses base-info until the config file exists', async () => {
    const response = await host.api<Envelope>('POST', '/installation/base-info', { body: baseInfo(host) });
    expect(response.status).toBe(400);
    expect(response.body.reason).toBe('installation.config_missing');
  });
});

const kinds: DatabaseKind[] = ['sqlite', 'postgres', 'mysql'];

describe.each(kinds)('a failed install on %s', (kind) => {
  let host: RunningHost;
  let database: FreshDatabase;
  let db: Kysely<unknown>;
  const dataDir = tempDataDir();
  const tables = async () => (await db.introspection.getTables()).map((table) => table.name).sort();

  beforeAll(async () => {
    host = await startHost({ dataDir });
    database = await freshDatabase(kind);
    for (const route of ['/installation/db/check', '/installation/init']) {
      expect((await host.api('POST', route, { body: database.body })).status).toBe(200);
    }
    db = openTestDatabase(database.body, dataDir);
  });

  afterAll(async () => {
    await db?.destroy();
    await host?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves nothing behind when a late migration fails', async () => {
    // A table in the way of the last plugin's migration makes the install fail after every
    // earlier migration and seed has run.
    await sql`CREATE TABLE tag (blocker INTEGER)`.execute(db);
    const response = await host.api<Envelope>('POST', '/installation/base-info', { body: baseInfo(host) });
    expect(response.status).toBe(500);
    expect(response.body.reason).toBe('installation.install_failed');
    expect(await tables()).toEqual(['tag']);
    const state = await host.api<Envelope<InstallState>>('POST', '/installation/config-file/check');
    expect(state.body.data).toEqual({ config_file_exist: true, db_connection_success: true, db_table_exist: false });
  });

  it('installs on the next attempt', async () => {
    await sql`DROP TABLE tag`.execute(db);
    const response = await host.api<Envelope>('POST', '/installation/base-info', { body: baseInfo(host) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await tables()).toEqual(expect.arrayContaining(['site_info', 'plugin_migration', 'tag']));
    const siteinfo = await host.api<Envelope<{ general: { name: string } }>>('GET', '/answer/api/v1/siteinfo');
    expect(siteinfo.body.data.general.name).toBe('Answer Test');
  });
});
