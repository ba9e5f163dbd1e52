/**
 * Column spellings that differ between the three databases, for plugin migrations (which get a
 * bare Kysely instance, not the context). Every built-in migration creates its auto-increment
 * keys through `withAutoId`, so a table looks the same whichever plugin made it.
 */
import { MysqlAdapter, PostgresAdapter, sql, type CreateTableBuilder, type Expression, type Kysely } from 'kysely';
import type { Dialect } from './context';

/** The dialect of the database a migration runs on. */
export function dialectOf(db: Kysely<unknown>): Dialect {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof MysqlAdapter) return 'mysql';
  return 'sqlite';
}

/** Adds an auto-increment primary key `id`: bigserial, bigint AUTO_INCREMENT, or SQLite's integer rowid alias. */
export function withAutoId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, never> {
  if (dialect === 'postgres') return table.addColumn('id', 'bigserial', (column) => column.primaryKey()) as CreateTableBuilder<T, never>;
  if (dialect === 'mysql') return table.addColumn('id', 'bigint', (column) => column.primaryKey().autoIncrement()) as CreateTableBuilder<T, never>;
  return table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement()) as CreateTableBuilder<T, never>;
}

/** The column type of post bodies: MySQL's `text` stops at 64 KiB, so it gets `mediumtext` as Answer's schema has. */
export function longTextType(dialect: Dialect): 'text' | Expression<unknown> {
  return dialect === 'mysql' ? sql`mediumtext` : 'text';
}
