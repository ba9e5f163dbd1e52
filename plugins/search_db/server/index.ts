import { defineServerPlugin, type SearchProvider, type ServerContext } from '@answer/sdk/server';
import { registerAdminRoutes } from './admin-routes';
import { indexEvents } from './index-events';
import { migrations } from './migrations';
import { IndexRebuild } from './rebuild';
import { registerSearchRoutes } from './routes';
import { databaseProvider } from './search';
import { searchPage } from './search-page';

/** One provider and one rebuild per context (routes and providers are built once at start-up). */
const own = new WeakMap<ServerContext, { provider: SearchProvider; rebuild: IndexRebuild }>();
function ownOf(ctx: ServerContext) {
  let entry = own.get(ctx);
  if (!entry) {
    entry = { provider: databaseProvider(ctx), rebuild: new IndexRebuild(ctx) };
    own.set(ctx, entry);
  }
  return entry;
}

export default defineServerPlugin({
  id: 'search_db',
  migrations,
  providers: (ctx) => ({ search: ownOf(ctx).provider }),
  events: indexEvents,
  routes: (app, ctx) => {
    registerSearchRoutes(app, ctx, ownOf(ctx).provider);
    registerAdminRoutes(app, ctx, ownOf(ctx).rebuild);
  },
  pages: () => [searchPage],
});
