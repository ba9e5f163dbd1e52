/** The flag calls: the reasons of a kind of post, and the flag itself. */
import { API_BASE, type CaptchaRequest, type HttpClient } from '@answer/sdk';
import type { FlagReason } from './flag-rules';

export type FlagObjectType = 'question' | 'answer' | 'comment' | 'user';

export async function fetchFlagReasons(http: HttpClient, objectType: FlagObjectType, signal?: AbortSignal): Promise<FlagReason[]> {
  return (await http.get<FlagReason[] | null>(`${API_BASE}/reasons`, { query: { object_type: objectType, action: 'flag' }, signal })) ?? [];
}

/** Field errors come back to the dialog, which shows them under its fields. */
export const sendFlag = (http: HttpClient, body: { object_id: string; report_type: number; content: string }, captcha: CaptchaRequest | null) =>
  http.post<null>(`${API_BASE}/report`, { ...body, ...(captcha ?? {}) }, { passingError: true });
