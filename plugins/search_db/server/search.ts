/**
 * `GET /search`: the serving search provider finds the posts, this plugin makes its hits into
 * Answer's results. A provider of another plugin wins over this plugin's own database engine
 * (`db-engine.ts`), which serves while none is there.
 */
import type { Kysely } from 'kysely';
import type { QueryAsker, SearchProvider, SearchRequest, ServerContext } from '@answer/sdk/server';
import type { SearchPage } from '../shared/search-types';
import { searchIndex } from './db-engine';
import { resultsOf } from './results';
import type { SearchTables } from './tables';

export const DEFAULT_SIZE = 30;
export const OWN_PLUGIN_ID = 'search_db';

/** This plugin's provider: the site database's full-text index. */
export function databaseProvider(ctx: ServerContext): SearchProvider {
  return {
    describe: (lang) => ({ name: ctx.t(lang, 'search_db.name'), icon: '', link: '' }),
    search: (request) => searchIndex(ctx.database<SearchTables>(), ctx.dialect, request),
  };
}

/** Another plugin's provider when one serves, else this plugin's own. */
export function servingProvider(ctx: ServerContext, own: SearchProvider): SearchProvider {
  return ctx.searchProviders().find((entry) => entry.plugin_id !== OWN_PLUGIN_ID)?.provider ?? own;
}

export async function search(db: Kysely<SearchTables>, queries: QueryAsker, provider: SearchProvider, request: SearchRequest): Promise<SearchPage> {
  const found = await provider.search(request);
  return { count: found.count, list: await resultsOf(db, queries, found.hits, request.viewer_id) };
}
