/**
 * Answer's `report`: one row per flag, its id of object type 8. `report_type` is the reason's
 * config id (57-62). Open flags are found by status, a member's open flag on a post by
 * (user_id, object_id, status). `0002` adds the reasons members can be flagged for.
 */
import type { Kysely, Migration } from 'kysely';
import { addUserFlagReasons } from './member-reasons';

export const migrations: Record<string, Migration> = {
  '0001_report': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('report')
        .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('reported_user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('object_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('report_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('flagged_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('flagged_content', 'text')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('report_status_idx').on('report').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('report_user_object_idx').on('report').columns(['user_id', 'object_id', 'status']).execute();
      await db.schema.createIndex('report_object_idx').on('report').column('object_id').execute();
    },
  },
  '0002_user_flag_reasons': {
    async up(db: Kysely<unknown>) {
      await addUserFlagReasons(db);
    },
  },
};
