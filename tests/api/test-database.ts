/**
 * A second connection to the database an API test's host runs on, for seeding rows the API
 * cannot create yet and for changing state behind the host's back (suspensions, settings).
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect } from 'kysely';
import { createPool } from 'mysql2';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseInput } from '@answer/sdk/server';
import { SITE_INFO_MAX_AGE_MS } from '../../host/src/db/site-info-cache';
import { disableCaptcha, installSite, startHost, tempDataDir, type DatabaseKind, type InstalledSite, type RunningHost } from './harness';

function hostPort(value: string | undefined, fallback: number): { host: string; port: number } {
  const match = /^(.*):(\d+)$/.exec(value ?? '');
  return match ? { host: match[1] || '127.0.0.1', port: Number(match[2]) } : { host: value || '127.0.0.1', port: fallback };
}

/** Opens `db` (the installer body the site was installed with); SQLite files are relative to `dataDir`. */
export function openTestDatabase<T>(db: DatabaseInput, dataDir: string): Kysely<T> {
  if (db.db_type === 'sqlite3') {
    const file = path.resolve(dataDir, db.db_file ?? 'answer.db');
    const connection = new Database(file);
    // the host writes to the same file: wait for its locks instead of failing
    connection.pragma('busy_timeout = 5000');
    return new Kysely<T>({ dialect: new SqliteDialect({ database: connection }) });
  }
  if (db.db_type === 'postgres') {
    const { host, port } = hostPort(db.db_host, 5432);
    const pool = new pg.Pool({ host, port, user: db.db_username, password: db.db_password, database: db.db_name, max: 2 });
    // The pool's end() resolves before its sockets have closed, so dropping the database right
    // after (WITH FORCE) can still kill a closing connection: an error of an idle client, harmless.
    pool.on('error', () => undefined);
    return new Kysely<T>({ dialect: new PostgresDialect({ pool }) });
  }
  const { host, port } = hostPort(db.db_host, 3306);
  return new Kysely<T>({
    dialect: new MysqlDialect({ pool: createPool({ host, port, user: db.db_username, password: db.db_password, database: db.db_name, connectionLimit: 2 }) }),
  });
}

export interface InstalledSiteFixture<T> {
  readonly host: RunningHost;
  readonly site: InstalledSite;
  /** A second connection to the site's database, typed by the test's own tables. */
  readonly db: Kysely<T>;
}

export interface InstalledSiteOptions {
  /**
   * Keep the captcha plugin enabled, as a fresh site has it. Off by default: tests of other
   * behaviour should not have to answer captchas (sign-up always asks for one).
   */
  captcha?: boolean;
  /** Plugin folders copied into the data directory before the host starts. */
  plugins?: string[];
  /** Extra environment of the host (for example `WEB_DIR`). */
  env?: Record<string, string>;
}

/**
 * Registers hooks that start a host, install it on `kind` and open a connection to its database
 * for the enclosing `describe`; everything is torn down (database dropped) after it.
 */
export function useInstalledSite<T>(kind: DatabaseKind, options: InstalledSiteOptions = {}): InstalledSiteFixture<T> {
  let state: InstalledSiteFixture<T> | null = null;
  let dataDir: string | null = null;
  beforeAll(async () => {
    if (options.plugins?.length) {
      dataDir = tempDataDir();
      for (const plugin of options.plugins) cpSync(plugin, path.join(dataDir, 'plugins', path.basename(plugin)), { recursive: true });
    }
    const host = await startHost({ ...(dataDir ? { dataDir } : {}), ...(options.env ? { env: options.env } : {}) });
    try {
      const site = await installSite(host, kind);
      if (!options.captcha) await disableCaptcha(host, site.adminToken);
      state = { host, site, db: openTestDatabase<T>(site.database.body, host.dataDir) };
    } catch (error) {
      await host.stop();
      throw error;
    }
  });
  afterAll(async () => {
    if (state) {
      await state.db.destroy();
      await state.host.stop();
      await state.site.database.drop();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const ready = (): InstalledSiteFixture<T> => {
    if (!state) throw new Error('the installed site is only there inside tests');
    return state;
  };
  return {
    get host() {
      return ready().host;
    },
    get site() {
      return ready().site;
    },
    get db() {
      return ready().db;
    },
  };
}

interface SiteInfoTable {
  site_info: { type: string; content: string; status: number };
}

/**
 * Writes a settings row (`site_info`) behind the host's back, as another host process would, and
 * waits until the host reads settings from the database again (it keeps them for a moment).
 */
export async function writeSiteInfo<T>(database: Kysely<T>, type: string, content: string): Promise<void> {
  const db = database as unknown as Kysely<SiteInfoTable>;
  const updated = await db.updateTable('site_info').set({ content }).where('type', '=', type).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('site_info').values({ type, content, status: 1 }).execute();
  await new Promise((resolve) => setTimeout(resolve, SITE_INFO_MAX_AGE_MS + 50));
}
