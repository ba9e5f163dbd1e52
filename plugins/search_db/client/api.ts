/** The search call. */
import { API_BASE, type HttpClient } from '@answer/sdk';
import { SEARCH_PAGE_SIZE, type SearchOrder, type SearchPage } from '../shared/search-types';

export { SEARCH_ORDERS, SEARCH_PAGE_SIZE, type SearchOrder, type SearchPage, type SearchResult } from '../shared/search-types';
export const fetchSearch = (http: HttpClient, q: string, order: SearchOrder, page: number, signal?: AbortSignal) =>
  http.get<SearchPage>(`${API_BASE}/search`, { query: { q, order, page, size: SEARCH_PAGE_SIZE }, signal });
