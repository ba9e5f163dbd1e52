/** The vote calls, in Answer 1.7's shapes. */
import { API_BASE, type CaptchaRequest, type HttpClient } from '@answer/sdk';
// the shape the server half answers with, so the two halves cannot drift apart
import type { VoteResp } from '../server/vote-write';

export type { VoteResp };

export type VoteDirection = 'up' | 'down';

/** Refusals (own post, reputation, deleted post) come back as the kernel's toasts. */
export const sendVote = (http: HttpClient, direction: VoteDirection, objectId: string, cancel: boolean, captcha: CaptchaRequest | null) =>
  http.post<VoteResp>(`${API_BASE}/vote/${direction}`, { object_id: objectId, is_cancel: cancel, ...(captcha ?? {}) });
