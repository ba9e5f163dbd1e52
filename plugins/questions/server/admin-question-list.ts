/**
 * The admin's question list (`GET /answer/admin/api/question/page`) in Answer's `AdminQuestionInfo`
 * shape, with the status as a word and the slug beside it so the page can link to the question.
 * Every question of the chosen status is listed, unlisted and pinned ones included.
 */
import { contentIdOf, OBJECT_TYPE, urlTitle, usersByIds, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { toNumber, type QuestionsDb } from './db';
import { likePattern, lowerLike } from './like';
import type { QuestionRow } from './question-read';
import { QUESTION_STATUS, type QuestionsTables } from './tables';

/** The filter words of the admin list (Answer's UI says `normal`, its description `available`). */
export const ADMIN_QUESTION_STATUS = {
  normal: QUESTION_STATUS.available,
  available: QUESTION_STATUS.available,
  closed: QUESTION_STATUS.closed,
  deleted: QUESTION_STATUS.deleted,
  pending: QUESTION_STATUS.pending,
} as const;

export type AdminQuestionStatusWord = keyof typeof ADMIN_QUESTION_STATUS;

const STATUS_WORD: Record<number, string> = {
  [QUESTION_STATUS.available]: 'available',
  [QUESTION_STATUS.closed]: 'closed',
  [QUESTION_STATUS.deleted]: 'deleted',
  [QUESTION_STATUS.pending]: 'pending',
};

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export interface AdminQuestionQuery {
  page: number;
  pageSize: number;
  status: number;
  /** `question:<id>`, a bare question id (long or short), `user:<username>`, or words of the title or body. */
  query?: string;
}

/** Answer's `AdminQuestionInfo`, with `status`, `url_title` and `pin` as the admin page uses them. */
export interface AdminQuestionInfo {
  id: string;
  title: string;
  url_title: string;
  vote_count: number;
  answer_count: number;
  show: number;
  pin: number;
  accepted_answer_id: string;
  create_time: number;
  update_time: number;
  edit_time: number;
  status: string;
  user_info: UserBasicInfo | null;
}

type Builder = ExpressionBuilder<QuestionsTables, 'question'>;

/** What the search box asked for. */
type Search = { kind: 'id'; id: string } | { kind: 'user'; username: string } | { kind: 'text'; text: string; id: string | null };

/** The search with a username resolved to the member's id ('0' for nobody, matching nothing). */
type ResolvedSearch = { kind: 'id'; id: string } | { kind: 'author'; userId: string } | { kind: 'text'; text: string; id: string | null };

async function resolveSearch(db: QuestionsDb, search: Search | null): Promise<ResolvedSearch | null> {
  if (search?.kind !== 'user') return search;
  const user = await db.selectFrom('user').select('id').where('username', '=', search.username).executeTakeFirst();
  return { kind: 'author', userId: user ? String(user.id) : '0' };
}

export function parseQuestionSearch(raw: string | undefined): Search | null {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  const prefixed = /^(question|user):\s*(.*)$/i.exec(text);
  if (prefixed) {
    const value = prefixed[2].trim();
    if (prefixed[1].toLowerCase() === 'user') return { kind: 'user', username: value.replace(/^@/, '') };
    // an id that names no question matches nothing, as in Answer
    return { kind: 'id', id: contentIdOf(value, OBJECT_TYPE.question) ?? '0' };
  }
  // a bare id finds its question, and the words still find titles that happen to contain it
  return { kind: 'text', text, id: contentIdOf(text, OBJECT_TYPE.question) };
}

function searchFilter(eb: Builder, search: ResolvedSearch): Expression<SqlBool> {
  if (search.kind === 'id') return eb('question.id', '=', search.id);
  if (search.kind === 'author') return eb('question.user_id', '=', search.userId);
  const pattern = likePattern(search.text, 'contains');
  const words = [lowerLike('question.title', pattern), lowerLike('question.original_text', pattern)];
  return eb.or(search.id ? [eb('question.id', '=', search.id), ...words] : words);
}

/** One page, newest first, with the total of the filter. */
export async function adminQuestionPage(db: QuestionsDb, queries: QueryAsker, query: AdminQuestionQuery): Promise<{ count: number; list: AdminQuestionInfo[] }> {
  const search = await resolveSearch(db, parseQuestionSearch(query.query));
  const matching = db.selectFrom('question').where((eb) => {
    const conditions: Expression<SqlBool>[] = [eb('question.status', '=', query.status)];
    if (search) conditions.push(searchFilter(eb, search));
    return eb.and(conditions);
  });
  const total = await matching.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const rows = await matching
    .selectAll('question')
    .orderBy('question.created_at', 'desc')
    .orderBy('question.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const users = await usersByIds(queries, rows.map((row) => row.user_id));
  return { count: toNumber(total?.count), list: rows.map((row) => adminQuestionInfo(row, users.get(row.user_id) ?? null)) };
}

function adminQuestionInfo(row: QuestionRow, user: UserBasicInfo | null): AdminQuestionInfo {
  return {
    id: row.id,
    title: row.title,
    url_title: urlTitle(row.title),
    vote_count: toNumber(row.vote_count),
    answer_count: toNumber(row.answer_count),
    show: toNumber(row.show),
    pin: toNumber(row.pin),
    accepted_answer_id: row.accepted_answer_id || '0',
    create_time: toNumber(row.created_at),
    update_time: toNumber(row.post_update_time),
    edit_time: toNumber(row.updated_at),
    status: STATUS_WORD[toNumber(row.status)] ?? 'available',
    user_info: user,
  };
}
