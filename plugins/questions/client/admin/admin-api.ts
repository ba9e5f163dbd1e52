/** The admin calls behind `/admin/questions`: the list, status changes and removing deleted ones for good. */
import { ADMIN_API_BASE, type HttpClient } from '@answer/sdk';
import type { AdminQuestionInfo } from '../../server/admin-question-list';

export type { AdminQuestionInfo };

/** The list's filters, in the order of Answer's admin page. */
export const QUESTION_FILTERS = ['normal', 'pending', 'closed', 'deleted'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

/** What a status change asks for (Answer's AdminUpdateQuestionStatusReq). */
export type QuestionStatusChange = 'available' | 'closed' | 'deleted';

export interface AdminQuestionPage {
  count: number;
  list: AdminQuestionInfo[];
}

export interface AdminQuestionParams {
  page: number;
  page_size: number;
  status: QuestionFilter;
  query?: string;
}

export const listAdminQuestions = (http: HttpClient, params: AdminQuestionParams) => http.get<AdminQuestionPage>(`${ADMIN_API_BASE}/question/page`, { query: { ...params } });

export const changeQuestionStatus = (http: HttpClient, questionId: string, status: QuestionStatusChange) =>
  http.put<null>(`${ADMIN_API_BASE}/question/status`, { question_id: questionId, status });

export const deleteQuestionsPermanently = (http: HttpClient) => http.delete<null>(`${ADMIN_API_BASE}/delete/permanently`, { type: 'questions' });
