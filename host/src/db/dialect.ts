/** Dialect-aware bits for migrations, which only receive a Kysely instance. */
import { MysqlAdapter, PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '@answer/sdk/server';

/** Which database a Kysely instance talks to, read from its adapter. */
export function dialectOfDb(db: Kysely<unknown>): Dialect {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof MysqlAdapter) return 'mysql';
  return 'sqlite';
}

/** Adds an auto-increment integer primary key `name`, spelled as each database wants it. */
export function withAutoIncrementId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
  name = 'id',
): CreateTableBuilder<T, never> {
  if (dialect === 'postgres') return table.addColumn(name, 'bigserial', (column) => column.primaryKey()) as CreateTableBuilder<T, never>;
  if (dialect === 'mysql') return table.addColumn(name, 'bigint', (column) => column.primaryKey().autoIncrement()) as CreateTableBuilder<T, never>;
  return table.addColumn(name, 'integer', (column) => column.primaryKey().autoIncrement()) as CreateTableBuilder<T, never>;
}
