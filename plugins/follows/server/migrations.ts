/**
 * The `follow` table: one row per member and followed object (question, tag or member). The unique
 * pair makes a repeated follow a no-op, whoever wins a race; counts live on the followed rows.
 */
import { MysqlAdapter, PostgresAdapter, type Kysely, type Migration } from 'kysely';

export const migrations: Record<string, Migration> = {
  '0001_follow': {
    async up(db: Kysely<unknown>) {
      const adapter = db.getExecutor().adapter;
      let table = db.schema.createTable('follow');
      if (adapter instanceof PostgresAdapter) table = table.addColumn('id', 'bigserial', (c) => c.primaryKey());
      else if (adapter instanceof MysqlAdapter) table = table.addColumn('id', 'bigint', (c) => c.primaryKey().autoIncrement());
      else table = table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('follow_user_object_unique', ['user_id', 'object_id'])
        .execute();
      // followers of an object, for counts that heal
      await db.schema.createIndex('follow_object_idx').on('follow').column('object_id').execute();
    },
  },
};
