/** The moderation calls of the question page, loaded with its moderation dialogs. */
import { API_BASE, type HttpClient } from '@answer/sdk';
import type { ReasonItem } from '../shared/reason';

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
