/** The follow calls of the question page. */
import { API_BASE, type HttpClient } from '@answer/sdk';

/** Answer's `FollowResp`. */
export interface FollowState {
  follows: number;
  is_followed: boolean;
}

export const fetchFollowState = (http: HttpClient, objectId: string, signal?: AbortSignal) =>
  http.get<FollowState>(`${API_BASE}/plugins/follows/state`, { query: { object_id: objectId }, signal });

export const switchFollow = (http: HttpClient, objectId: string, follow: boolean) =>
  http.post<FollowState>(`${API_BASE}/follow`, { object_id: objectId, is_cancel: !follow });
