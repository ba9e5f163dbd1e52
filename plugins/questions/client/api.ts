import { API_BASE, type HttpClient } from '@answer/sdk';
import { PAGE_SIZE, type ListOrder } from '../shared/list-queries';

export interface TagItem {
  slug_name: string;
  display_name: string;
}

export interface QuestionItem {
  id: string;
  title: string;
  url_title: string;
  description: string;
  created_at: number;
  pin: number;
  status: number;
  tags: TagItem[];
  view_count: number;
  vote_count: number;
  answer_count: number;
  accepted_answer_id: string;
  operated_at: number;
  operation_type: 'asked' | 'answered' | 'modified';
  /** `avatar` is the picture's URL ('' for none), `status` `deleted` for a removed account. */
  operator?: { id: string; username: string; display_name: string; avatar?: string; status?: string };
}

export interface QuestionPage {
  count: number;
  list: QuestionItem[];
}

// the server-rendered list asks with the same values
export { LIST_ORDERS, PAGE_SIZE, type ListOrder } from '../shared/list-queries';

/** The orders of a tag's question list, as Answer's tag page offers them (no `hot`). */
export const TAG_LIST_ORDERS = ['newest', 'active', 'unanswered', 'frequent', 'score'] as const satisfies readonly ListOrder[];

/** A page past the end answers 404, which shows the kernel's 404 page. */
export const fetchQuestionPage = (http: HttpClient, page: number, order: ListOrder, tag: string, signal?: AbortSignal) =>
  http.get<QuestionPage>(`${API_BASE}/question/page`, { query: { page, page_size: PAGE_SIZE, order, tag: tag || undefined }, allow404: true, signal });
