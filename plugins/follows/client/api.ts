/** The follow calls of the question page. */
import { API_BASE, type HttpClient } from '@answer/sdk';

/** Answer's `FollowResp`. */
export interface FollowState {
  follows: number;
  is_followed: boolean;
}

export const switchFollow = (http: HttpClient, objectId: string, follow: boolean) =>
  http.post<FollowState>(`${API_BASE}/follow`, { object_id: objectId, is_cancel: !follow });
