/**
 * A second connection to the database an API test's host runs on, for seeding rows the API
 * cannot create yet and for changing state behind the host's back (suspensions, settings).
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { SITE_INFO_MAX_AGE_MS } from '../../host/src/db/site-info-cache';
import { CONFIG_MAX_AGE_MS } from '../../host/src/db/config-cache';
import { openTestDatabase } from './database-connection';
import { disableCaptcha, tempDataDir, type DatabaseKind, type InstalledSite, type RunningHost } from './harness';
import { startInstalledHost } from './installed-host';

export { openTestDatabase } from './database-connection';

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
 * Registers hooks that start a host on an installed site of `kind` (a copy of the run's install:
 * installed-host.ts) and open a connection to its database for the enclosing `describe`;
 * everything is torn down (database dropped) after it.
 */
export function useInstalledSite<T>(kind: DatabaseKind, options: InstalledSiteOptions = {}): InstalledSiteFixture<T> {
  let state: InstalledSiteFixture<T> | null = null;
  let dataDir: string | null = null;
  beforeAll(async () => {
    if (options.plugins?.length) {
      dataDir = tempDataDir();
      for (const plugin of options.plugins) cpSync(plugin, path.join(dataDir, 'plugins', path.basename(plugin)), { recursive: true });
    }
    // plugins in the data directory take part in the install, so those sites run the installer
    const { host, site } = await startInstalledHost(kind, {
      ...(dataDir ? { dataDir } : {}),
      ...(options.env ? { env: options.env } : {}),
      installer: Boolean(options.plugins?.length),
    });
    try {
      if (!options.captcha) await disableCaptcha(host, site.adminToken);
      state = { host, site, db: openTestDatabase<T>(site.database.body, host.dataDir) };
    } catch (error) {
      await host.stop();
      await site.database.drop();
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

interface ConfigTable {
  config: { key: string; value: string };
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

/**
 * Sets a `config` row (a privilege threshold) behind the host's back, as another host process
 * would, and waits until the host reads config from the database again (it keeps it for a moment).
 */
export async function writeConfig<T>(database: Kysely<T>, key: string, value: string): Promise<void> {
  const db = database as unknown as Kysely<ConfigTable>;
  await db.updateTable('config').set({ value }).where('key', '=', key).execute();
  await new Promise((resolve) => setTimeout(resolve, CONFIG_MAX_AGE_MS + 50));
}
