/**
 * Installed-site templates. An install through the installer API runs every plugin's migrations
 * and seeds: seconds per test file and database, and on MariaDB one implicit commit per table. Its
 * result is the same for every file, so a test run installs once per database kind (the first
 * file that needs the kind does it, the others wait) and each file's site is a copy of that install:
 *  - SQLite: the data directory (database file and config) is copied;
 *  - PostgreSQL: `CREATE DATABASE … TEMPLATE` copies the sealed template database;
 *  - MariaDB (no template databases): tables and rows are copied (database-copies.ts).
 * The copy is then pointed at its own host: the config file names its database and port, and the
 * settings that quote the site's address (the site URL, the sitemap line of robots.txt) name its
 * address instead of the template's. A file done with its copy leaves the drop of its database to
 * the run's process (database-drops.ts).
 *
 * What copies share: the ids and creation times of the seeded rows and the admin's password hash
 * (so its salt). An install writes no secret of the site (sessions are random tokens stored in
 * the database, and the admin logs in after the copy), so copies are as independent as installs.
 * Tests of the installer itself keep `installSite` (the real installer on a fresh database).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseInput } from '@answer/sdk/server';
import { renderConfig, writeConfig, type DatabaseSettings } from '../../host/src/config';
import { openTestDatabase } from './database-connection';
import { copyMysqlDatabase, copyPostgresDatabase, sealPostgresTemplate } from './database-copies';
import { drainDrops, handOverDrop } from './database-drops';
import { freshDatabase, serverDatabase, SQLITE_BODY, type DatabaseKind, type FreshDatabase } from './databases';
import { runInstaller, startHost, type HostPlace } from './harness';

/** Names the folder of the run's templates (global-setup.ts); without it every site is installed anew. */
export const TEMPLATES_DIR_VARIABLE = 'ANSWER_SITE_TEMPLATES_DIR';

interface SiteTemplate {
  kind: DatabaseKind;
  /** The address the template was installed at, as its settings quote it. */
  url: string;
  /** The installer body of the template database. */
  body: DatabaseInput;
  /** The template host's data directory after the install (config file, SQLite database). */
  dataDir: string;
}

const POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const manifestPath = (dir: string, kind: DatabaseKind) => path.join(dir, `${kind}.json`);
const failurePath = (dir: string, kind: DatabaseKind) => path.join(dir, `${kind}.failed`);
const lockPath = (dir: string, kind: DatabaseKind) => path.join(dir, `${kind}.lock`);

/** Takes the build of `kind` (an atomic mkdir); the owner's pid lets the others see it die. */
function tryLock(dir: string, kind: DatabaseKind): boolean {
  try {
    mkdirSync(lockPath(dir, kind));
  } catch {
    return false;
  }
  writeFileSync(path.join(lockPath(dir, kind), 'pid'), String(process.pid));
  return true;
}

/** Whether the process building `kind` has gone without finishing (its test file was torn down). */
function lockOwnerGone(dir: string, kind: DatabaseKind): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lockPath(dir, kind), 'pid'), 'utf8'));
  } catch {
    return false; // taken a moment ago, the pid not written yet
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** Installs a site on `kind` through the real installer, in `dir/kind`, and stops its host. */
async function buildTemplate(dir: string, kind: DatabaseKind): Promise<SiteTemplate> {
  const dataDir = path.join(dir, kind);
  rmSync(dataDir, { recursive: true, force: true }); // what a builder that died left
  mkdirSync(dataDir);
  const database = await freshDatabase(kind);
  try {
    const host = await startHost({ dataDir });
    try {
      await runInstaller(host, database);
    } finally {
      await host.stop();
    }
    if (kind === 'postgres') await sealPostgresTemplate(String(database.body.db_name));
    return { kind, url: host.url, body: database.body, dataDir };
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
}

/** The run's template of `kind` in `dir`, built here when no other test file has built it yet. */
async function siteTemplate(dir: string, kind: DatabaseKind): Promise<SiteTemplate> {
  for (;;) {
    if (existsSync(manifestPath(dir, kind))) return JSON.parse(readFileSync(manifestPath(dir, kind), 'utf8')) as SiteTemplate;
    if (existsSync(failurePath(dir, kind))) {
      throw new Error(`The installed ${kind} site of this run could not be made: ${readFileSync(failurePath(dir, kind), 'utf8')}`);
    }
    if (tryLock(dir, kind)) {
      try {
        const template = await buildTemplate(dir, kind);
        // written whole, then renamed: a waiting file never reads half a manifest
        writeFileSync(`${manifestPath(dir, kind)}.tmp`, JSON.stringify(template));
        renameSync(`${manifestPath(dir, kind)}.tmp`, manifestPath(dir, kind));
        return template;
      } catch (error) {
        writeFileSync(failurePath(dir, kind), error instanceof Error ? (error.stack ?? error.message) : String(error));
        throw error;
      }
    }
    if (lockOwnerGone(dir, kind)) rmSync(lockPath(dir, kind), { recursive: true, force: true });
    await sleep(POLL_MS);
  }
}

interface SiteInfoTable {
  site_info: { type: string; content: string };
}

/** Settings quoting the template's address (site URL, robots.txt's sitemap line) quote `url` instead. */
async function retarget(body: DatabaseInput, dataDir: string, from: string, to: string): Promise<void> {
  const db = openTestDatabase<SiteInfoTable>(body, dataDir);
  try {
    const rows = await db.selectFrom('site_info').select(['type', 'content']).execute();
    for (const row of rows) {
      if (!row.content.includes(from)) continue;
      await db
        .updateTable('site_info')
        .set({ content: row.content.split(from).join(to) })
        .where('type', '=', row.type)
        .where('content', '=', row.content)
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

/** The settings the installer writes to the config file for `body` (no TLS in tests). */
function settingsOf(body: DatabaseInput): DatabaseSettings {
  if (body.db_type === 'sqlite3') return { driver: 'sqlite3', file: body.db_file };
  return { driver: body.db_type, host: body.db_host, user: body.db_username, password: body.db_password, name: body.db_name };
}

/** A copy of the template's database, whose drop is left to the run's process (database-drops.ts). */
async function copyDatabase(dir: string, template: SiteTemplate): Promise<FreshDatabase> {
  if (template.kind === 'sqlite') return { kind: 'sqlite', body: { ...SQLITE_BODY }, drop: async () => undefined };
  const name = String(template.body.db_name);
  const copy = template.kind === 'postgres' ? await copyPostgresDatabase(name) : await copyMysqlDatabase(name);
  const kind = template.kind;
  return { ...copy, drop: async () => handOverDrop(dir, { kind, name: String(copy.body.db_name) }) };
}

/**
 * Puts a copy of the run's installed site of `kind` (templates in `dir`) into `place.dataDir`, for
 * a host about to start at `place`. Drop the returned database when done.
 */
export async function copySite(dir: string, kind: DatabaseKind, place: HostPlace): Promise<FreshDatabase> {
  const template = await siteTemplate(dir, kind);
  // the template's files (config, SQLite database) join what is there already (plugin folders)
  cpSync(template.dataDir, place.dataDir, { recursive: true });
  const database = await copyDatabase(dir, template);
  try {
    writeConfig(place.dataDir, renderConfig(settingsOf(database.body), { port: place.port, basePath: place.basePath }));
    await retarget(database.body, place.dataDir, template.url, place.url);
    return database;
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
}

/** Drops the run's copies still noted and its template databases, and removes its templates (the global setup's teardown). */
export async function removeTemplates(dir: string): Promise<void> {
  await drainDrops(dir);
  const kinds = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  for (const file of kinds) {
    const template = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SiteTemplate;
    if (template.kind !== 'sqlite') await serverDatabase(template.kind, String(template.body.db_name)).drop();
  }
  rmSync(dir, { recursive: true, force: true });
}
