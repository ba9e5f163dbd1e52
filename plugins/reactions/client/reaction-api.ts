/** The reaction calls, in Answer 1.7's shapes. */
import { API_BASE, type HttpClient } from '@answer/sdk';
// the shapes the server half answers with, so the two halves cannot drift apart
import type { ReactionSummary, ReactionSummaryItem } from '../server/summary';
import type { Emoji } from '../server/tables';

export type { Emoji, ReactionSummary, ReactionSummaryItem };
export { EMOJI } from '../server/tables';

export const fetchReactions = (http: HttpClient, objectId: string, signal?: AbortSignal) =>
  http.get<ReactionSummary>(`${API_BASE}/meta/reaction`, { query: { object_id: objectId }, signal });

export const updateReaction = (http: HttpClient, objectId: string, emoji: Emoji, active: boolean) =>
  http.put<ReactionSummary>(`${API_BASE}/meta/reaction`, { object_id: objectId, emoji, reaction: active ? 'activate' : 'deactivate' });
