/**
 * A second connection to the database an API test's host runs on, for seeding rows the API
 * cannot create yet and for changing state behind the host's back (suspensions, settings).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect } from 'kysely';
import { createPool } from 'mysql2';
import pg from 'pg';
import type { DatabaseInput } from '@answer/sdk/server';

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
    return new Kysely<T>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ host, port, user: db.db_username, password: db.db_password, database: db.db_name, max: 2 }) }),
    });
  }
  const { host, port } = hostPort(db.db_host, 3306);
  return new Kysely<T>({
    dialect: new MysqlDialect({ pool: createPool({ host, port, user: db.db_username, password: db.db_password, database: db.db_name, connectionLimit: 2 }) }),
  });
}
