/** `GET /search` and `GET /search/desc`. */
import type { FastifyInstance } from 'fastify';
import { API_BASE, fieldError, registerSearchDescription, type ServerContext } from '@answer/sdk/server';
import searchSchema from '../schemas/search.json';
import { parseSearch } from './query-syntax';
import type { SearchOrder } from '../shared/search-types';
import { DEFAULT_SCAN_POSTS, DEFAULT_SIZE, search } from './search';
import type { SearchTables } from './tables';

const INTEGERS = new Set(['page', 'size']);

/** Query strings as the schema checks them: paging digits as numbers, blanks left out (a blank `q` is then missing). */
function typedQuery(raw: unknown): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (typeof raw !== 'object' || raw === null) return query;
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === '') continue;
    query[key] = INTEGERS.has(key) && typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return query;
}

export function registerSearchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${API_BASE}/search`, { config: { request: { querystring: searchSchema } } }, async (request) => {
    const query = typedQuery(request.query);
    ctx.validate(searchSchema, query);
    const text = String(query.q).trim();
    if (text === '') throw fieldError('q', 'query.q.empty');
    const config = await ctx.pluginConfig();
    return search(ctx.database<SearchTables>(), ctx.queries, {
      syntax: parseSearch(text),
      scanPosts: typeof config.scan_posts === 'number' ? config.scan_posts : DEFAULT_SCAN_POSTS,
      order: (query.order as SearchOrder | undefined) ?? 'relevance',
      page: (query.page as number | undefined) ?? 1,
      size: (query.size as number | undefined) ?? DEFAULT_SIZE,
      viewerId: request.principal?.userId,
    });
  });

  // the built-in engine names itself but has no logo or site to show beside the results (nor has
  // Answer's): the search page shows nothing for it
  registerSearchDescription(app, (lang) => ({ name: ctx.t(lang, 'search_db.name'), icon: '', link: '' }));
}
