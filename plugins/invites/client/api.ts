/** The invitation calls of the question page. */
import { API_BASE, type CaptchaRequest, type HttpClient } from '@answer/sdk';
import type { InvitedUser } from '../server/users';

export type { InvitedUser };

export const INVITE_ACTION = 'answer.invite_someone_to_answer';

export const fetchInvited = (http: HttpClient, questionId: string, signal?: AbortSignal) =>
  http.get<InvitedUser[]>(`${API_BASE}/question/invite`, { query: { id: questionId }, signal });

export const searchUsers = (http: HttpClient, text: string, signal?: AbortSignal) =>
  http.get<InvitedUser[]>(`${API_BASE}/user/info/search`, { query: { username: text }, signal, passingError: true });

/** Refusals (rank, closed question, unknown names) come back to the panel, which shows them. */
export const saveInvited = (http: HttpClient, questionId: string, usernames: string[], captcha: CaptchaRequest | null) =>
  http.put<null>(`${API_BASE}/question/invite`, { id: questionId, invite_user: usernames, ...(captcha ?? {}) }, { passingError: true });

/**
 * Whether the caller may invite, from `GET /permission`. Until a site answers that call the
 * button shows and the server's refusal explains itself.
 */
export async function mayInvite(http: HttpClient, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await http.get<Record<string, boolean | { has_permission?: boolean } | undefined>>(`${API_BASE}/permission`, { query: { action: INVITE_ACTION }, signal, passingError: true });
    const value = answer?.[INVITE_ACTION];
    return typeof value === 'boolean' ? value : value?.has_permission === true;
  } catch {
    return true;
  }
}
