/** The tag list's calls. */
import { API_BASE, type HttpClient } from '@answer/sdk';
import { TAG_PAGE_SIZE, type TagOrder } from '../shared/list-queries';

/** Answer's `GetTagPageResp`, the fields the tag list shows. */
export interface TagPageItem {
  tag_id: string;
  slug_name: string;
  display_name: string;
  excerpt: string;
  follow_count: number;
  question_count: number;
  is_follower: boolean;
  recommend: boolean;
  reserved: boolean;
}

export interface TagPage {
  count: number;
  list: TagPageItem[];
}

// the server-rendered tag list asks with the same values
export { TAG_ORDERS, TAG_PAGE_SIZE, type TagOrder } from '../shared/list-queries';

export const fetchTagPage = (http: HttpClient, page: number, order: TagOrder, text: string, signal?: AbortSignal) =>
  http.get<TagPage>(`${API_BASE}/tags/page`, { query: { page, page_size: TAG_PAGE_SIZE, query_cond: order, slug_name: text || undefined }, signal });

export const switchTagFollow = (http: HttpClient, tagId: string, follow: boolean) =>
  http.post<{ follows: number; is_followed: boolean }>(`${API_BASE}/follow`, { object_id: tagId, is_cancel: !follow });
