/**
 * Questions, the minimal tag tables they use, and the revisions of edited posts. Content ids are Answer's 17-digit strings,
 * kept as VARCHAR(20) (they exceed JS numbers); times are Unix seconds in BIGINT (0 = never).
 * TEXT columns have no default because MySQL refuses one; MySQL gets MEDIUMTEXT for post bodies.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOf, longTextType, withAutoId } from '@answer/sdk/server';

const COUNTS = ['view_count', 'unique_view_count', 'vote_count', 'answer_count', 'collection_count', 'follow_count', 'hot_score', 'linked_count'];

export const migrations: Record<string, Migration> = {
  '0001_questions_and_tags': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      const body = longTextType(dialect);

      let question = db.schema
        .createTable('question')
        .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('invite_user_id', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
        .addColumn('last_edit_user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('title', 'varchar(150)', (c) => c.notNull().defaultTo(''))
        .addColumn('original_text', body, (c) => c.notNull())
        .addColumn('parsed_text', body, (c) => c.notNull())
        .addColumn('pin', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('show', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1));
      for (const column of COUNTS) question = question.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
      await question
        .addColumn('accepted_answer_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('last_answer_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('post_update_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('revision_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .execute();
      // one index per list order, each led by the visibility columns every list filters on
      const indexes: [string, string[]][] = [
        ['question_newest_idx', ['status', 'show', 'pin', 'created_at']],
        ['question_active_idx', ['status', 'show', 'pin', 'post_update_time']],
        ['question_score_idx', ['status', 'show', 'pin', 'vote_count', 'view_count']],
        ['question_hot_idx', ['status', 'show', 'pin', 'hot_score']],
        ['question_frequent_idx', ['status', 'show', 'pin', 'linked_count']],
        ['question_user_idx', ['user_id']],
      ];
      for (const [name, columns] of indexes) await db.schema.createIndex(name).on('question').columns(columns).execute();

      await db.schema
        .createTable('tag')
        .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('main_tag_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('main_tag_slug_name', 'varchar(35)', (c) => c.notNull().defaultTo(''))
        .addColumn('slug_name', 'varchar(35)', (c) => c.notNull().unique())
        .addColumn('display_name', 'varchar(35)', (c) => c.notNull().defaultTo(''))
        .addColumn('original_text', body, (c) => c.notNull())
        .addColumn('parsed_text', body, (c) => c.notNull())
        .addColumn('follow_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('question_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revision_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .execute();

      await withAutoId(db.schema.createTable('tag_rel'), dialect)
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('tag_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('tag_rel_object_tag_unique', ['object_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('tag_rel_tag_idx').on('tag_rel').column('tag_id').execute();
    },
  },
  '0002_revisions': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      const body = longTextType(dialect);
      await withAutoId(db.schema.createTable('revision'), dialect)
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('object_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('content', body, (c) => c.notNull())
        .addColumn('log', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('review_user_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .execute();
      await db.schema.createIndex('revision_object_idx').on('revision').columns(['object_id', 'created_at']).execute();

      // one row per recent ask: its unique key lets exactly one of several identical submissions through
      await db.schema
        .createTable('question_submission')
        .addColumn('submission_key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('question_id', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  '0003_meta_and_links': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      const body = longTextType(dialect);
      // Answer's `meta`: per-object values by key (a close reason here); other plugins may keep
      // their own keys in it, so it is created only when no one made it before
      const existing = new Set((await db.introspection.getTables()).map((table) => table.name));
      if (!existing.has('meta')) {
        await withAutoId(db.schema.createTable('meta'), dialect)
          .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('object_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
          .addColumn('key', 'varchar(100)', (c) => c.notNull().defaultTo(''))
          .addColumn('value', body, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('meta_object_key_idx').on('meta').columns(['object_id', 'key']).execute();
      }

      // which posts link to which questions (`#id` references and this site's question URLs)
      await withAutoId(db.schema.createTable('question_link'), dialect)
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('from_question_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('from_answer_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('to_question_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('to_answer_id', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('question_link_from_idx').on('question_link').columns(['from_question_id', 'from_answer_id']).execute();
      await db.schema.createIndex('question_link_to_idx').on('question_link').columns(['to_question_id', 'status']).execute();
    },
  },
  '0004_revision_review': {
    async up(db: Kysely<unknown>) {
      // NULL for every revision but a waiting suggestion; unique indexes allow many NULLs on all three databases
      await db.schema.alterTable('revision').addColumn('pending_object_id', 'varchar(20)').execute();
      await db.schema.createIndex('revision_pending_idx').on('revision').column('pending_object_id').unique().execute();
      await db.schema.createIndex('revision_status_idx').on('revision').columns(['status', 'object_type']).execute();
    },
  },
  '0005_list_order_indexes': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      const drop = (name: string, table: string) => (dialect === 'mysql' ? db.schema.dropIndex(name).on(table) : db.schema.dropIndex(name)).execute();
      // Led by status and show, the first indexes could not give a list its order (`status IN (1, 2)`
      // spans two ranges), so every list page sorted all visible questions. Led by the order's own
      // columns instead, a page walks the index from its end and stops after the page; the
      // visibility conditions are checked on the few rows it reads.
      for (const name of ['question_newest_idx', 'question_active_idx', 'question_score_idx', 'question_hot_idx', 'question_frequent_idx']) await drop(name, 'question');
      const indexes: [string, string[]][] = [
        ['question_list_newest_idx', ['pin', 'created_at', 'id']],
        ['question_list_active_idx', ['pin', 'post_update_time', 'updated_at', 'id']],
        ['question_list_hot_idx', ['pin', 'hot_score', 'created_at', 'id']],
        ['question_list_score_idx', ['pin', 'vote_count', 'view_count', 'id']],
        ['question_list_frequent_idx', ['pin', 'linked_count', 'updated_at', 'id']],
        // status and show too: the unanswered total is counted from the index alone
        ['question_list_unanswered_idx', ['answer_count', 'pin', 'created_at', 'id', 'status', 'show']],
        // the lists' totals, counted from the index alone; led by `show`, which lists only exclude
        // (`show != 2` is no range), so no list page mistakes it for a way to its rows
        ['question_visible_idx', ['show', 'status', 'answer_count']],
      ];
      for (const [name, columns] of indexes) await db.schema.createIndex(name).on('question').columns(columns).execute();

      // a tag's questions straight from the index: a tag filter reads only the relations of its tags
      await db.schema.createIndex('tag_rel_tag_status_idx').on('tag_rel').columns(['tag_id', 'status', 'object_id']).execute();
      await drop('tag_rel_tag_idx', 'tag_rel');
      // a tag's synonyms, looked up by every tag list
      await db.schema.createIndex('tag_main_idx').on('tag').column('main_tag_id').execute();
    },
  },
  '0006_question_user_status_index': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      // A member's list asks how many of their own questions wait for review; through an index of
      // user_id alone that read all of a prolific member's questions on every page. The new index
      // answers it (and a profile's list of questions) by seeking, and covers what the old one did.
      await db.schema.createIndex('question_user_status_idx').on('question').columns(['user_id', 'status']).execute();
      await (dialect === 'mysql' ? db.schema.dropIndex('question_user_idx').on('question') : db.schema.dropIndex('question_user_idx')).execute();
    },
  },
  '0007_tag_list_indexes': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      // The tag list shows main tags that are available, in one of three orders: led by those two
      // columns, each order's index gives a page by walking from its end, and the list's total is
      // counted from any of them alone. They begin with main_tag_id, so the synonym lookups the
      // old single-column index served use them as well.
      const indexes: [string, string[]][] = [
        ['tag_list_popular_idx', ['main_tag_id', 'status', 'question_count', 'id']],
        ['tag_list_name_idx', ['main_tag_id', 'status', 'slug_name']],
        ['tag_list_newest_idx', ['main_tag_id', 'status', 'created_at', 'id']],
      ];
      for (const [name, columns] of indexes) await db.schema.createIndex(name).on('tag').columns(columns).execute();
      await (dialect === 'mysql' ? db.schema.dropIndex('tag_main_idx').on('tag') : db.schema.dropIndex('tag_main_idx')).execute();
    },
  },
  '0008_close_reason_64_content_type': {
    async up(db: Kysely<unknown>) {
      // Sites installed before this seeded "needs details or clarity" (config id 64) with a text
      // box; Answer seeds it without one, and its client draws the close dialog from this field.
      const configs = db as unknown as Kysely<{ config: { id: number; value: string } }>;
      const row = await configs.selectFrom('config').select('value').where('id', '=', 64).executeTakeFirst();
      if (!row) return;
      const reason = JSON.parse(row.value) as { content_type?: string };
      if (reason.content_type !== 'text') return;
      await configs.updateTable('config').set({ value: JSON.stringify({ ...reason, content_type: '' }) }).where('id', '=', 64).execute();
    },
  },
  '0009_question_user_list_index': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      // A member's questions on their profile: the count each caller may see (listed, or all for
      // the member and staff) and the ids of a page in either order come from the index alone, so
      // only the page's rows are read. It covers what (user_id, status) did, which it replaces.
      await db.schema
        .createIndex('question_user_list_idx')
        .on('question')
        .columns(['user_id', 'status', 'show', 'pin', 'created_at', 'vote_count', 'view_count', 'id'])
        .execute();
      await (dialect === 'mysql' ? db.schema.dropIndex('question_user_status_idx').on('question') : db.schema.dropIndex('question_user_status_idx')).execute();
    },
  },
};
