/**
 * `DELETE /answer/admin/api/delete/permanently {type}`: deleted users, questions or answers are
 * removed for good. Each kind has its owner (accounts, questions, answers plugin), asked through
 * `content.purge_deleted` inside one transaction: what hangs off the content in other plugins goes
 * with it (`post.purged`, `user.purged`), and a failure anywhere leaves everything as it was.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, type ServerContext, type ServerQueryInput } from '@answer/sdk/server';
import purgeSchema from '../schemas/delete-permanently.json';

export function registerPurgeRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.delete(`${ADMIN_API_BASE}/delete/permanently`, { preHandler: ctx.guards.admin, config: { request: { body: purgeSchema }, response: { type: 'null' } } }, async (request) => {
    ctx.validate(purgeSchema, request.body);
    const { type } = request.body as ServerQueryInput<'content.purge_deleted'>;
    await ctx.transaction((trx) => ctx.queries.ask('content.purge_deleted', { type }, trx));
    return null;
  });
}
