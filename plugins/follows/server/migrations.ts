/**
 * The `follow` table: one row per member and followed object (question, tag or member). The unique
 * pair makes a repeated follow a no-op, whoever wins a race; counts live on the followed rows.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, withAutoId } from '@answer/sdk/server';

export const migrations: Record<string, Migration> = {
  '0001_follow': {
    async up(db: Kysely<unknown>) {
      await withAutoId(db.schema.createTable('follow'), dialectOf(db))
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
