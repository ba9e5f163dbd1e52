import { questionTags, urlTitle, type QueryAsker, type QuestionTag } from '@answer/sdk/server';
/**
 * A member's questions: the profile's list (`GET /personal/question/page`) and the overview's top
 * five by score (`GET /personal/qa/top`), as Answer's `UserQuestionInfo`. Deleted questions are
 * never listed. Unlisted ones show to the member and staff only; questions waiting for review
 * only to them, and only in the list. Pinned questions lead, as in every question list.
 */
import type { SelectQueryBuilder } from 'kysely';
import { toNumber, type UsersDb } from './db';
import { pageOf, type Page, type PageRequest } from './paging';
import { POST_STATUS, SHOW, type UsersTables } from './tables';

export const PERSONAL_ORDERS = ['newest', 'active', 'hot', 'score', 'unanswered'] as const;
export type PersonalOrder = (typeof PERSONAL_ORDERS)[number];

export interface UserQuestionInfo {
  question_id: string;
  title: string;
  url_title: string;
  vote_count: number;
  tags: QuestionTag[];
  view_count: number;
  answer_count: number;
  collection_count: number;
  created_at: number;
  accepted_answer_id: string;
  /** `available`, `closed` or `pending` */
  status: string;
}

const STATUS_NAME: Readonly<Record<number, string>> = { [POST_STATUS.available]: 'available', [POST_STATUS.closed]: 'closed', [POST_STATUS.deleted]: 'deleted', [POST_STATUS.pending]: 'pending' };

const DAY = 24 * 60 * 60;
/** Answer's windows: `active` looks at questions asked within 180 days and touched within 90, `hot` at those asked within 90. */
const ACTIVE_CREATED_DAYS = 180;
const ACTIVE_UPDATED_DAYS = 90;
const HOT_DAYS = 90;

export const TOP_COUNT = 5;

export interface QuestionFilter {
  memberId: string;
  /** the member or staff: unlisted questions too */
  seesAll: boolean;
  /** questions waiting for review too (the member's own list, for them and staff) */
  withPending: boolean;
  order: PersonalOrder;
}

type QuestionQuery = SelectQueryBuilder<UsersTables, 'question', object>;

function filtered(db: UsersDb, filter: QuestionFilter, now: number): QuestionQuery {
  const statuses: number[] = filter.order === 'unanswered' ? [POST_STATUS.available] : [POST_STATUS.available, POST_STATUS.closed];
  if (filter.withPending) statuses.push(POST_STATUS.pending);
  let q: QuestionQuery = db.selectFrom('question').where('user_id', '=', filter.memberId).where('status', 'in', statuses);
  if (!filter.seesAll) q = q.where('show', '=', SHOW.listed);
  if (filter.order === 'unanswered') q = q.where('answer_count', '=', 0);
  if (filter.order === 'active') q = q.where('created_at', '>', now - ACTIVE_CREATED_DAYS * DAY).where('post_update_time', '>', now - ACTIVE_UPDATED_DAYS * DAY);
  if (filter.order === 'hot') q = q.where('created_at', '>', now - HOT_DAYS * DAY);
  return q;
}

function ordered<O>(q: SelectQueryBuilder<UsersTables, 'question', O>, order: PersonalOrder) {
  const pinned = q.orderBy('pin', 'desc');
  switch (order) {
    case 'score':
      return pinned.orderBy('vote_count', 'desc').orderBy('view_count', 'desc').orderBy('id', 'desc');
    case 'active':
      return pinned.orderBy('post_update_time', 'desc').orderBy('updated_at', 'desc').orderBy('id', 'desc');
    case 'hot':
      return pinned.orderBy('hot_score', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc');
    default:
      return pinned.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
}

const COLUMNS = ['id', 'title', 'vote_count', 'view_count', 'answer_count', 'collection_count', 'created_at', 'accepted_answer_id', 'status'] as const;

/**
 * One page in two steps: its ids from the member's index (questions plugin,
 * `question_user_list_idx`), which holds every column the filters and the usual orders read, then
 * only those rows, so a prolific member's page costs what anyone's does.
 */
async function rowsOf(db: UsersDb, filter: QuestionFilter, now: number, limit: number, offset: number, queries: QueryAsker): Promise<UserQuestionInfo[]> {
  const ids = (await ordered(filtered(db, filter, now).select('id'), filter.order).limit(limit).offset(offset).execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  const found = new Map((await db.selectFrom('question').select([...COLUMNS]).where('id', 'in', ids).execute()).map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => found.get(id) ?? []);
  const tags = await questionTags(queries, ids);
  return rows.map((row) => ({
    question_id: row.id,
    title: row.title,
    url_title: urlTitle(row.title),
    vote_count: toNumber(row.vote_count),
    tags: tags.get(row.id) ?? [],
    view_count: toNumber(row.view_count),
    answer_count: toNumber(row.answer_count),
    collection_count: toNumber(row.collection_count),
    created_at: toNumber(row.created_at),
    accepted_answer_id: row.accepted_answer_id,
    status: STATUS_NAME[toNumber(row.status)] ?? '',
  }));
}

/** How many questions of the member the profile counts (`question_count`): listed and closed ones, unlisted too for `seesAll`. */
export async function questionCount(db: UsersDb, memberId: string, seesAll: boolean): Promise<number> {
  const q = filtered(db, { memberId, seesAll, withPending: false, order: 'newest' }, 0);
  return toNumber((await q.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst())?.count);
}

export async function questionPage(db: UsersDb, filter: QuestionFilter, request: PageRequest, queries: QueryAsker): Promise<Page<UserQuestionInfo>> {
  const now = Math.floor(Date.now() / 1000);
  const count = toNumber((await filtered(db, filter, now).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst())?.count);
  return pageOf(count, request, (limit, offset) => rowsOf(db, filter, now, limit, offset, queries), (rows) => rows);
}

/** The member's best five by score (`GET /personal/qa/top`); never their waiting questions. */
export function topQuestions(db: UsersDb, memberId: string, seesAll: boolean, queries: QueryAsker): Promise<UserQuestionInfo[]> {
  return rowsOf(db, { memberId, seesAll, withPending: false, order: 'score' }, Math.floor(Date.now() / 1000), TOP_COUNT, 0, queries);
}
