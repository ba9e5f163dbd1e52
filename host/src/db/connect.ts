/** Opens a Kysely database on SQLite, PostgreSQL or MySQL/MariaDB from the host's settings. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { createPool } from 'mysql2';
import pg from 'pg';
import type { Dialect } from '@answer/sdk/server';
import { hostAndPort, sqliteFilePath, type DatabaseSettings } from '../config';

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

function sqliteDatabase(file: string): SqliteDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    close: () => database.close(),
    prepare(text: string): SqliteStatement {
      const statement = database.prepare(text);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(...portableParameters(parameters)),
        run: (parameters) => statement.run(...portableParameters(parameters)),
        iterate: (parameters) => statement.iterate(...portableParameters(parameters)),
      };
    },
  };
}

const INT8_OID = 20;

/** 64-bit integers (COUNT, SUM, BIGINT ids) come back as numbers when exact, as MySQL and SQLite give them. */
function parseInt8(value: string): number | string {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value;
}

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return parseInt8;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

function postgresDialect(settings: DatabaseSettings): PostgresDialect {
  const { host, port } = hostAndPort(settings);
  const sslMode = settings.sslMode ?? 'disable';
  const pool = new pg.Pool({
    host,
    port,
    user: settings.user || undefined,
    password: settings.password || undefined,
    database: settings.name || undefined,
    max: 10,
    connectionTimeoutMillis: 10_000,
    ssl: sslMode === 'disable' ? false : sslMode === 'require' ? { rejectUnauthorized: false } : true,
    types: pgTypes as unknown as pg.CustomTypesConfig,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return new PostgresDialect({ pool });
}

function mysqlDialect(settings: DatabaseSettings): MysqlDialect {
  const { host, port } = hostAndPort(settings);
  const pool = createPool({
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
  });
  return new MysqlDialect({ pool });
}

/** Connects and proves the connection with one query; rejects with the driver's error. */
export async function connectDatabase(settings: DatabaseSettings, dataDir: string): Promise<DatabaseHandle> {
  const dialect = dialectOf(settings);
  const kyselyDialect =
    settings.driver === 'sqlite3'
      ? new SqliteDialect({ database: sqliteDatabase(sqliteFilePath(dataDir, settings)) })
      : settings.driver === 'postgres'
        ? postgresDialect(settings)
        : mysqlDialect(settings);
  const db = new Kysely<unknown>({ dialect: kyselyDialect });
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
