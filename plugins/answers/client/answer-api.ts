/** The answer calls of the question page and the edit page, in Answer 1.7's shapes. */
import { API_BASE, type CaptchaRequest, type HttpClient } from '@answer/sdk';
// the shapes the server half answers with, so the two halves cannot drift apart
import type { AnswerInfo } from '../server/answer-info';
import type { AnswerOrder } from '../server/list';

export type { AnswerInfo, AnswerUser } from '../server/answer-info';
export type { AnswerOrder } from '../server/list';

/** The question fields the answers section reads (the question page hands over more). */
export interface QuestionSummary {
  id: string;
  title: string;
  url_title: string;
  answer_count: number;
  accepted_answer_id?: string;
  /** 1 open, 2 closed, 10 deleted, 11 pending */
  status: number;
  user_info?: { id: string } | null;
}

export const ANSWER_STATUS = { available: 1, deleted: 10, pending: 11 } as const;
export const QUESTION_STATUS = { open: 1, closed: 2, deleted: 10, pending: 11 } as const;
export const ADOPTED = { no: 1, yes: 2 } as const;

export interface AnswerPage {
  count: number;
  list: AnswerInfo[];
}

export interface AnswerInfoResponse {
  info: AnswerInfo;
  /** The question's slug, when the server sends it; the question page adds it otherwise. */
  question: { id: string; title: string; url_title?: string };
}

type Captcha = CaptchaRequest | null;

export const fetchAnswerPage = (http: HttpClient, query: { question_id: string; order: AnswerOrder; page: number; page_size: number }, signal?: AbortSignal) =>
  http.get<AnswerPage>(`${API_BASE}/answer/page`, { query, signal });

/** A missing answer shows the kernel's 404 page. */
export const fetchAnswerInfo = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.get<AnswerInfoResponse>(`${API_BASE}/answer/info`, { query: { id }, allow404: true, signal });

/** Field errors (content, captcha) come back to the form; other refusals are the kernel's toasts. */
export const addAnswer = (http: HttpClient, body: { question_id: string; content: string }, captcha: Captcha) =>
  http.post<AnswerInfoResponse>(`${API_BASE}/answer`, { ...body, ...(captcha ?? {}) });

/** Whether an edit lands at once or waits for review; refusals (rights, a waiting suggestion) reach the page. */
export const checkEditable = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.get<{ wait_for_review?: boolean } | null>(`${API_BASE}/revisions/edit/check`, { query: { id }, passingError: true, signal });

/** A 403 (an edit the member may not make) reaches the page, which shows it on the form. */
export const updateAnswer = (http: HttpClient, body: { id: string; question_id: string; content: string; edit_summary: string }, captcha: Captcha) =>
  http.put<{ wait_for_review?: boolean } | null>(`${API_BASE}/answer`, { ...body, ...(captcha ?? {}) }, { passingError: true });

export const deleteAnswer = (http: HttpClient, id: string, captcha: Captcha) => http.delete<null>(`${API_BASE}/answer`, { id, ...(captcha ?? {}) });

export const recoverAnswer = (http: HttpClient, id: string) => http.post<null>(`${API_BASE}/answer/recover`, { answer_id: id });

/** `answer_id` '0' takes the acceptance back. */
export const setAcceptedAnswer = (http: HttpClient, questionId: string, answerId: string) =>
  http.post<null>(`${API_BASE}/answer/acceptance`, { question_id: questionId, answer_id: answerId || '0' });
