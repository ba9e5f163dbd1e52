/** The admin calls behind `/admin/answers`: the list, status changes and removing deleted ones for good. */
import { ADMIN_API_BASE, type HttpClient } from '@answer/sdk';
import type { AdminAnswerInfo } from '../../server/admin-answer-list';

export type { AdminAnswerInfo };

/** The list's filters, in the order of Answer's admin page. */
export const ANSWER_FILTERS = ['normal', 'pending', 'deleted'] as const;
export type AnswerFilter = (typeof ANSWER_FILTERS)[number];

export interface AdminAnswerPage {
  count: number;
  list: AdminAnswerInfo[];
}

export interface AdminAnswerParams {
  page: number;
  page_size: number;
  status: AnswerFilter;
  query?: string;
  question_id?: string;
}

export const listAdminAnswers = (http: HttpClient, params: AdminAnswerParams) => http.get<AdminAnswerPage>(`${ADMIN_API_BASE}/answer/page`, { query: { ...params } });

export const changeAnswerStatus = (http: HttpClient, answerId: string, status: 'available' | 'deleted') => http.put<null>(`${ADMIN_API_BASE}/answer/status`, { answer_id: answerId, status });

export const deleteAnswersPermanently = (http: HttpClient) => http.delete<null>(`${ADMIN_API_BASE}/delete/permanently`, { type: 'answers' });
