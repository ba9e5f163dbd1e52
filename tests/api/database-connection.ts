/**
 * A connection of the test's own to the database a host runs on (Kysely, typed by the caller's
 * tables), next to the host's: for seeding rows, reading state and changing it behind the host.
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
