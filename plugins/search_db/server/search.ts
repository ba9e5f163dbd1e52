/**
 * `GET /search` over the site database: visible questions and answers matching Answer's query
 * syntax, found with LIKE. Each kind of post is read at most `SEARCH_WINDOW` matches deep, in the
 * order asked, and only their sort keys: the page is cut from the two merged lists and only its
 * posts are read whole. So a search costs two bounded reads plus the page, and the count it
 * reports stops at the window.
 */
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { longId, usersByIds, type QueryAsker } from '@answer/sdk/server';
import type { SearchOrder, SearchPage, SearchResult, SearchTag } from '../shared/search-types';
import type { SearchSyntax } from './query-syntax';
import { ADOPTED_YES, ANSWER_STATUS, QUESTION_STATUS, SHOW_UNLISTED, TAG_AVAILABLE, type SearchTables } from './tables';
import { plainExcerpt, titleSlug } from './text';

export const DEFAULT_SIZE = 30;
/** The admin setting's default (config/schema.json `scan_posts`). */
export const DEFAULT_SCAN_POSTS = 10_000;
/** Matches read per kind of post: the deepest page a search reaches, and the most it counts. */
export const SEARCH_WINDOW = 500;

type Db = Kysely<SearchTables>;

export interface SearchRequest {
  syntax: SearchSyntax;
  /**
   * Posts of each kind read at most, the newest (ids grow with time): text is matched without an
   * index, and SQLite's reads hold the whole host while they run, so a search's work is bounded.
   */
  scanPosts: number;
  order: SearchOrder;
  page: number;
  size: number;
  /** The caller: their own posts waiting for review are found too. */
  viewerId?: string;
}

interface Hit {
  kind: 'question' | 'answer';
  id: string;
  question_id: string;
  user_id: string;
  created: number;
  active: number;
  votes: number;
  relevance: number;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const truthy = (value: unknown): boolean => Boolean(Number(value));

/** `lower(column) LIKE '%text%'`, the text taken literally (`!` escapes the wildcards on all three databases). */
const contains = (column: string, text: string): RawBuilder<SqlBool> => sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${text.replace(/[!%_]/g, '!$&')}%`} escape '!'`;

/** What the operators name, resolved to ids; null when one names nothing (no post can match). */
interface Resolved {
  tagSets: string[][];
  userId?: string;
  questionId?: string;
}

async function resolve(db: Db, syntax: SearchSyntax, viewerId: string | undefined): Promise<Resolved | null> {
  const resolved: Resolved = { tagSets: [] };
  for (const slug of syntax.tags) {
    const tag = await db.selectFrom('tag').select(['id', 'main_tag_id']).where('slug_name', '=', slug).where('status', '=', TAG_AVAILABLE).executeTakeFirst();
    if (!tag) return null;
    // a tag and its synonyms are one subject
    const main = tag.main_tag_id && tag.main_tag_id !== '0' ? tag.main_tag_id : tag.id;
    const family = await db.selectFrom('tag').select('id').where('status', '=', TAG_AVAILABLE).where((eb) => eb.or([eb('id', '=', main), eb('main_tag_id', '=', main)])).execute();
    resolved.tagSets.push(family.map((row) => row.id));
  }
  if (syntax.user !== undefined) {
    if (syntax.user === 'me') {
      if (!viewerId) return null;
      resolved.userId = viewerId;
    } else {
      const user = await db.selectFrom('user').select('id').where('username', '=', syntax.user).executeTakeFirst();
      if (!user) return null;
      resolved.userId = String(user.id);
    }
  }
  if (syntax.inQuestion !== undefined) {
    const id = longId(syntax.inQuestion);
    if (!id) return null;
    resolved.questionId = id;
  }
  return resolved;
}

/** The question is shown: listed, and open or closed, or the viewer's own one waiting for review. */
function questionVisible(viewerId: string | undefined): RawBuilder<SqlBool> {
  const shown = sql<SqlBool>`${sql.ref('question.status')} in (${QUESTION_STATUS.available}, ${QUESTION_STATUS.closed})`;
  const own = viewerId ? sql<SqlBool>` or (${sql.ref('question.status')} = ${QUESTION_STATUS.pending} and ${sql.ref('question.user_id')} = ${viewerId})` : sql``;
  return sql<SqlBool>`${sql.ref('question.show')} != ${SHOW_UNLISTED} and (${shown}${own})`;
}

function answerVisible(viewerId: string | undefined): RawBuilder<SqlBool> {
  const own = viewerId ? sql<SqlBool>` or (${sql.ref('answer.status')} = ${ANSWER_STATUS.pending} and ${sql.ref('answer.user_id')} = ${viewerId})` : sql``;
  return sql<SqlBool>`(${sql.ref('answer.status')} = ${ANSWER_STATUS.available}${own})`;
}

/** The conditions both kinds share: tags of the (answer's) question, words and phrases in the body (or a question's title). */
function commonConditions(syntax: SearchSyntax, resolved: Resolved, questionColumn: string, textColumns: string[]): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = resolved.tagSets.map(
    (ids) => sql<SqlBool>`${sql.ref(questionColumn)} in (select ${sql.ref('tag_rel.object_id')} from ${sql.table('tag_rel')} where ${sql.ref('tag_rel.status')} = ${TAG_AVAILABLE} and ${sql.ref('tag_rel.tag_id')} in (${sql.join(ids)}))`,
  );
  for (const term of syntax.terms) conditions.push(sql<SqlBool>`(${sql.join(textColumns.map((column) => contains(column, term)), sql` or `)})`);
  return conditions;
}

/**
 * `table.id` among the newest `posts` rows of `table`: at or past the id `posts - 1` rows from the
 * end (every row when the table is shorter). Ids are Answer's fixed-length sequence strings, so
 * their order is their age; a scalar subquery, because MySQL takes no LIMIT inside IN.
 */
function amongNewest(table: 'question' | 'answer', posts: number): RawBuilder<SqlBool> {
  const id = sql.ref(`${table}.id`);
  const oldest = sql`(select ${sql.ref('recent.id')} from ${sql.table(table)} as ${sql.id('recent')} order by ${sql.ref('recent.id')} desc limit 1 offset ${posts - 1})`;
  return sql<SqlBool>`${id} >= coalesce(${oldest}, '')`;
}

/** How many of the words and phrases the question's title holds: a title match says more than a body match. */
function relevanceOf(syntax: SearchSyntax): RawBuilder<number> {
  if (syntax.terms.length === 0) return sql<number>`0`;
  return sql<number>`(${sql.join(syntax.terms.map((term) => sql`case when ${contains('question.title', term)} then 1 else 0 end`), sql` + `)})`;
}

/** Sort keys by their select aliases, named apart from any column (an answer's query joins its question). */
const SORT_COLUMNS: Record<SearchOrder, string[]> = {
  newest: ['sort_created'],
  active: ['sort_active', 'sort_created'],
  score: ['sort_votes', 'sort_created'],
  relevance: ['relevance', 'sort_votes', 'sort_created'],
};

interface SortRow {
  id: string;
  question_id: string;
  user_id: string;
  sort_created: unknown;
  sort_active: unknown;
  sort_votes: unknown;
  relevance: unknown;
}

const hitOf = (kind: Hit['kind'], row: SortRow): Hit => ({
  kind,
  id: row.id,
  question_id: row.question_id,
  user_id: row.user_id,
  created: num(row.sort_created),
  active: num(row.sort_active) || num(row.sort_created),
  votes: num(row.sort_votes),
  relevance: num(row.relevance),
});

async function questionHits(db: Db, request: SearchRequest, resolved: Resolved): Promise<Hit[]> {
  const { syntax, viewerId } = request;
  let query = db
    .selectFrom('question')
    .select(['question.id', 'question.user_id', 'question.created_at as sort_created', 'question.post_update_time as sort_active', 'question.vote_count as sort_votes', relevanceOf(syntax).as('relevance')])
    .where(questionVisible(viewerId));
  if (syntax.terms.length > 0) query = query.where(amongNewest('question', request.scanPosts));
  for (const condition of commonConditions(syntax, resolved, 'question.id', ['question.title', 'question.original_text'])) query = query.where(condition);
  if (resolved.userId) query = query.where('question.user_id', '=', resolved.userId);
  if (syntax.minScore !== undefined) query = query.where('question.vote_count', '>=', syntax.minScore);
  if (syntax.minAnswers !== undefined) query = query.where('question.answer_count', '>=', syntax.minAnswers);
  if (syntax.minViews !== undefined) query = query.where('question.view_count', '>=', syntax.minViews);
  if (syntax.hasAccepted !== undefined) query = query.where('question.accepted_answer_id', syntax.hasAccepted ? '!=' : '=', '0');
  for (const column of SORT_COLUMNS[request.order]) query = query.orderBy(sql.ref(column), 'desc');
  const rows = await query.orderBy('question.id', 'desc').limit(SEARCH_WINDOW).execute();
  return rows.map((row) => hitOf('question', { ...row, question_id: row.id }));
}

async function answerHits(db: Db, request: SearchRequest, resolved: Resolved): Promise<Hit[]> {
  const { syntax, viewerId } = request;
  let query = db
    .selectFrom('answer')
    .innerJoin('question', 'question.id', 'answer.question_id')
    .select(['answer.id', 'answer.question_id', 'answer.user_id', 'answer.created_at as sort_created', 'answer.updated_at as sort_active', 'answer.vote_count as sort_votes', relevanceOf(syntax).as('relevance')])
    .where(answerVisible(viewerId))
    .where(questionVisible(viewerId));
  if (syntax.terms.length > 0) query = query.where(amongNewest('answer', request.scanPosts));
  for (const condition of commonConditions(syntax, resolved, 'answer.question_id', ['answer.original_text'])) query = query.where(condition);
  if (resolved.userId) query = query.where('answer.user_id', '=', resolved.userId);
  if (resolved.questionId) query = query.where('answer.question_id', '=', resolved.questionId);
  if (syntax.minScore !== undefined) query = query.where('answer.vote_count', '>=', syntax.minScore);
  if (syntax.accepted !== undefined) query = query.where('answer.adopted', syntax.accepted ? '=' : '!=', ADOPTED_YES);
  for (const column of SORT_COLUMNS[request.order]) query = query.orderBy(sql.ref(column), 'desc');
  const rows = await query.orderBy('answer.id', 'desc').limit(SEARCH_WINDOW).execute();
  return rows.map((row) => hitOf('answer', row));
}

const HIT_KEYS: Record<SearchOrder, (hit: Hit) => number[]> = {
  newest: (hit) => [hit.created],
  active: (hit) => [hit.active, hit.created],
  score: (hit) => [hit.votes, hit.created],
  relevance: (hit) => [hit.relevance, hit.votes, hit.created],
};

function byOrder(order: SearchOrder): (a: Hit, b: Hit) => number {
  const keys = HIT_KEYS[order];
  return (a, b) => {
    const [left, right] = [keys(a), keys(b)];
    for (let index = 0; index < left.length; index += 1) if (left[index] !== right[index]) return right[index] - left[index];
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
}

async function tagsOf(db: Db, questionIds: string[]): Promise<Map<string, SearchTag[]>> {
  const tags = new Map<string, SearchTag[]>();
  if (questionIds.length === 0) return tags;
  const rows = await db
    .selectFrom('tag_rel')
    .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
    .select(['tag_rel.object_id', 'tag.slug_name', 'tag.display_name', 'tag.main_tag_slug_name', 'tag.recommend', 'tag.reserved'])
    .where('tag_rel.object_id', 'in', questionIds)
    .where('tag_rel.status', '=', TAG_AVAILABLE)
    .where('tag.status', '=', TAG_AVAILABLE)
    .orderBy('tag_rel.id')
    .execute();
  for (const { object_id: questionId, recommend, reserved, ...names } of rows) {
    tags.set(questionId, [...(tags.get(questionId) ?? []), { ...names, recommend: truthy(recommend), reserved: truthy(reserved) }]);
  }
  return tags;
}

const QUESTION_STATUS_NAME: Record<number, string> = { [QUESTION_STATUS.available]: 'available', [QUESTION_STATUS.closed]: 'closed', [QUESTION_STATUS.pending]: 'pending' };
const ANSWER_STATUS_NAME: Record<number, string> = { [ANSWER_STATUS.available]: 'available', [ANSWER_STATUS.pending]: 'pending' };

/** The posts of one page, read whole, in the page's order. */
async function resultsOf(db: Db, queries: QueryAsker, hits: Hit[]): Promise<SearchResult[]> {
  if (hits.length === 0) return [];
  const questionIds = [...new Set(hits.map((hit) => hit.question_id))];
  const answerIds = hits.filter((hit) => hit.kind === 'answer').map((hit) => hit.id);
  const [questions, answers, tags, users] = await Promise.all([
    db.selectFrom('question').select(['id', 'title', 'parsed_text', 'answer_count', 'accepted_answer_id', 'status', 'vote_count']).where('id', 'in', questionIds).execute(),
    answerIds.length ? db.selectFrom('answer').select(['id', 'parsed_text', 'adopted', 'status']).where('id', 'in', answerIds).execute() : Promise.resolve([]),
    tagsOf(db, questionIds),
    usersByIds(queries, hits.map((hit) => hit.user_id)),
  ]);
  const questionById = new Map(questions.map((row) => [row.id, row]));
  const answerById = new Map(answers.map((row) => [row.id, row]));
  const results: SearchResult[] = [];
  for (const hit of hits) {
    const question = questionById.get(hit.question_id);
    const answer = answerById.get(hit.id);
    // a post deleted between the two reads drops out of the page
    if (!question || (hit.kind === 'answer' && !answer)) continue;
    const user = users.get(hit.user_id);
    results.push({
      object_type: hit.kind,
      object: {
        id: hit.id,
        question_id: question.id,
        title: question.title,
        url_title: titleSlug(question.title),
        excerpt: plainExcerpt(answer ? answer.parsed_text : question.parsed_text),
        created_at: hit.created,
        vote_count: hit.votes,
        accepted: answer ? num(answer.adopted) === ADOPTED_YES : question.accepted_answer_id !== '0' && question.accepted_answer_id !== '',
        answer_count: num(question.answer_count),
        user_info: { id: hit.user_id, username: user?.username ?? '', display_name: user?.display_name ?? '', rank: user?.rank ?? 0, status: user?.status ?? 'deleted' },
        tags: tags.get(question.id) ?? [],
        status: (answer ? ANSWER_STATUS_NAME[num(answer.status)] : QUESTION_STATUS_NAME[num(question.status)]) ?? 'available',
      },
    });
  }
  return results;
}

export async function search(db: Db, queries: QueryAsker, request: SearchRequest): Promise<SearchPage> {
  const resolved = await resolve(db, request.syntax, request.viewerId);
  if (!resolved) return { count: 0, list: [] };
  const { syntax } = request;
  // operators that only one kind of post has keep the search to that kind
  const questionsOnly = syntax.kind === 'question' || syntax.minAnswers !== undefined || syntax.minViews !== undefined || syntax.hasAccepted !== undefined;
  const answersOnly = syntax.kind === 'answer' || syntax.accepted !== undefined || syntax.inQuestion !== undefined;
  if (questionsOnly && answersOnly) return { count: 0, list: [] };
  const [questions, answers] = await Promise.all([answersOnly ? [] : questionHits(db, request, resolved), questionsOnly ? [] : answerHits(db, request, resolved)]);
  const hits = [...questions, ...answers].sort(byOrder(request.order));
  const start = (request.page - 1) * request.size;
  return { count: hits.length, list: await resultsOf(db, queries, hits.slice(start, start + request.size)) };
}
