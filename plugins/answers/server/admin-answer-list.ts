/**
 * The admin's answer list (`GET /answer/admin/api/answer/page`) in Answer's `AdminAnswerInfo`
 * shape (an excerpt of the answer, its question's title), with the status as a word and the
 * question's slug so the page can link to the answer.
 */
import { contentIdOf, OBJECT_TYPE, usersByIds, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { asNumber, type AnswersDb } from './db';
import { ADOPTED, ANSWER_STATUS, type AnswersTables } from './tables';

/** The filter words of the admin list (Answer's UI says `normal`, its description `available`). */
export const ADMIN_ANSWER_STATUS = {
  normal: ANSWER_STATUS.available,
  available: ANSWER_STATUS.available,
  deleted: ANSWER_STATUS.deleted,
  pending: ANSWER_STATUS.pending,
} as const;

export type AdminAnswerStatusWord = keyof typeof ADMIN_ANSWER_STATUS;

const STATUS_WORD: Record<number, string> = { [ANSWER_STATUS.available]: 'available', [ANSWER_STATUS.deleted]: 'deleted', [ANSWER_STATUS.pending]: 'pending' };

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** Characters of the answer's text the list shows (Answer's excerpt length). */
const EXCERPT_LENGTH = 240;

export interface AdminAnswerQuery {
  page: number;
  pageSize: number;
  status: number;
  /** Only the answers of this question (long id). */
  questionId?: string;
  /** `answer:<id>`, a bare answer id (long or short), or words of the question's title or the answer. */
  query?: string;
}

/** Answer's `AdminAnswerInfo`, with `status` and the question's `url_title`. */
export interface AdminAnswerInfo {
  id: string;
  question_id: string;
  description: string;
  create_time: number;
  update_time: number;
  /** 2 accepted, 1 not (Answer's values). */
  accepted: number;
  vote_count: number;
  status: string;
  user_info: UserBasicInfo | null;
  question_info: { title: string; url_title: string };
}

type Builder = ExpressionBuilder<AnswersTables, 'answer' | 'question'>;

type Search = { kind: 'id'; id: string } | { kind: 'text'; text: string; id: string | null };

export function parseAnswerSearch(raw: string | undefined): Search | null {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  const prefixed = /^answer:\s*(.*)$/i.exec(text);
  // an id that names no answer matches nothing, as in Answer
  if (prefixed) return { kind: 'id', id: contentIdOf(prefixed[1].trim(), OBJECT_TYPE.answer) ?? '0' };
  return { kind: 'text', text, id: contentIdOf(text, OBJECT_TYPE.answer) };
}

/** `lower(column) LIKE %text% ESCAPE '!'`: the text literally, any case, on every database. */
function contains(column: 'question.title' | 'answer.original_text', text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
}

function filters(eb: Builder, query: AdminAnswerQuery, search: Search | null): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('answer.status', '=', query.status)];
  if (query.questionId) conditions.push(eb('answer.question_id', '=', query.questionId));
  if (search?.kind === 'id') conditions.push(eb('answer.id', '=', search.id));
  if (search?.kind === 'text') {
    const words = [contains('question.title', search.text), contains('answer.original_text', search.text)];
    conditions.push(eb.or(search.id ? [eb('answer.id', '=', search.id), ...words] : words));
  }
  return eb.and(conditions);
}

/** One page, newest first, with the total of the filter. */
export async function adminAnswerPage(db: AnswersDb, queries: QueryAsker, query: AdminAnswerQuery): Promise<{ count: number; list: AdminAnswerInfo[] }> {
  const search = parseAnswerSearch(query.query);
  const matching = db
    .selectFrom('answer')
    .innerJoin('question', 'question.id', 'answer.question_id')
    .where((eb) => filters(eb, query, search));
  const total = await matching.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const rows = await matching
    .select(['answer.id', 'answer.question_id', 'answer.user_id', 'answer.parsed_text', 'answer.created_at', 'answer.updated_at', 'answer.adopted', 'answer.vote_count', 'answer.status', 'question.title'])
    .orderBy('answer.created_at', 'desc')
    .orderBy('answer.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const users = await usersByIds(queries, rows.map((row) => row.user_id));
  return {
    count: asNumber(total?.count),
    list: rows.map((row) => ({
      id: row.id,
      question_id: row.question_id,
      description: excerpt(row.parsed_text),
      create_time: asNumber(row.created_at),
      update_time: asNumber(row.updated_at),
      accepted: asNumber(row.adopted) === ADOPTED.yes ? ADOPTED.yes : ADOPTED.no,
      vote_count: asNumber(row.vote_count),
      status: STATUS_WORD[asNumber(row.status)] ?? 'available',
      user_info: users.get(row.user_id) ?? null,
      question_info: { title: row.title, url_title: slugOf(row.title) },
    })),
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The rendered answer as plain text, cut at 240 characters with `...`, as Answer's list shows it. */
export function excerpt(html: string): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}...` : text;
}

/** The question's slug as its permalink shows it (letters and digits joined by dashes). */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return Array.from(slug).slice(0, 150).join('').replace(/-+$/, '') || 'topic';
}
