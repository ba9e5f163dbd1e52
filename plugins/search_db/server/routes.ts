/** `GET /search` and `GET /search/desc`. */
import type { FastifyInstance } from 'fastify';
import { API_BASE, fieldError, registerSearchDescription, SHARED_SCOPES, type SearchOrder, type SearchProvider, type ServerContext } from '@answer/sdk/server';
import searchSchema from '../schemas/search.json';
import { parseSearch } from './query-syntax';
import { DEFAULT_SIZE, search, servingProvider } from './search';
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

/** NUL and other control characters mean nothing to a search: they separate words. */
const cleanText = (text: string): string => text.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ').trim();

export function registerSearchRoutes(app: FastifyInstance, ctx: ServerContext, own: SearchProvider): void {
  // guests asking the same get the same results: kept until a post changes, like the question lists
  const sharedCache = { scopes: () => [SHARED_SCOPES.questionLists] };
  app.get(`${API_BASE}/search`, { config: { request: { querystring: searchSchema }, sharedCache } }, async (request) => {
    const query = typedQuery(request.query);
    ctx.validate(searchSchema, query);
    const text = cleanText(String(query.q));
    if (text === '') throw fieldError('q', 'query.q.empty');
    return search(ctx.database<SearchTables>(), ctx.queries, servingProvider(ctx, own), {
      query: parseSearch(text),
      order: (query.order as SearchOrder | undefined) ?? 'relevance',
      page: (query.page as number | undefined) ?? 1,
      size: (query.size as number | undefined) ?? DEFAULT_SIZE,
      viewer_id: request.principal?.userId,
    });
  });

  // the built-in engine names itself but has no logo or site to show beside the results (nor has
  // Answer's): the search page shows nothing for it
  registerSearchDescription(app, (lang) => servingProvider(ctx, own).describe(lang));
}
