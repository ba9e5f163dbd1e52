import { defineServerPlugin } from '@answer/sdk/server';
import { accountsDb } from './db';
import { migrations } from './migrations';
import { notificationMailHandlers } from './notification-mail';
import { registerRoutes } from './routes';
import { seed } from './seed';
import { resolveToken } from './sessions';
import { userInfoQueries } from './user-info';
import { purgeQueries } from './purge-users';
import { dashboardQueries } from './dashboard-counts';

export default defineServerPlugin({
  id: 'accounts',
  migrations,
  routes: registerRoutes,
  install: seed,
  events: notificationMailHandlers,
  queries: (ctx) => ({ ...userInfoQueries(ctx), ...dashboardQueries(ctx), ...purgeQueries(ctx) }),
  providers: (ctx) => ({
    session: { resolve: (token) => resolveToken(accountsDb(ctx), token) },
  }),
});
