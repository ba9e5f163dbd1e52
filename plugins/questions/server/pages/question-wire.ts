/**
 * What the question page reads besides the question: the answers plugin's `GET /answer/page` and the
 * comments plugin's `GET /comment/page`, as the browser's answers section and comment footers ask
 * them on first load. Plugins do not import each other: the fields the page shows are named here,
 * in Answer 1.7's shapes, and the queries repeat the other plugins' first reads (kept in step by
 * the API tests, which check the browser takes every read over).
 */
import type { MemberLabel } from './markup';

/** An author as `AnswerInfo` and `QuestionInfo` carry one (`UserBasicInfo`). */
export interface PostAuthor extends MemberLabel {
  id: string;
  avatar: string;
  rank: number;
}

/** The fields of Answer's `AnswerInfo` the page shows. */
export interface AnswerItem {
  id: string;
  question_id: string;
  html: string;
  create_time: number;
  update_time: number;
  /** 2 when accepted */
  accepted: number;
  status: number;
  vote_count: number;
  user_info: PostAuthor | null;
  update_user_info?: PostAuthor;
}

export interface AnswerPageData {
  count: number;
  list: AnswerItem[];
}

export const ANSWER_ACCEPTED = 2;

/** The answers section's sort orders in the order of its tabs (the answers plugin's `ORDER_TABS`); `default` is by score. */
export const ANSWER_ORDERS = [
  { order: 'default', labelKey: 'server_page.answer_order.score' },
  { order: 'created', labelKey: 'server_page.answer_order.newest' },
  { order: 'updated', labelKey: 'server_page.answer_order.active' },
] as const;
export type AnswerOrder = (typeof ANSWER_ORDERS)[number]['order'];

/** Answers per page of the answers section. */
export const ANSWER_PAGE_SIZE = 15;

export interface AnswerListPosition {
  order: AnswerOrder;
  page: number;
}

/** The answers section's position in the page's address (`?order=created&page=2`); anything unknown is the first page by score. */
export function answerListPosition(query: URLSearchParams): AnswerListPosition {
  const order = query.get('order');
  const page = Number(query.get('page'));
  return { order: order === 'created' || order === 'updated' ? order : 'default', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query of another position, the address's other values kept; a new order starts at its first page. */
export function answerListQuery(query: URLSearchParams, next: Partial<AnswerListPosition>): string {
  const out = new URLSearchParams(query);
  const current = answerListPosition(query);
  const order = next.order ?? current.order;
  const page = next.order !== undefined && next.order !== current.order ? 1 : (next.page ?? current.page);
  if (order === 'default') out.delete('order');
  else out.set('order', order);
  if (page > 1) out.set('page', String(page));
  else out.delete('page');
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** The fields of Answer's `GetCommentResp` the page shows. */
export interface CommentItem {
  comment_id: string;
  created_at: number;
  parsed_text: string;
  username: string;
  user_display_name: string;
  user_status: string;
  reply_username: string;
  reply_user_display_name: string;
  reply_user_status: string;
}

export interface CommentPageData {
  count: number;
  list: CommentItem[];
}

/** Comments shown under each post before "show more" (the comments plugin's first page). */
export const FIRST_COMMENTS = 3;
