/**
 * The delivery queue. The job finds due rows through `notifier_chat_due_idx` (status, next try);
 * a member's list reads `notifier_chat_user_idx` newest first.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, withAutoId } from '@answer/sdk/server';

export const migrations: Record<string, Migration> = {
  '0001_delivery': {
    async up(db: Kysely<unknown>) {
      await withAutoId(db.schema.createTable('notifier_chat_delivery'), dialectOf(db))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('notification_type', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('target', 'varchar(1024)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('claim_token', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('claimed_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('last_error_detail', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('delivered_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('notifier_chat_due_idx').on('notifier_chat_delivery').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('notifier_chat_user_idx').on('notifier_chat_delivery').columns(['user_id', 'id']).execute();
    },
  },
};
