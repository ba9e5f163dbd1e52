/**
 * The search index (`search_doc` and each database's full-text index over it, see
 * `index-store.ts`), filled at once with the posts already there, in batches, with the progress
 * logged for large sites.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, longTextType, withAutoId } from '@answer/sdk/server';
import { BUILD_BATCH, buildIndex, optimizeIndex } from './index-build';
import type { SearchTables } from './tables';

/** Sites with more posts than this get a progress line every `LOG_EVERY` posts. */
const LOG_EVERY = BUILD_BATCH * 100;

export const migrations: Record<string, Migration> = {
  '0001_search_index': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOf(db);
      const text = longTextType(dialect);
      let table = withAutoId(db.schema.createTable('search_doc'), dialect)
        .addColumn('object_id', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('object_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('question_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('title', text, (c) => c.notNull())
        .addColumn('body', text, (c) => c.notNull());
      if (dialect === 'postgres') table = table.addColumn('tsv', sql`tsvector`, (c) => c.notNull());
      await table.execute();
      // the posts of a question (`[tag]` searches start from the tag's questions)
      await db.schema.createIndex('search_doc_question_idx').on('search_doc').column('question_id').execute();
      if (dialect === 'postgres') {
        await sql`create index search_doc_tsv_idx on search_doc using gin (tsv)`.execute(db);
      } else if (dialect === 'mysql') {
        await sql`create fulltext index search_doc_ft on search_doc (title, body)`.execute(db);
      } else {
        // the tokens are built by normalize.ts; FTS5 only splits them on the spaces
        await sql`create virtual table search_fts using fts5(title, body, content='search_doc', content_rowid='id', tokenize='unicode61 remove_diacritics 0')`.execute(db);
        await sql`create trigger search_doc_ai after insert on search_doc begin insert into search_fts(rowid, title, body) values (new.id, new.title, new.body); end`.execute(db);
        await sql`create trigger search_doc_ad after delete on search_doc begin insert into search_fts(search_fts, rowid, title, body) values ('delete', old.id, old.title, old.body); end`.execute(db);
        await sql`create trigger search_doc_au after update on search_doc begin insert into search_fts(search_fts, rowid, title, body) values ('delete', old.id, old.title, old.body); insert into search_fts(rowid, title, body) values (new.id, new.title, new.body); end`.execute(db);
      }
      let logged = 0;
      const { indexed } = await buildIndex(db as Kysely<SearchTables>, dialect, {
        mode: 'insert',
        progress: (done, total) => {
          if (total <= LOG_EVERY || done - logged < LOG_EVERY) return;
          logged = done;
          console.info(`search_db: indexed ${done} of ${total} posts`);
        },
      });
      await optimizeIndex(db as Kysely<SearchTables>, dialect);
      if (indexed > LOG_EVERY) console.info(`search_db: indexed ${indexed} posts`);
    },
  },
};
