/**
 * MySQL/MariaDB's index: the term table `search_term`, one row per distinct token of a document,
 * keyed `(token, doc_id)`, written with the document in one transaction (`index-store.ts`).
 * InnoDB's FULLTEXT computes every match of a query before any LIMIT (2 s for a word in half the
 * posts of a 100k site, 15 s for a phrase of two); one token's rows read backwards by `doc_id`,
 * the other tokens looked up by primary key, stop at the search window as the other databases'
 * indexes do.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { TokenGroup } from './normalize';
import type { IndexDb } from './index-store';
import type { SearchTables } from './tables';
import { phrasesHeld } from './token-text';

/** Rows per insert statement: few round trips, far below any packet limit. */
const TERM_ROWS = 1000;
/** Tokens joined to the walk at most; the rest are probed apart (MySQL joins at most 61 tables). */
const JOINED_TOKENS = 8;
/** A token's rows are counted up to this many to pick the one the walk reads (the rarest). */
const RARE_ROWS = 5000;

/** A document's distinct tokens (title and body as stored: no normalising again). */
export function documentTerms(title: string, body: string): string[] {
  return [...new Set(`${title} ${body}`.split(' ').filter((token) => token.length > 0))];
}

export interface TermDoc {
  id: number | string;
  title: string;
  body: string;
}

/** Runs `work` in the caller's transaction or in one of its own: a document and its terms change together. */
export async function atomically<T>(db: IndexDb, work: (trx: IndexDb) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export async function writeTerms(db: IndexDb, docs: TermDoc[]): Promise<void> {
  const rows = docs.flatMap((doc) => documentTerms(doc.title, doc.body).map((token) => ({ token, doc_id: doc.id })));
  for (let start = 0; start < rows.length; start += TERM_ROWS) {
    await db
      .insertInto('search_term')
      .values(rows.slice(start, start + TERM_ROWS))
      .execute();
  }
}

export async function dropTerms(db: IndexDb, docIds: (number | string)[]): Promise<void> {
  if (docIds.length > 0) await db.deleteFrom('search_term').where('doc_id', 'in', docIds).execute();
}

/** The tokens, those with the fewest rows first (each counted up to `RARE_ROWS`, a bounded read of the key). */
async function rarestFirst(db: Kysely<SearchTables>, tokens: string[]): Promise<string[]> {
  if (tokens.length < 2) return tokens;
  const counts = tokens.map(
    (token, index) =>
      sql`select ${index} as ${sql.id('i')}, count(*) as ${sql.id('n')} from (select 1 as ${sql.id('one')} from ${sql.table('search_term')} where ${sql.ref('token')} = ${token} limit ${RARE_ROWS}) as ${sql.id(`c${index}`)}`,
  );
  const rows = (await sql<{ i: number | string; n: number | string }>`${sql.join(counts, sql` union all `)}`.execute(db)).rows;
  const rowsOf = new Map(rows.map((row) => [Number(row.i), Number(row.n)]));
  return tokens.map((token, index) => ({ token, n: rowsOf.get(index) ?? 0, index })).sort((a, b) => a.n - b.n || a.index - b.index).map((entry) => entry.token);
}

/** How a search reads the term table: the tables joined, the conditions, and the walk's order. */
export interface TermWalk {
  from: RawBuilder<unknown>;
  where: RawBuilder<SqlBool>[];
  newestFirst: RawBuilder<unknown>;
}

/**
 * Every token of the query must be a term of the document, and every phrase in its text. The
 * rarest token's rows are read newest document first (`t0`), the others found by primary key.
 */
export async function termWalk(db: Kysely<SearchTables>, groups: TokenGroup[]): Promise<TermWalk> {
  const [driver, ...rest] = await rarestFirst(db, [...new Set(groups.flatMap((group) => group.tokens))]);
  const docId = sql.ref('t0.doc_id');
  const terms = sql.table('search_term');
  // STRAIGHT_JOIN keeps the order chosen here, `t0` read in key order: the plan does not hang on
  // each MySQL or MariaDB version's estimates (a sort of every match is what a wrong guess costs)
  const joins = rest.slice(0, JOINED_TOKENS - 1).map((token, index) => {
    const alias = `t${index + 1}`;
    return sql` straight_join ${terms} as ${sql.id(alias)} on ${sql.ref(`${alias}.token`)} = ${token} and ${sql.ref(`${alias}.doc_id`)} = ${docId}`;
  });
  const probes = rest
    .slice(JOINED_TOKENS - 1)
    .map((token) => sql<SqlBool>`exists (select 1 from ${terms} as ${sql.id('p')} where ${sql.ref('p.token')} = ${token} and ${sql.ref('p.doc_id')} = ${docId})`);
  return {
    from: sql`${terms} as ${sql.id('t0')}${sql.join(joins, sql``)} straight_join ${sql.table('search_doc')} as ${sql.id('d')} on ${sql.ref('d.id')} = ${docId}`,
    where: [sql<SqlBool>`${sql.ref('t0.token')} = ${driver}`, ...probes, ...phrasesHeld('mysql', groups)],
    newestFirst: sql`${docId} desc`,
  };
}

/** Fills the term table from the documents already there, in batches by id; answers how many documents were read. */
export async function fillTerms(db: Kysely<SearchTables>, batch: number, progress: (done: number, total: number) => void): Promise<number> {
  const counted = await db
    .selectFrom('search_doc')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  let after: number | string = 0;
  let done = 0;
  for (;;) {
    const docs = await db.selectFrom('search_doc').select(['id', 'title', 'body']).where('id', '>', after).orderBy('id').limit(batch).execute();
    if (docs.length === 0) break;
    await atomically(db, (trx) => writeTerms(trx, docs));
    after = docs[docs.length - 1].id;
    done += docs.length;
    progress(done, Math.max(total, done));
  }
  return done;
}
