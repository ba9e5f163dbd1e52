import type { FastifyInstance } from 'fastify';
import { defineServerPlugin, type ServerContext } from '@answer/sdk/server';
import { registerAdminRoutes } from './admin-routes';
import { dashboardQueries } from './dashboard';
import { registerFlagRoutes } from './flag-routes';
import { migrations } from './migrations';
import { purgeEvents } from './purge';
import { registerReviewRoutes, reviewQueues } from './review-routes';

export default defineServerPlugin({
  id: 'flags',
  migrations,
  routes: (app: FastifyInstance, ctx: ServerContext) => {
    registerFlagRoutes(app, ctx);
    registerReviewRoutes(app, ctx);
    registerAdminRoutes(app, ctx);
  },
  events: purgeEvents,
  queries: (ctx) => ({ ...reviewQueues(ctx), ...dashboardQueries(ctx) }),
});
