/** `GET /question/page`: the public question lists, newest first by default, pinned questions leading. */
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { usersByIds, type QueryAsker } from '@answer/sdk/server';
import { toNumber as num, withAnswers } from './db';
import { summaryOf, type QuestionSummary } from './question-summary';
import { LINK_STATUS, QUESTION_STATUS, SHOW, TAG_REL_STATUS, TAG_STATUS, type QuestionsTables, type QuestionTable } from './tables';
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

/** The visibility and order filters of a list, shared by the count and the page query. */
async function filtered(db: Db, query: QuestionPageQuery, now: number): Promise<QuestionQuery | null> {
  // unlisted questions stay reachable by their address only
  let q: QuestionQuery = db.selectFrom('question').where('question.show', '!=', SHOW.unlisted);
  // deleted (10) never appear; pending (11) only to their author; closed ones except among the unanswered
  const shown: number[] = query.order === 'unanswered' ? [QUESTION_STATUS.available] : [QUESTION_STATUS.available, QUESTION_STATUS.closed];
  const viewer = query.viewerId;
  q = viewer
    ? q.where((w) => w.or([w('question.status', 'in', shown), w.and([w('question.status', '=', QUESTION_STATUS.pending), w('question.user_id', '=', viewer)])]))
    : q.where('question.status', 'in', shown);
  if (query.order === 'unanswered') q = q.where('question.answer_count', '=', 0);
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
    q = q.where('question.created_at', '>=', now - (inDays || HOT_DAYS) * DAY);
  } else if (inDays) {
    q = q.where('question.created_at', '>=', now - inDays * DAY);
  }
  if (query.username) {
    const user = await db.selectFrom('user').select('id').where('username', '=', query.username).executeTakeFirst();
    if (!user) return null;
    q = q.where('question.user_id', '=', String(user.id));
  }
  if (query.tag) {
    const tag = await db.selectFrom('tag').select(['id', 'main_tag_id']).where('slug_name', '=', query.tag.toLowerCase()).where('status', '=', TAG_STATUS.available).executeTakeFirst();
    if (!tag) return null;
    // a tag and its synonyms are one subject: asking for any of them lists the questions of all
    const main = tag.main_tag_id && tag.main_tag_id !== '0' ? tag.main_tag_id : tag.id;
    q = q.where('question.id', 'in', (eb) =>
      eb
        .selectFrom('tag_rel')
        .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
        .select('tag_rel.object_id')
        .where('tag_rel.status', '=', TAG_REL_STATUS.available)
        .where('tag.status', '=', TAG_STATUS.available)
        .where((w) => w.or([w('tag.id', '=', main), w('tag.main_tag_id', '=', main)])),
    );
  }
  return q;
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

export async function questionPage(db: Db, queries: QueryAsker, query: QuestionPageQuery, now = Math.floor(Date.now() / 1000)): Promise<{ count: number; list: QuestionPageResp[] }> {
  const base = await filtered(db, query, now);
  if (!base) return { count: 0, list: [] };
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const count = num(counted?.count);
  const rows = await ordered(base.selectAll('question'), query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();

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
