/** `GET /question/page`: the public question lists, newest first by default, pinned questions leading. */
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { usersByIds, type QueryAsker } from '@answer/sdk/server';
import { toNumber as num, withAnswers } from './db';
import { summaryOf, type QuestionSummary } from './question-summary';
import type { ListCounts } from './list-counts';
import { LINK_STATUS, PIN, QUESTION_STATUS, SHOW, TAG_REL_STATUS, TAG_STATUS, type QuestionsTables, type QuestionTable } from './tables';
import { tagsOf, type TagResp } from './tag-read';

export const ORDERS = ['newest', 'active', 'hot', 'score', 'unanswered', 'recommend', 'frequent'] as const;
export type QuestionOrder = (typeof ORDERS)[number];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const DAY = 24 * 60 * 60;
/** `active` looks at questions asked in the last 180 days and touched in the last 90 (Answer's windows). */
const ACTIVE_CREATED_DAYS = 180;
const ACTIVE_UPDATED_DAYS = 90;
const HOT_DAYS = 90;

export interface QuestionPageQuery {
  page: number;
  pageSize: number;
  order: QuestionOrder;
  tag?: string;
  username?: string;
  inDays?: number;
  /** The caller: their own questions waiting for review show in their lists. */
  viewerId?: string;
  /** Only questions linking to this one (`GET /question/link`). */
  linkedTo?: string;
}

export interface OperatorResp {
  id: string;
  username: string;
  rank: number;
  display_name: string;
  status: string;
  avatar: string;
}

export interface QuestionPageResp extends QuestionSummary {
  created_at: number;
  tags: TagResp[];
  operated_at: number;
  operation_type: 'asked' | 'answered' | 'modified';
  operator?: OperatorResp;
}

type Db = Kysely<QuestionsTables>;
type QuestionQuery = SelectQueryBuilder<QuestionsTables, 'question', object>;

/** What a list shows, resolved once: the member and tag ids its filters need. */
interface ListFilter {
  query: QuestionPageQuery;
  userId?: string;
  /** The tag asked for and its synonyms. */
  tagIds?: string[];
  /** How many questions these tags have (their `question_count`). */
  tagQuestions?: number;
}

/**
 * From this many questions on, a tag's list walks the order's index and checks each question's
 * tags, stopping after the page; a smaller tag's questions are read through `tag_rel` and sorted
 * (at most this many rows).
 */
export const BIG_TAG_QUESTIONS = 5000;

/** Resolves the username and tag of `query`; null when either names nothing (an empty list). */
async function resolveFilter(db: Db, query: QuestionPageQuery): Promise<ListFilter | null> {
  const filter: ListFilter = { query };
  if (query.username) {
    const user = await db.selectFrom('user').select('id').where('username', '=', query.username).executeTakeFirst();
    if (!user) return null;
    filter.userId = String(user.id);
  }
  if (query.tag) {
    const tag = await db.selectFrom('tag').select(['id', 'main_tag_id']).where('slug_name', '=', query.tag.toLowerCase()).where('status', '=', TAG_STATUS.available).executeTakeFirst();
    if (!tag) return null;
    // a tag and its synonyms are one subject: asking for any of them lists the questions of all
    const main = tag.main_tag_id && tag.main_tag_id !== '0' ? tag.main_tag_id : tag.id;
    const synonyms = await db
      .selectFrom('tag')
      .select(['id', 'question_count'])
      .where('status', '=', TAG_STATUS.available)
      .where((w) => w.or([w('id', '=', main), w('main_tag_id', '=', main)]))
      .execute();
    filter.tagIds = synonyms.map((row) => row.id);
    filter.tagQuestions = synonyms.reduce((sum, row) => sum + num(row.question_count), 0);
  }
  return filter;
}

/** Which question statuses a list shows to everyone: closed ones too, except among the unanswered. */
const shownStatuses = (order: QuestionOrder): number[] => (order === 'unanswered' ? [QUESTION_STATUS.available] : [QUESTION_STATUS.available, QUESTION_STATUS.closed]);

/**
 * The questions of a list, `statuses` deciding which: the shown ones, or (`viewer`) also the
 * viewer's own questions waiting for review. Every filter is a plain condition on the row, so the
 * databases can walk the index of the list's order and stop after the page.
 */
function filtered(db: Db, filter: ListFilter, now: number, statuses: { shown: number[]; pendingOf?: string }, use: 'page' | 'count'): QuestionQuery {
  const { query } = filter;
  // unlisted questions stay reachable by their address only
  let q: QuestionQuery = db.selectFrom('question').where('question.show', '!=', SHOW.unlisted);
  const { shown, pendingOf } = statuses;
  if (pendingOf && shown.length > 0) {
    q = q.where((w) => w.or([w('question.status', 'in', shown), w.and([w('question.status', '=', QUESTION_STATUS.pending), w('question.user_id', '=', pendingOf)])]));
  } else if (pendingOf) {
    q = q.where('question.status', '=', QUESTION_STATUS.pending).where('question.user_id', '=', pendingOf);
  } else {
    q = q.where('question.status', 'in', shown);
  }
  const smallTag = filter.tagIds !== undefined && (filter.tagQuestions ?? 0) < BIG_TAG_QUESTIONS;
  if (query.order === 'unanswered') {
    // a small tag's page starts from its few questions: `+ 0` keeps the planner off the answer_count index
    q = use === 'page' && smallTag ? q.where(sql<number>`${sql.ref('question.answer_count')} + 0`, '=', 0) : q.where('question.answer_count', '=', 0);
  }
  if (query.linkedTo) {
    const target = query.linkedTo;
    q = q.where('question.id', 'in', (eb) =>
      eb.selectFrom('question_link').select('question_link.from_question_id').where('question_link.to_question_id', '=', target).where('question_link.status', '=', LINK_STATUS.available),
    );
  }
  const inDays = query.inDays && query.inDays > 0 ? query.inDays : 0;
  if (query.order === 'active') {
    q = q
      .where('question.created_at', '>=', now - (inDays || ACTIVE_CREATED_DAYS) * DAY)
      .where('question.post_update_time', '>=', now - ACTIVE_UPDATED_DAYS * DAY);
  } else if (query.order === 'hot') {
    // on a page, `+ 0`: the window (weeks of questions) must not tempt a planner with statistics
    // away from walking the hot index, where the window's questions come first anyway
    const since = now - (inDays || HOT_DAYS) * DAY;
    q = use === 'page' ? q.where(sql<number>`${sql.ref('question.created_at')} + 0`, '>=', since) : q.where('question.created_at', '>=', since);
  } else if (inDays) {
    q = q.where('question.created_at', '>=', now - inDays * DAY);
  }
  if (filter.userId) q = q.where('question.user_id', '=', filter.userId);
  if (filter.tagIds) {
    const tagIds = filter.tagIds;
    if (tagIds.length === 0) return q.where(sql<boolean>`1 = 0`);
    const tagRels = (eb: ExpressionBuilder<QuestionsTables, 'question'>) =>
      eb.selectFrom('tag_rel').where('tag_rel.tag_id', 'in', tagIds).where('tag_rel.status', '=', TAG_REL_STATUS.available);
    // A page of a big tag probes each question read in the order's index (`tag_rel` (object_id, tag_id)).
    // Counted, not EXISTS: MariaDB turns EXISTS into a join from tag_rel and sorts all the tag's questions.
    q =
      use === 'page' && !smallTag
        ? q.where((eb) => eb(tagRels(eb).select((sub) => sub.fn.countAll().as('tagged')).whereRef('tag_rel.object_id', '=', 'question.id'), '>', 0))
        : q.where('question.id', 'in', (eb) => tagRels(eb).select('tag_rel.object_id'));
  }
  return q;
}

const countOf = async (q: QuestionQuery) => num((await q.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst())?.count);

/** How many of the viewer's own questions waiting for review the list holds (through the user index: usually none). */
const ownPendingCount = (db: Db, filter: ListFilter, now: number, viewerId: string | undefined): Promise<number> =>
  viewerId ? countOf(filtered(db, filter, now, { shown: [], pendingOf: viewerId }, 'count')) : Promise.resolve(0);

/** The total of a list: what every viewer sees alike is kept in `counts`; `own` (the viewer's waiting questions) is added. */
async function listCount(db: Db, filter: ListFilter, now: number, counts: ListCounts | undefined, own: number): Promise<number> {
  const { query } = filter;
  const shared = () => {
    const q = filtered(db, filter, now, { shown: shownStatuses(query.order) }, 'count');
    // `pin IN (1, 2)` is every question; it lets a window on created_at use the (pin, created_at) index as two ranges
    return countOf(windowed(query) ? q.where('question.pin', 'in', [PIN.unpinned, PIN.pinned]) : q);
  };
  const key = countKey(filter);
  const total = counts ? await counts.get(key, { unanswered: query.order === 'unanswered', linked: Boolean(query.linkedTo) }, shared) : await shared();
  return total + own;
}

/** Whether a list looks only at questions asked in the last days. */
const windowed = (query: QuestionPageQuery): boolean => query.order === 'active' || query.order === 'hot' || (query.inDays ?? 0) > 0;

/** The filter of a list's total: orders that filter alike (newest, score, frequent...) share it. */
function countKey(filter: ListFilter): string {
  const { query } = filter;
  const window = query.order === 'active' || query.order === 'hot' || query.order === 'unanswered' ? query.order : 'all';
  return JSON.stringify([window, query.inDays ?? 0, query.linkedTo ?? '', filter.userId ?? '', filter.tagIds ?? null]);
}

function ordered<O>(q: SelectQueryBuilder<QuestionsTables, 'question', O>, order: QuestionOrder) {
  const pinned = q.orderBy('question.pin', 'desc');
  switch (order) {
    case 'active':
      return pinned.orderBy('question.post_update_time', 'desc').orderBy('question.updated_at', 'desc').orderBy('question.id', 'desc');
    case 'hot':
      return pinned.orderBy('question.hot_score', 'desc').orderBy('question.created_at', 'desc').orderBy('question.id', 'desc');
    case 'score':
      return pinned.orderBy('question.vote_count', 'desc').orderBy('question.view_count', 'desc').orderBy('question.id', 'desc');
    case 'frequent':
      return pinned.orderBy('question.linked_count', 'desc').orderBy('question.updated_at', 'desc').orderBy('question.id', 'desc');
    default:
      return pinned.orderBy('question.created_at', 'desc').orderBy('question.id', 'desc');
  }
}

async function operatorsOf(queries: QueryAsker, userIds: string[]): Promise<Map<string, OperatorResp>> {
  const byId = new Map<string, OperatorResp>();
  for (const [id, user] of await usersByIds(queries, userIds)) {
    byId.set(id, { id, username: user.username, rank: user.rank, display_name: user.display_name, status: user.status, avatar: user.avatar });
  }
  return byId;
}

/** A page of a list and its total; `counts` keeps totals between requests (none: counted each time). */
export async function questionPage(
  db: Db,
  queries: QueryAsker,
  query: QuestionPageQuery,
  counts?: ListCounts,
  now = Math.floor(Date.now() / 1000),
): Promise<{ count: number; list: QuestionPageResp[] }> {
  const filter = await resolveFilter(db, query);
  if (!filter) return { count: 0, list: [] };
  const own = await ownPendingCount(db, filter, now, query.viewerId);
  // the viewer's waiting questions join the list only when there are some: an OR on the status
  // would keep the databases from walking the order's index for everyone else
  const statuses = { shown: shownStatuses(query.order), pendingOf: own > 0 ? query.viewerId : undefined };
  // the page's ids first, then their rows: a list sorted in memory (a small tag's) sorts ids, not bodies
  const [count, ids] = await Promise.all([
    listCount(db, filter, now, counts, own),
    ordered(filtered(db, filter, now, statuses, 'page').select('question.id'), query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  if (ids.length === 0) return { count, list: [] };
  const byId = new Map((await db.selectFrom('question').selectAll().where('id', 'in', ids.map((row) => row.id)).execute()).map((row) => [row.id, row]));
  const rows = ids.map((row) => byId.get(row.id)).filter((row): row is Row => row !== undefined);
  return { count, list: await pageItems(db, queries, rows, query.order) };
}

type Row = Selectable<QuestionTable>;

/** The last answers of `rows` (author and time), for the `active` order's "answered" items. */
async function lastAnswers(db: Db, rows: Row[]): Promise<Map<string, { userId: string; at: number }>> {
  const ids = rows.map((row) => row.last_answer_id).filter((id) => id && id !== '0');
  const byId = new Map<string, { userId: string; at: number }>();
  if (ids.length === 0) return byId;
  for (const answer of await withAnswers(db).selectFrom('answer').select(['id', 'user_id', 'created_at']).where('id', 'in', ids).execute()) {
    byId.set(answer.id, { userId: answer.user_id, at: num(answer.created_at) });
  }
  return byId;
}

/** What happened last to a list item: asked, or (in the `active` order) answered or modified, whichever is later. */
function lastOperation(row: Row, order: QuestionOrder, answer: { userId: string; at: number } | undefined): { type: QuestionPageResp['operation_type']; at: number; userId: string } {
  const asked = { type: 'asked' as const, at: num(row.created_at), userId: row.user_id };
  if (order !== 'active') return asked;
  const edited = row.last_edit_user_id !== '0' && num(row.post_update_time) > num(row.created_at) ? { type: 'modified' as const, at: num(row.post_update_time), userId: row.last_edit_user_id } : null;
  const answered = answer ? { type: 'answered' as const, at: answer.at, userId: answer.userId } : null;
  if (edited && answered) return answered.at >= edited.at ? answered : edited;
  return answered ?? edited ?? asked;
}

/** Question rows as Answer's `QuestionPageResp` items, with their tags and who acted last (`queries` answers who they are). */
export async function pageItems(db: Db, queries: QueryAsker, rows: Row[], order: QuestionOrder): Promise<QuestionPageResp[]> {
  const answers = order === 'active' ? await lastAnswers(db, rows) : new Map<string, { userId: string; at: number }>();
  const operations = rows.map((row) => lastOperation(row, order, answers.get(row.last_answer_id)));
  const [tags, operators] = await Promise.all([
    tagsOf(
      db,
      rows.map((row) => row.id),
    ),
    operatorsOf(
      queries,
      operations.map((operation) => operation.userId),
    ),
  ]);
  return rows.map((row, index): QuestionPageResp => {
    const operation = operations[index];
    return {
      ...summaryOf(row),
      created_at: num(row.created_at),
      tags: tags.get(row.id) ?? [],
      operated_at: operation.at,
      operation_type: operation.type,
      operator: operators.get(operation.userId),
    };
  });
}
