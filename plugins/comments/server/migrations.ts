/**
 * The `comment` table in Answer's columns (ids are 17-digit strings, times Unix seconds, the
 * reply columns NULL when the comment answers nobody). MySQL gets MEDIUMTEXT bodies.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, longTextType } from '@answer/sdk/server';

export const migrations: Record<string, Migration> = {
  '0001_comments': {
    async up(db: Kysely<unknown>) {
      const body = longTextType(dialectOf(db));
      await db.schema
        .createTable('comment')
        .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('reply_user_id', 'varchar(20)')
        .addColumn('reply_comment_id', 'varchar(20)')
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('question_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('original_text', body, (c) => c.notNull())
        .addColumn('parsed_text', body, (c) => c.notNull())
        .execute();
      // the comments of a post in order, and a member's comments (profile tab, content removal)
      await db.schema.createIndex('comment_object_idx').on('comment').columns(['object_id', 'status', 'created_at']).execute();
      await db.schema.createIndex('comment_user_idx').on('comment').columns(['user_id', 'status']).execute();
    },
  },
  '0002_comment_user_list_index': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      // A member's comments on their profile, newest first: one walk of the index from its end,
      // where (user_id, status) alone sorted all of a prolific member's comments for every page.
      // It covers what the old index did.
      await db.schema.createIndex('comment_user_list_idx').on('comment').columns(['user_id', 'status', 'created_at', 'id']).execute();
      await (dialect === 'mysql' ? db.schema.dropIndex('comment_user_idx').on('comment') : db.schema.dropIndex('comment_user_idx')).execute();
    },
  },
};
