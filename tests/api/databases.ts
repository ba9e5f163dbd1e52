/**
 * The databases API tests run on: which kinds a run covers, and throw-away PostgreSQL and MariaDB
 * databases (SQLite needs none: its file lives in the host's data directory).
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import pg from 'pg';
import type { DatabaseInput } from '@answer/sdk/server';

export type DatabaseKind = 'sqlite' | 'postgres' | 'mysql';

/** `npm run test:full` (`ANSWER_TEST_FULL=1`): every API test on every database. */
const FULL_SUITE = process.env.ANSWER_TEST_FULL === '1';

/**
 * Every database the host runs on: for the tests of code whose SQL differs per database (raw SQL,
 * LIKE patterns, locking under concurrent writes, migrations, the host's own database code).
 */
export const ALL_DATABASES: readonly DatabaseKind[] = ['sqlite', 'postgres', 'mysql'];

/**
 * The databases of the other API tests, whose queries all go through Kysely's common builder:
 * SQLite (the embedded default) and PostgreSQL in the default suite, all three in the full one.
 */
export const API_DATABASES: readonly DatabaseKind[] = FULL_SUITE ? ALL_DATABASES : ['sqlite', 'postgres'];

/**
 * The databases of the long hardening runs (fuzzing, the permission walk, crash safety): SQLite in
 * the default suite, all three in the full one.
 */
export const HARDENING_DATABASES: readonly DatabaseKind[] = FULL_SUITE ? ALL_DATABASES : ['sqlite'];

export interface FreshDatabase {
  kind: DatabaseKind;
  /** The body of `POST /installation/db/check` (and `/init`) for this database. */
  body: DatabaseInput;
  /** Drops the database (PostgreSQL, MariaDB); nothing to do for SQLite, which lives in the data directory. */
  drop(): Promise<void>;
}

export const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' } as const;
export const MYSQL = { host: '127.0.0.1', port: 3306, user: 'root' } as const;

/** The SQLite database of an install: `answer.db` in the host's data directory. */
export const SQLITE_BODY: DatabaseInput = { db_type: 'sqlite3', db_file: 'answer.db' };

export function uniqueDatabaseName(prefix = 'answer_test'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** Runs `work` on a connection to the PostgreSQL server's maintenance database. */
export async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...PG, database: 'postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type MysqlConnection = Awaited<ReturnType<typeof createConnection>>;

/** Runs `work` on a connection to the MariaDB server (no database selected). */
export async function withMysql<T>(work: (connection: MysqlConnection) => Promise<T>): Promise<T> {
  const connection = await createConnection({ ...MYSQL });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/** The installer body and the drop of an existing PostgreSQL or MariaDB database `name`. */
export function serverDatabase(kind: 'postgres' | 'mysql', name: string): FreshDatabase {
  if (kind === 'postgres') {
    return {
      kind,
      body: { db_type: 'postgres', db_host: `${PG.host}:${PG.port}`, db_username: PG.user, db_password: '', db_name: name },
      drop: () =>
        withPostgres(async (client) => {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }),
    };
  }
  return {
    kind,
    body: { db_type: 'mysql', db_host: `${MYSQL.host}:${MYSQL.port}`, db_username: MYSQL.user, db_password: '', db_name: name },
    drop: () =>
      withMysql(async (connection) => {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      }),
  };
}

/** Creates an empty MariaDB database `name` with the character set an install expects. */
export async function createMysqlDatabase(connection: MysqlConnection, name: string): Promise<void> {
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
}

/** A new empty database of `kind` (uniquely named), ready for the installer. */
export async function freshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  if (kind === 'sqlite') return { kind, body: { ...SQLITE_BODY }, drop: async () => undefined };
  const name = uniqueDatabaseName();
  if (kind === 'postgres') {
    await withPostgres(async (client) => {
      await client.query(`CREATE DATABASE "${name}"`);
    });
  } else {
    await withMysql((connection) => createMysqlDatabase(connection, name));
  }
  return serverDatabase(kind, name);
}
