import { defineServerPlugin } from '@answer/sdk/server';
import { accountsDb } from './db';
import { migrations } from './migrations';
import { notificationMailHandlers } from './notification-mail';
import { registerRoutes } from './routes';
import { seed } from './seed';
import { resolveToken } from './sessions';
import { userInfoQueries } from './user-info';

export default defineServerPlugin({
  id: 'accounts',
  migrations,
  routes: registerRoutes,
  install: seed,
  events: notificationMailHandlers,
  queries: userInfoQueries,
  providers: (ctx) => ({
    session: { resolve: (token) => resolveToken(accountsDb(ctx), token) },
  }),
});
