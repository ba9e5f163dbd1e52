/**
 * The `activity` table in Answer's columns plus `comment`, and the reputation config rows. The
 * rows are seeded here rather than only at install so a site installed before this plugin existed
 * gets them on its next start; rows already there (maybe changed by an admin) are left alone.
 * `0003` hands the activation point to members who verified their address before it was given.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, withAutoId } from '@answer/sdk/server';
import { grantMissedActivationPoints } from './activation-backfill';
import { insertMissingConfig } from './seed';

export const migrations: Record<string, Migration> = {
  '0001_activity': {
    async up(db: Kysely<unknown>) {
      await withAutoId(db.schema.createTable('activity'), dialectOf(db))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('cancelled_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('trigger_user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('original_object_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('activity_type', 'integer', (c) => c.notNull())
        .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_rank', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revision_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('comment', 'varchar(512)', (c) => c.notNull().defaultTo(''))
        .execute();
      // a post's timeline; a member's day of reputation (cap); the row a cancel looks for
      await db.schema.createIndex('activity_object_idx').on('activity').columns(['object_id', 'created_at']).execute();
      await db.schema.createIndex('activity_user_day_idx').on('activity').columns(['user_id', 'cancelled', 'created_at']).execute();
      await db.schema.createIndex('activity_question_idx').on('activity').columns(['original_object_id']).execute();
    },
  },
  '0002_reputation_config': {
    async up(db: Kysely<unknown>) {
      await insertMissingConfig(db);
    },
  },
  '0003_user_activated_point': {
    async up(db: Kysely<unknown>) {
      await grantMissedActivationPoints(db);
    },
  },
  '0004_activity_recent_index': {
    async up(db: Kysely<unknown>) {
      // The users page ranks members by the reputation and votes of the last seven days: this index
      // reads just that week, and covers both sums, where every ranking scanned the whole history.
      await db.schema.createIndex('activity_recent_idx').on('activity').columns(['created_at', 'cancelled', 'has_rank', 'activity_type', 'user_id', 'rank']).execute();
    },
  },
};
