/**
 * The search index (`search_doc` and each database's full-text index over it, see
 * `index-store.ts`), filled at once with the posts already there, in batches, with the progress
 * logged for large sites. On MySQL the FULLTEXT index of 0001 gave way to the term table of 0002
 * (`mysql-terms.ts`), filled from the documents 0001 wrote.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, longTextType, withAutoId } from '@answer/sdk/server';
import { BUILD_BATCH, buildIndex, optimizeIndex } from './index-build';
import { fillTerms } from './mysql-terms';
import type { SearchTables } from './tables';

/** Sites with more posts than this get a progress line every `LOG_EVERY` posts. */
const LOG_EVERY = BUILD_BATCH * 100;

/** A progress callback logging `line(done, total)` every `LOG_EVERY`, on large sites only. */
function progressLog(line: (done: number, total: number) => string): (done: number, total: number) => void {
  let logged = 0;
  return (done, total) => {
    if (total <= LOG_EVERY || done - logged < LOG_EVERY) return;
    logged = done;
    console.info(`search_db: ${line(done, total)}`);
  };
}

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
      // on MySQL, 0002 makes the term table and fills it from these documents
      const { indexed } = await buildIndex(db as Kysely<SearchTables>, dialect, { mode: 'insert', terms: false, progress: progressLog((done, total) => `indexed ${done} of ${total} posts`) });
      await optimizeIndex(db as Kysely<SearchTables>, dialect);
      if (indexed > LOG_EVERY) console.info(`search_db: indexed ${indexed} posts`);
    },
  },
  '0002_search_terms': {
    async up(db: Kysely<unknown>) {
      if (dialectOf(db) !== 'mysql') return;
      // binary tokens: a `_ci` collation would make `zzcafé` and `zzcafe` one key (and one
      // document holding both a duplicate row)
      await sql`create table search_term (token varchar(42) character set utf8mb4 collate utf8mb4_bin not null, doc_id bigint not null, primary key (token, doc_id))`.execute(db);
      // nothing reads the FULLTEXT index any more, and every write would still pay for it
      await sql`drop index search_doc_ft on search_doc`.execute(db);
      const filled = await fillTerms(db as Kysely<SearchTables>, BUILD_BATCH, progressLog((done, total) => `terms of ${done} of ${total} documents written`));
      // made once filled: one sorted build instead of a random insert per term row
      await sql`create index search_term_doc_idx on search_term (doc_id)`.execute(db);
      if (filled > LOG_EVERY) console.info(`search_db: terms of ${filled} documents written`);
    },
  },
};
