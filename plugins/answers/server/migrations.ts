/**
 * The `answer` table in Answer's columns (ids are 17-digit strings; times Unix seconds) and the
 * short-lived submission claims behind the double-submit guard. MySQL gets MEDIUMTEXT bodies
 * and no TEXT defaults (it refuses them).
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, longTextType } from '@answer/sdk/server';

export const migrations: Record<string, Migration> = {
  '0001_answers': {
    async up(db: Kysely<unknown>) {
      const body = longTextType(dialectOf(db));
      await db.schema
        .createTable('answer')
        .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('question_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('last_edit_user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('original_text', body, (c) => c.notNull())
        .addColumn('parsed_text', body, (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('adopted', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revision_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .execute();
      // the page of a question's answers, and a member's answers (one-per-question rule)
      await db.schema.createIndex('answer_question_idx').on('answer').columns(['question_id', 'status', 'created_at']).execute();
      await db.schema.createIndex('answer_user_idx').on('answer').columns(['user_id', 'question_id']).execute();

      await db.schema
        .createTable('answer_submission')
        .addColumn('submission_key', 'varchar(120)', (c) => c.primaryKey())
        .addColumn('answer_id', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  '0002_answer_user_list_index': {
    async up(db: Kysely<unknown>) {
      // A member's answers on their profile (count, newest, by score, the top five), all from the
      // index alone: the page's ids are picked there and only their rows are read. Through
      // (user_id, question_id) every page read all of a prolific member's answers, bodies and all.
      await db.schema.createIndex('answer_user_list_idx').on('answer').columns(['user_id', 'status', 'created_at', 'adopted', 'vote_count', 'id']).execute();
    },
  },
};
