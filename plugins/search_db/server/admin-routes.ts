/**
 * Admin-only: `GET /answer/admin/api/search_db/index` (the rebuild's progress) and
 * `POST /answer/admin/api/search_db/index/rebuild` (starts one unless one runs; answers the progress).
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, type ServerContext } from '@answer/sdk/server';
import progressSchema from '../schemas/index-progress.json';
import rebuildSchema from '../schemas/rebuild.json';
import stateSchema from '../schemas/index-state.json';
import type { IndexRebuild } from './rebuild';

export const INDEX_PATH = `${ADMIN_API_BASE}/search_db/index`;

export function registerAdminRoutes(app: FastifyInstance, ctx: ServerContext, rebuild: IndexRebuild): void {
  app.get(INDEX_PATH, { preHandler: ctx.guards.admin, config: { request: { querystring: progressSchema }, response: stateSchema } }, async (request) => {
    ctx.validate(progressSchema, request.query ?? {});
    return rebuild.progress();
  });
  app.post(`${INDEX_PATH}/rebuild`, { preHandler: ctx.guards.admin, config: { request: { body: rebuildSchema }, response: stateSchema } }, async (request) => {
    ctx.validate(rebuildSchema, request.body ?? {});
    return rebuild.start();
  });
}
