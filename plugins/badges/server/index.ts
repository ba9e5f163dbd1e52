import { defineServerPlugin } from '@answer/sdk/server';
import { currentDefinitions } from './definitions';
import { badgeEvents } from './events';
import { migrations } from './migrations';
import { badgesPage } from './pages/badges-page';
import { badgeQueries } from './queries';
import { registerBadgeRoutes } from './routes';
import { seedDefinitions } from './seed';

export default defineServerPlugin({
  id: 'badges',
  migrations,
  routes: registerBadgeRoutes,
  events: badgeEvents,
  queries: badgeQueries,
  pages: () => [badgesPage],
  // a new site starts with its badges (nobody qualifies yet: no backfill); a site that adds the
  // plugin later gets them on the first badge call or event
  async install(ctx) {
    await seedDefinitions(ctx, ctx.trx, [...(await currentDefinitions(ctx, ctx.trx)).values()], false);
  },
});
