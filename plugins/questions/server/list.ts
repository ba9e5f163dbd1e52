/** `GET /question/page`: the public question lists, newest first by default, pinned questions leading. */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { toNumber as num } from './db';
import { summaryOf, type QuestionSummary } from './question-summary';
import { QUESTION_STATUS, SHOW, type QuestionsTables } from './tables';
import { tagsOf, type TagResp } from './tag-read';
import { usersByIds } from './users';

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
  let q: QuestionQuery = db.selectFrom('question').where('question.show', '!=', SHOW.unlisted);
  if (query.order === 'unanswered') {
    q = q.where('question.status', '=', QUESTION_STATUS.available).where('question.answer_count', '=', 0);
  } else {
    // deleted (10) and pending (11) never appear in public lists; closed ones do
    q = q.where('question.status', 'in', [QUESTION_STATUS.available, QUESTION_STATUS.closed]);
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
    const slug = query.tag.toLowerCase();
    // a synonym's questions count as the main tag's, so both slugs match
    q = q.where('question.id', 'in', (eb) =>
      eb
        .selectFrom('tag_rel')
        .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
        .select('tag_rel.object_id')
        .where('tag_rel.status', '=', 1)
        .where('tag.status', '=', 1)
        .where((w) => w.or([w('tag.slug_name', '=', slug), w('tag.main_tag_slug_name', '=', slug)])),
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

async function operatorsOf(db: Db, userIds: string[]): Promise<Map<string, OperatorResp>> {
  const byId = new Map<string, OperatorResp>();
  for (const [id, user] of await usersByIds(db, userIds)) {
    byId.set(id, { id, username: user.username, rank: user.rank, display_name: user.display_name, status: user.status, avatar: user.avatar });
  }
  return byId;
}

export async function questionPage(db: Db, query: QuestionPageQuery, now = Math.floor(Date.now() / 1000)): Promise<{ count: number; list: QuestionPageResp[] }> {
  const base = await filtered(db, query, now);
  if (!base) return { count: 0, list: [] };
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const count = num(counted?.count);
  const rows = await ordered(base.selectAll('question'), query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();

  const ids = rows.map((row) => row.id);
  const modified = (row: (typeof rows)[number]) =>
    query.order === 'active' && row.last_edit_user_id !== '0' && num(row.post_update_time) > num(row.created_at);
  const [tags, operators] = await Promise.all([
    tagsOf(db, ids),
    operatorsOf(db, rows.map((row) => (modified(row) ? row.last_edit_user_id : row.user_id))),
  ]);

  const list = rows.map((row): QuestionPageResp => {
    const isModified = modified(row);
    return {
      ...summaryOf(row),
      created_at: num(row.created_at),
      tags: tags.get(row.id) ?? [],
      operated_at: isModified ? num(row.post_update_time) : num(row.created_at),
      operation_type: isModified ? 'modified' : 'asked',
      operator: operators.get(isModified ? row.last_edit_user_id : row.user_id),
    };
  });
  return { count, list };
}
