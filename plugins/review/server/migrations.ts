/**
 * Answer's `review`: one row per post a reviewer plugin held back (status 1 pending, 2 approved,
 * 3 rejected). The pending filter and the object lookup are the two ways it is read.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, withAutoId } from '@answer/sdk/server';

export const migrations: Record<string, Migration> = {
  '0001_review': {
    async up(db: Kysely<unknown>) {
      await withAutoId(db.schema.createTable('review'), dialectOf(db))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('object_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reviewer_user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('submitter', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('review_status_idx').on('review').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('review_object_idx').on('review').column('object_id').execute();
    },
  },
};
