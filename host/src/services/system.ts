/**
 * `ctx.system`: what the host knows of itself for status pages: versions, when it started, the
 * database's version and size, and whether uploads can be stored. Read afresh on each call (the
 * database answers in a moment), except the uploads' size, which walks the folder and is kept a
 * minute.
 */
import { constants } from 'node:fs';
import { access, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Dialect, SystemInfo, SystemService } from '@answer/sdk/server';
import { ROOT_DIR } from '../paths';
import { uploadsDir } from '../uploads/storage';

/** What the host hands over: its data directory and build revision. */
export interface SystemFacts {
  dataDir: string;
  revision: string;
}

const UPLOADS_SIZE_MAX_AGE_MS = 60_000;

const packageVersion = (JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version?: string }).version ?? '';

/** This process's start, in Unix seconds. */
const startedAt = Math.floor(Date.now() / 1000 - process.uptime());

async function databaseVersion(db: Kysely<unknown>, dialect: Dialect): Promise<string> {
  const query = dialect === 'sqlite' ? sql<{ v: string }>`select sqlite_version() as v` : dialect === 'postgres' ? sql<{ v: string }>`show server_version` : sql<{ v: string }>`select version() as v`;
  const row = (await query.execute(db)).rows[0] as Record<string, unknown> | undefined;
  const value = row ? Object.values(row)[0] : '';
  // PostgreSQL adds the build after a space ("16.4 (Debian 16.4-1)")
  return String(value ?? '').split(' ')[0] ?? '';
}

async function databaseSize(db: Kysely<unknown>, dialect: Dialect): Promise<number | null> {
  const query =
    dialect === 'sqlite'
      ? sql<{ size: unknown }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`
      : dialect === 'postgres'
        ? sql<{ size: unknown }>`select pg_database_size(current_database()) as size`
        : sql<{ size: unknown }>`select sum(data_length + index_length) as size from information_schema.tables where table_schema = database()`;
  const size = Number((await query.execute(db)).rows[0]?.size);
  return Number.isFinite(size) ? size : null;
}

/** Sum of the sizes of the files under `dir`; 0 for a folder not made yet. */
async function folderSize(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let total = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await folderSize(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

/** Whether a file can be written in `dir`: the folder itself, or the nearest one there is that it would be made in. */
async function writable(dir: string): Promise<boolean> {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      await access(current, constants.W_OK | constants.X_OK);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(current) === current) return false;
    }
  }
}

export function createSystemService(facts: SystemFacts, database: () => { db: Kysely<unknown>; dialect: Dialect }): SystemService {
  let keptSize: { value: number | null; at: number } | null = null;
  const uploadsSize = async (dir: string): Promise<number | null> => {
    if (keptSize && Date.now() - keptSize.at < UPLOADS_SIZE_MAX_AGE_MS) return keptSize.value;
    const value = await folderSize(dir).catch(() => null);
    keptSize = { value, at: Date.now() };
    return value;
  };
  return {
    async info(): Promise<SystemInfo> {
      const { db, dialect } = database();
      const dir = uploadsDir(facts.dataDir);
      const [version, size, canWrite, used] = await Promise.all([
        databaseVersion(db, dialect).catch(() => ''),
        databaseSize(db, dialect).catch(() => null),
        writable(dir),
        uploadsSize(dir),
      ]);
      return {
        version: packageVersion,
        revision: facts.revision,
        node_version: process.versions.node,
        started_at: startedAt,
        database: { dialect, version, size_bytes: size },
        uploads: { writable: canWrite, size_bytes: used },
      };
    },
  };
}
