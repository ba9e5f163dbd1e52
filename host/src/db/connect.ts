/**
 * Opens a Kysely database on SQLite, PostgreSQL or MySQL/MariaDB from the host's settings. The
 * PostgreSQL and MySQL drivers are imported only when configured: each costs ~15 MB of memory.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, MysqlDialect, PostgresDialect, sql } from 'kysely';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { PoolOptions } from 'mysql2';
import type { CustomTypesConfig, PoolConfig } from 'pg';
import type { Dialect } from '@answer/sdk/server';
import { hostAndPort, sqliteFilePath, type DatabaseSettings } from '../config';
import { ReadSplitSqliteDialect } from './sqlite-read-split';
import { countQuery, queryCountingOn } from './query-count';

export interface DatabaseHandle {
  db: Kysely<unknown>;
  dialect: Dialect;
  settings: DatabaseSettings;
  close(): Promise<void>;
}

export function dialectOf(settings: DatabaseSettings): Dialect {
  return settings.driver === 'sqlite3' ? 'sqlite' : settings.driver;
}

/** better-sqlite3 binds no booleans; the other drivers do. Converting here keeps queries portable. */
function portableParameters(parameters: readonly unknown[]): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

/** Distinct SQL texts kept prepared per SQLite connection (queries with `IN (…)` lists vary in length). */
const MAX_PREPARED_STATEMENTS = 500;

function sqliteDatabase(file: string, role: 'writer' | 'reader'): SqliteDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  // Durability: with WAL and synchronous=NORMAL a commit is in the WAL file, written by the OS, before
  // the statement returns, so a killed process (SIGKILL, OOM, crash) loses nothing it acknowledged and
  // the next open replays the WAL. Only a power cut or OS crash may lose the last commits (never
  // corrupting the file); FULL would close that gap at an fsync per commit.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  // SQLite's own page cache, per connection: better-sqlite3 builds it at 16 MB, kept for as long as
  // the host runs. The operating system caches the file anyway; 4 MB hold the hot indexes' pages
  // (docs/performance.md, Memory).
  // Reads take most of it: the writer keeps a smaller cache.
  database.pragma(role === 'reader' ? 'cache_size = -4000' : 'cache_size = -2000');
  // the reader connection never writes, whatever a statement tries
  if (role === 'reader') database.pragma('query_only = ON');
  const statements = new Map<string, BetterSqlite3.Statement>();
  /** Kysely prepares every query anew; compiling the same SQL again costs more than running it. */
  const prepared = (text: string): BetterSqlite3.Statement => {
    const kept = statements.get(text);
    // a statement still iterating cannot run a second time
    if (kept && !kept.busy) return kept;
    const statement = database.prepare(text);
    if (statements.size >= MAX_PREPARED_STATEMENTS) statements.delete(statements.keys().next().value as string);
    statements.set(text, statement);
    return statement;
  };
  return {
    close: () => database.close(),
    prepare(text: string): SqliteStatement {
      const statement = prepared(text);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(...portableParameters(parameters)),
        run: (parameters) => statement.run(...portableParameters(parameters)),
        iterate: (parameters) => statement.iterate(...portableParameters(parameters)),
      };
    },
  };
}

/** The writer opens (and creates) the file and sets WAL before the reader opens it. */
function sqliteDialect(file: string): ReadSplitSqliteDialect {
  const writer = sqliteDatabase(file, 'writer');
  return new ReadSplitSqliteDialect(writer, sqliteDatabase(file, 'reader'));
}

const INT8_OID = 20;

/** 64-bit integers (COUNT, SUM, BIGINT ids) come back as numbers when exact, as MySQL and SQLite give them. */
function parseInt8(value: string): number | string {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value;
}

async function postgresDialect(settings: DatabaseSettings): Promise<PostgresDialect> {
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID && format !== 'binary') return parseInt8;
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const { host, port } = hostAndPort(settings);
  const sslMode = settings.sslMode ?? 'disable';
  const config: PoolConfig = {
    host,
    port,
    user: settings.user || undefined,
    password: settings.password || undefined,
    database: settings.name || undefined,
    max: 10,
    connectionTimeoutMillis: 10_000,
    ssl: sslMode === 'disable' ? false : sslMode === 'require' ? { rejectUnauthorized: false } : true,
    types: types as unknown as CustomTypesConfig,
  };
  const pool = new pg.Pool(config);
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return new PostgresDialect({ pool });
}

async function mysqlDialect(settings: DatabaseSettings): Promise<MysqlDialect> {
  const { createPool } = await import('mysql2');
  const { host, port } = hostAndPort(settings);
  const options: PoolOptions = {
    host,
    port,
    user: settings.user || undefined,
    password: settings.password || undefined,
    database: settings.name || undefined,
    connectionLimit: 10,
    connectTimeout: 10_000,
    charset: 'utf8mb4',
    supportBigNumbers: true,
    decimalNumbers: true,
  };
  return new MysqlDialect({
    pool: createPool(options),
    // READ COMMITTED, as PostgreSQL runs: InnoDB's default (REPEATABLE READ) takes gap locks that made
    // concurrent asks deadlock on `tag_rel`, and its snapshot, fixed at a transaction's first read,
    // hid rows other transactions committed meanwhile from counts taken after locking the counted row.
    onCreateConnection: (connection) => connection.executeQuery(CompiledQuery.raw('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED')).then(() => undefined),
  });
}

/** Connects and proves the connection with one query; rejects with the driver's error. */
export async function connectDatabase(settings: DatabaseSettings, dataDir: string): Promise<DatabaseHandle> {
  const dialect = dialectOf(settings);
  const kyselyDialect =
    settings.driver === 'sqlite3'
      ? sqliteDialect(sqliteFilePath(dataDir, settings))
      : settings.driver === 'postgres'
        ? await postgresDialect(settings)
        : await mysqlDialect(settings);
  const db = new Kysely<unknown>({ dialect: kyselyDialect, ...(queryCountingOn() ? { log: countQuery } : {}) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  let closed = false;
  return {
    db,
    dialect,
    settings,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
