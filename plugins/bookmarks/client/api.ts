/** The bookmark call of the question page. */
import { API_BASE, type HttpClient } from '@answer/sdk';

/** Answer's `CollectionSwitchResp`. */
export interface SwitchResult {
  object_collection_count: number;
}

/** Group '0' is the member's default list, as Answer's page sends it. */
export const switchBookmark = (http: HttpClient, objectId: string, bookmark: boolean) =>
  http.post<SwitchResult>(`${API_BASE}/collection/switch`, { object_id: objectId, group_id: '0', bookmark });
