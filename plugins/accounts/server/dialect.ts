/** Column spellings that differ between the three databases; migrations only get a Kysely instance. */
import { MysqlAdapter, PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '@answer/sdk/server';

export function dialectOf(db: Kysely<unknown>): Dialect {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof MysqlAdapter) return 'mysql';
  return 'sqlite';
}

/** An auto-increment primary key `id`. */
export function withAutoId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, never> {
  if (dialect === 'postgres') return table.addColumn('id', 'bigserial', (column) => column.primaryKey()) as CreateTableBuilder<T, never>;
  if (dialect === 'mysql') return table.addColumn('id', 'bigint', (column) => column.primaryKey().autoIncrement()) as CreateTableBuilder<T, never>;
  return table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement()) as CreateTableBuilder<T, never>;
}
