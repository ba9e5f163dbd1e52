/** The moderation calls of the question page and the related and linked question lists. */
import { API_BASE, type HttpClient } from '@answer/sdk';
import type { ReasonItem } from '../shared/reason';
import type { QuestionPage } from './api';

/** `GET /reasons` entry. */
export type Reason = ReasonItem;

export type Operation = 'pin' | 'unpin' | 'hide' | 'show';

export async function fetchCloseReasons(http: HttpClient, signal?: AbortSignal): Promise<Reason[]> {
  return (await http.get<Reason[] | null>(`${API_BASE}/reasons`, { query: { object_type: 'question', action: 'close' }, signal })) ?? [];
}

/** Field errors come back to the dialog, which shows them on its fields. */
export const closeQuestion = (http: HttpClient, id: string, closeType: number, closeMsg: string) =>
  http.put<null>(`${API_BASE}/question/status`, { id, close_type: closeType, close_msg: closeMsg }, { passingError: true });

export const reopenQuestion = (http: HttpClient, id: string) => http.put<null>(`${API_BASE}/question/reopen`, { question_id: id });

export const operateQuestion = (http: HttpClient, id: string, operation: Operation) => http.put<null>(`${API_BASE}/question/operation`, { id, operation });

export const fetchRelatedQuestions = (http: HttpClient, questionId: string, signal?: AbortSignal) =>
  http.get<QuestionPage>(`${API_BASE}/question/similar/tag`, { query: { question_id: questionId }, signal });

/** A page past the end answers 404, which shows the kernel's 404 page. */
export const fetchLinkedQuestions = (http: HttpClient, questionId: string, page: number, pageSize: number, signal?: AbortSignal) =>
  http.get<QuestionPage>(`${API_BASE}/question/link`, { query: { question_id: questionId, page, page_size: pageSize }, allow404: true, signal });
