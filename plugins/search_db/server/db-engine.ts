/**
 * search_db's own search provider: the database's full-text index (`index-store.ts`) joined with
 * the posts, so what is shown (deleted, held, unlisted), the operators and the orders are read
 * from the posts as they are now. The index is walked newest document first and a search ranks
 * and counts at most its `SEARCH_WINDOW` newest matches: every post can be found, and a word
 * found in a great many posts costs the same on any size of site.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect, SearchHits, SearchOrder, SearchQuery, SearchRequest } from '@answer/sdk/server';
import { boundedGroups, ftsQuery } from './fts-query';
import { termWalk } from './mysql-terms';
import { queryGroup, type TokenGroup } from './normalize';
import { resolve, type Resolved } from './resolve';
import { ADOPTED_YES, ANSWER_STATUS, QUESTION_STATUS, SHOW_UNLISTED, TAG_AVAILABLE, type SearchTables } from './tables';
import { titleHits } from './token-text';

/** Matches a search ranks and counts at most (the newest ones). */
export const SEARCH_WINDOW = 500;
/** SQLite ranks by bm25 while each word or phrase matches at most this many posts... */
const BM25_MATCHES = 5000;
/** ...and the query has at most this many words and phrases (each is counted first). */
const BM25_GROUPS = 8;

type Db = Kysely<SearchTables>;
const NONE: SearchHits = { count: 0, hits: [] };

/** The question is shown: listed, and open or closed, or the viewer's own one waiting for review. */
function questionVisible(viewerId: string | undefined): RawBuilder<SqlBool> {
  const shown = sql<SqlBool>`${sql.ref('question.status')} in (${QUESTION_STATUS.available}, ${QUESTION_STATUS.closed})`;
  const own = viewerId ? sql<SqlBool>` or (${sql.ref('question.status')} = ${QUESTION_STATUS.pending} and ${sql.ref('question.user_id')} = ${viewerId})` : sql``;
  return sql<SqlBool>`${sql.ref('question.show')} <> ${SHOW_UNLISTED} and (${shown}${own})`;
}

/** A question's document, or an answer's that is shown (its question's visibility is checked apart). */
function answerVisible(viewerId: string | undefined): RawBuilder<SqlBool> {
  const own = viewerId ? sql<SqlBool>` or (${sql.ref('answer.status')} = ${ANSWER_STATUS.pending} and ${sql.ref('answer.user_id')} = ${viewerId})` : sql``;
  return sql<SqlBool>`(${sql.ref('d.object_type')} = 'question' or ${sql.ref('answer.status')} = ${ANSWER_STATUS.available}${own})`;
}

const isQuestion = sql<SqlBool>`${sql.ref('d.object_type')} = 'question'`;
const isAnswer = sql<SqlBool>`${sql.ref('d.object_type')} = 'answer'`;
const votes = sql`coalesce(${sql.ref('answer.vote_count')}, ${sql.ref('question.vote_count')})`;
const created = sql`coalesce(${sql.ref('answer.created_at')}, ${sql.ref('question.created_at')})`;
const active = sql`coalesce(${sql.ref('answer.updated_at')}, ${sql.ref('question.post_update_time')})`;

/**
 * The documents of a tag's questions by their ids: with no words to match, the database reads them
 * from the tag's questions (`tag_rel` then `search_doc.question_id`) instead of walking every
 * document newest first and testing its question (1–3 s against ~10 ms for a seeded tag at 100k).
 */
const taggedDocIds = (ids: string[]): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref('d.id')} in (select ${sql.ref('sd.id')} from ${sql.table('tag_rel')} as ${sql.id('tr')} join ${sql.table('search_doc')} as ${sql.id('sd')} on ${sql.ref('sd.question_id')} = ${sql.ref('tr.object_id')} where ${sql.ref('tr.status')} = ${TAG_AVAILABLE} and ${sql.ref('tr.tag_id')} in (${sql.join(ids)}))`;

function filters(query: SearchQuery, resolved: Resolved, viewerId: string | undefined, withWords: boolean): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [questionVisible(viewerId), answerVisible(viewerId)];
  resolved.tagSets.forEach((ids, index) => {
    if (index === 0 && !withWords) where.push(taggedDocIds(ids));
    else where.push(sql<SqlBool>`${sql.ref('d.question_id')} in (select ${sql.ref('tag_rel.object_id')} from ${sql.table('tag_rel')} where ${sql.ref('tag_rel.status')} = ${TAG_AVAILABLE} and ${sql.ref('tag_rel.tag_id')} in (${sql.join(ids)}))`);
  });
  if (resolved.userId) {
    // the author's posts by id, which the databases can read from the posts' author indexes
    const own = sql`select ${sql.ref('question.id')} from ${sql.table('question')} where ${sql.ref('question.user_id')} = ${resolved.userId} union all select ${sql.ref('answer.id')} from ${sql.table('answer')} where ${sql.ref('answer.user_id')} = ${resolved.userId}`;
    where.push(sql<SqlBool>`${sql.ref('d.object_id')} in (${own})`);
  }
  if (query.minScore !== undefined) where.push(sql<SqlBool>`${votes} >= ${query.minScore}`);
  if (query.kind) where.push(query.kind === 'question' ? isQuestion : isAnswer);
  if (query.minAnswers !== undefined) where.push(sql<SqlBool>`${isQuestion} and ${sql.ref('question.answer_count')} >= ${query.minAnswers}`);
  if (query.minViews !== undefined) where.push(sql<SqlBool>`${isQuestion} and ${sql.ref('question.view_count')} >= ${query.minViews}`);
  if (query.hasAccepted !== undefined) {
    where.push(sql<SqlBool>`${isQuestion} and ${sql.ref('question.accepted_answer_id')} ${query.hasAccepted ? sql`<>` : sql`=`} '0'`);
  }
  if (query.accepted !== undefined) where.push(sql<SqlBool>`${isAnswer} and ${sql.ref('answer.adopted')} ${query.accepted ? sql`=` : sql`<>`} ${ADOPTED_YES}`);
  if (resolved.questionId) where.push(sql<SqlBool>`${isAnswer} and ${sql.ref('d.question_id')} = ${resolved.questionId}`);
  return where;
}

/** The full-text part of a query: how the index is joined, matched, walked and scored. */
interface TextMatch {
  from: RawBuilder<unknown>;
  where: RawBuilder<SqlBool>[];
  relevance: RawBuilder<number>;
  newestFirst: RawBuilder<unknown>;
}

/** The FTS5 query's matches counted up to `limit` (a bounded read of the index alone). */
async function ftsMatches(db: Db, text: string, limit: number): Promise<number> {
  const counted = await sql<{ n: number }>`select count(*) as ${sql.id('n')} from (select ${sql.ref('rowid')} from ${sql.table('search_fts')} where ${sql.table('search_fts')} match ${text} limit ${limit}) as ${sql.id('m')}`.execute(db);
  return Number(counted.rows[0]?.n ?? 0);
}

async function textMatch(db: Db, dialect: Dialect, groups: TokenGroup[]): Promise<TextMatch> {
  const docs = sql`${sql.table('search_doc')} as ${sql.id('d')}`;
  const byDoc = { newestFirst: sql`${sql.ref('d.id')} desc`, relevance: sql<number>`0` };
  if (groups.length === 0) return { from: docs, where: [], ...byDoc };
  // MATCH would read every match again to score them: the title's hits rank instead
  if (dialect === 'mysql') return { ...(await termWalk(db, groups)), relevance: titleHits(dialect, groups) };
  const text = ftsQuery(dialect, groups);
  if (dialect === 'postgres') {
    const query = sql`cast(${text} as tsquery)`;
    return { from: docs, where: [sql<SqlBool>`${sql.ref('d.tsv')} @@ ${query}`], newestFirst: byDoc.newestFirst, relevance: sql<number>`ts_rank(${sql.ref('d.tsv')}, ${query})` };
  }
  // bm25 reads every match of each word and phrase once per search (for how rare it is): done
  // while each is rare enough for that to be cheap; a search with a common one ranks by title hits
  let rare = groups.length <= BM25_GROUPS;
  for (const group of groups) rare = rare && (await ftsMatches(db, ftsQuery(dialect, [group]), BM25_MATCHES + 1)) <= BM25_MATCHES;
  return {
    // FTS5 walks its matches by rowid (the document id) newest first and stops at the window
    from: sql`${sql.table('search_fts')} join ${docs} on ${sql.ref('d.id')} = ${sql.ref('search_fts.rowid')}`,
    where: [sql<SqlBool>`${sql.table('search_fts')} match ${text}`],
    newestFirst: sql`${sql.ref('search_fts.rowid')} desc`,
    // bm25 is lower for better matches; a title match weighs four times a body match
    relevance: rare ? sql<number>`(0 - bm25(${sql.table('search_fts')}, 4.0, 1.0))` : titleHits(dialect, groups),
  };
}

const ORDER_KEYS: Record<SearchOrder, string[]> = {
  relevance: ['relevance', 'sort_votes', 'sort_created', 'doc_id'],
  newest: ['sort_created', 'doc_id'],
  active: ['sort_active', 'sort_created', 'doc_id'],
  score: ['sort_votes', 'sort_created', 'doc_id'],
};

/** The token groups of the words and phrases ([] when there are none), null when none is searchable. */
export function matchGroups(query: SearchQuery): TokenGroup[] | null {
  if (query.words.length === 0 && query.phrases.length === 0) return [];
  const groups = boundedGroups([...query.words, ...query.phrases].map((text) => queryGroup(text)));
  return groups.length === 0 ? null : groups;
}

interface WindowRow {
  object_type: string;
  object_id: string;
  total: number | string;
}

export async function searchIndex(db: Db, dialect: Dialect, request: SearchRequest): Promise<SearchHits> {
  const { query, viewer_id: viewerId } = request;
  // operators that only one kind of post has, asked together, leave nothing
  const questionsOnly = query.kind === 'question' || query.minAnswers !== undefined || query.minViews !== undefined || query.hasAccepted !== undefined;
  const answersOnly = query.kind === 'answer' || query.accepted !== undefined || query.inQuestion !== undefined;
  if (questionsOnly && answersOnly) return NONE;
  const groups = matchGroups(query);
  // words were given but none is searchable (punctuation, emoji): nothing can match them
  if (groups === null) return NONE;
  const resolved = await resolve(db, query, viewerId);
  if (!resolved) return NONE;
  const match = await textMatch(db, dialect, groups);
  const where = [...match.where, ...filters(query, resolved, viewerId, groups.length > 0)];
  const window = sql`select ${sql.ref('d.id')} as ${sql.id('doc_id')}, ${sql.ref('d.object_type')} as ${sql.id('object_type')}, ${sql.ref('d.object_id')} as ${sql.id('object_id')}, ${match.relevance} as ${sql.id('relevance')}, ${created} as ${sql.id('sort_created')}, ${active} as ${sql.id('sort_active')}, ${votes} as ${sql.id('sort_votes')}
from ${match.from}
join ${sql.table('question')} on ${sql.ref('question.id')} = ${sql.ref('d.question_id')}
left join ${sql.table('answer')} on ${isAnswer} and ${sql.ref('answer.id')} = ${sql.ref('d.object_id')}
where ${sql.join(where, sql` and `)}
order by ${match.newestFirst}
limit ${SEARCH_WINDOW}`;
  const order = sql.join(
    ORDER_KEYS[request.order].map((key) => sql`${sql.ref(`w.${key}`)} desc`),
    sql`, `,
  );
  const offset = (request.page - 1) * request.size;
  // past the window there is nothing to show (and a huge page number is no valid OFFSET)
  if (offset >= SEARCH_WINDOW) return { count: await countWindow(db, window), hits: [] };
  const page = await sql<WindowRow>`select ${sql.ref('w.object_type')}, ${sql.ref('w.object_id')}, count(*) over () as ${sql.id('total')} from (${window}) as ${sql.id('w')} order by ${order} limit ${request.size} offset ${offset}`.execute(db);
  const hits = page.rows.map((row) => ({ object_type: row.object_type === 'answer' ? ('answer' as const) : ('question' as const), id: row.object_id }));
  if (page.rows.length > 0) return { count: Number(page.rows[0].total), hits };
  if (offset === 0) return NONE;
  // a page past the last: the count alone
  return { count: await countWindow(db, window), hits: [] };
}

async function countWindow(db: Db, window: RawBuilder<unknown>): Promise<number> {
  const counted = await sql<{ total: number | string }>`select count(*) as ${sql.id('total')} from (${window}) as ${sql.id('w')}`.execute(db);
  return Number(counted.rows[0]?.total ?? 0);
}
