/**
 * The `notification` table. Every tab polls the bell's counts every few seconds, so the counts are
 * one range of `notification_dot_idx`; pages read `notification_page_idx` newest first, and an
 * achievement finds its receiver's row for the same object through `notification_object_idx`.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, withAutoId } from '@answer/sdk/server';

export const migrations: Record<string, Migration> = {
  '0001_notification': {
    async up(db: Kysely<unknown>) {
      await withAutoId(db.schema.createTable('notification'), dialectOf(db))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('trigger_user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('msg_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('question_id', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('answer_id', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('comment_id', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('red_dot', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('notification_dot_idx').on('notification').columns(['user_id', 'red_dot', 'type']).execute();
      await db.schema.createIndex('notification_page_idx').on('notification').columns(['user_id', 'type', 'updated_at']).execute();
      await db.schema.createIndex('notification_object_idx').on('notification').columns(['user_id', 'object_id']).execute();
    },
  },
};
