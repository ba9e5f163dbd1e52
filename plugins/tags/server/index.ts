import { defineServerPlugin } from '@answer/sdk/server';
import { withTagPermissions } from './permission-check';
import { registerTagRoutes } from './routes';
import { tagEditRoutes, tagEditQueries, tagEditEvents } from './edit';
import { tagPage } from './pages/tag-page';
import { tagSitemap } from './pages/tag-sitemap';

export default defineServerPlugin({
  id: 'tags',
  routes: (app, ctx) => {
    registerTagRoutes(app, ctx);
    tagEditRoutes(app, ctx);
  },
  queries: (ctx) => withTagPermissions(ctx, { ...tagEditQueries(ctx) }),
  events: (ctx) => ({ ...tagEditEvents(ctx) }),
  pages: () => [tagPage],
  sitemap: (ctx) => [tagSitemap(ctx)],
});
