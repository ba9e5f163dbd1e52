/**
 * Reads of the site's own API as a guest, in process: the request goes through the same routes,
 * hooks, visibility rules and kept responses as a browser's, without a socket. Server-rendered
 * pages and feeds publish exactly what the API shows a guest.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, type ApiQuery, type ApiRead } from '@answer/sdk/server';

/** The query string of `query` in a stable order, empty values left out (the kernel keys its preloads the same way). */
export function canonicalQuery(query: ApiQuery | URLSearchParams | undefined): string {
  if (!query) return '';
  const pairs: [string, string][] = [];
  const entries: Iterable<[string, unknown]> = query instanceof URLSearchParams ? query.entries() : Object.entries(query);
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    pairs.push([key, String(value)]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(pairs).toString();
}

/**
 * The API path of `path` under the base path: `/question/info` → `/answer/api/v1/question/info`;
 * a full API path (`/answer/api/...`, `/answer/admin/api/...`) is kept. `/answer/page` is the
 * answers route of the user API, not a full path.
 */
export function apiPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return /^\/answer\/(api|admin)\//.test(withSlash) ? withSlash : `${API_BASE}${withSlash}`;
}

export type GuestRead = <T>(path: string, query?: ApiQuery, lang?: string) => Promise<ApiRead<T>>;

export interface GuestReadResult<T> {
  read: ApiRead<T>;
  /** The API address as the kernel's client writes it (base path, path, canonical query). */
  key: string;
}

/** `marks`: the headers that tell the host's own reads from a visitor's (no view is counted for them). */
export function guestReader(app: () => FastifyInstance, basePath: string, marks: Record<string, string>) {
  return async function readAsGuest<T>(path: string, query?: ApiQuery, lang = 'en_US'): Promise<GuestReadResult<T>> {
    const search = canonicalQuery(query);
    const key = `${basePath}${apiPath(path)}${search ? `?${search}` : ''}`;
    const response = await app().inject({ method: 'GET', url: key, headers: { ...marks, 'accept-language': lang } });
    if (response.statusCode !== 200) return { key, read: { ok: false, status: response.statusCode } };
    try {
      const body = JSON.parse(response.body) as { data?: T };
      return { key, read: { ok: true, data: body.data as T } };
    } catch {
      return { key, read: { ok: false, status: 500 } };
    }
  };
}
