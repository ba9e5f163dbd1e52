/**
 * The seeded site's database: installing it the way the product installs itself, opening it
 * from the installer body, and multi-row writes with the time spent per table.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import { createPool } from 'mysql2';
import pg from 'pg';
import type { DatabaseInput } from '@answer/sdk/server';
import { freshDatabase, startHost } from '../../tests/api/harness';
import { BENCH_ADMIN, type BenchDb, type Row, type SeedOptions, type TableFigure } from './seed-types';

function hostPort(value: string | undefined, fallback: number): { host: string; port: number } {
  const match = /^(.*):(\d+)$/.exec(value ?? '');
  return match ? { host: match[1] || '127.0.0.1', port: Number(match[2]) } : { host: value || '127.0.0.1', port: fallback };
}

/** Opens the site's database from the installer body it was installed with. */
export function openBenchDatabase(db: DatabaseInput, dataDir: string): BenchDb {
  if (db.db_type === 'sqlite3') {
    const connection = new Database(path.resolve(dataDir, db.db_file ?? 'answer.db'));
    // the host is stopped while seeding: no one else writes, so durability per statement buys nothing
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = OFF');
    return new Kysely({ dialect: new SqliteDialect({ database: connection }) });
  }
  if (db.db_type === 'postgres') {
    const { host, port } = hostPort(db.db_host, 5432);
    return new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ host, port, user: db.db_username, password: db.db_password, database: db.db_name, max: 2 }) }) });
  }
  const { host, port } = hostPort(db.db_host, 3306);
  return new Kysely({
    dialect: new MysqlDialect({ pool: createPool({ host, port, user: db.db_username, password: db.db_password, database: db.db_name, connectionLimit: 2 }) }),
  });
}

/** Installs a fresh site into `dataDir` through the host's headless install, then stops the host. */
export async function install(options: SeedOptions): Promise<DatabaseInput> {
  // an installed directory would skip the install and then collide on every unique key
  if (existsSync(path.join(options.dataDir, 'conf', 'config.yaml'))) throw new Error(`${options.dataDir} is already installed: seed into a new directory`);
  mkdirSync(options.dataDir, { recursive: true });
  const fresh = await freshDatabase(options.database);
  const body = fresh.body;
  const env: Record<string, string> = {
    AUTO_INSTALL: 'true',
    SITE_NAME: 'Answer Bench',
    SITE_URL: 'http://localhost:9080',
    CONTACT_EMAIL: BENCH_ADMIN.email,
    ADMIN_NAME: BENCH_ADMIN.name,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_EMAIL: BENCH_ADMIN.email,
  };
  if (body.db_type !== 'sqlite3') {
    env.DB_TYPE = body.db_type;
    env.DB_HOST = body.db_host ?? '';
    env.DB_USERNAME = body.db_username ?? '';
    env.DB_PASSWORD = body.db_password ?? '';
    env.DB_NAME = body.db_name ?? '';
  }
  const host = await startHost({ dataDir: options.dataDir, env, timeout: 120_000 });
  const code = await host.stop();
  if (code !== 0 && code !== null) throw new Error(`the installing host exited with ${code}:\n${host.output()}`);
  return body;
}

/** Multi-row inserts of `rows` into `table`, batched under every database's parameter limit. */
export class Writer {
  readonly figures = new Map<string, TableFigure>();
  constructor(private readonly db: BenchDb) {}

  async insert(trx: Transaction<Record<string, Row>>, table: string, rows: Row[]): Promise<void> {
    if (rows.length === 0) return;
    const started = performance.now();
    const columns = Object.keys(rows[0]).length;
    // SQLite allows 32766 bound values, PostgreSQL and MySQL 65535
    const batch = Math.max(1, Math.min(1000, Math.floor(30_000 / columns)));
    for (let i = 0; i < rows.length; i += batch) await trx.insertInto(table).values(rows.slice(i, i + batch)).execute();
    const figure = this.figures.get(table) ?? { table, rows: 0, ms: 0 };
    figure.rows += rows.length;
    figure.ms += performance.now() - started;
    this.figures.set(table, figure);
  }

  transaction<T>(work: (trx: Transaction<Record<string, Row>>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
