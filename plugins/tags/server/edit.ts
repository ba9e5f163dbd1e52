/**
 * Editing tags with review: `PUT /tag`, the tag's answers to the revision calls' queries, and the
 * revisions those calls hand back (approved suggestions, rollbacks).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext, ServerEventHandlers, ServerQueryHandlers } from '@answer/sdk/server';
import { editQueries } from './edit-queries';
import { registerTagEditRoute } from './edit-routes';
import { applyTagRevision } from './revision-apply';

export function tagEditRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerTagEditRoute(app, ctx);
}

export function tagEditQueries(ctx: ServerContext): ServerQueryHandlers {
  return editQueries(ctx);
}

export function tagEditEvents(ctx: ServerContext): ServerEventHandlers {
  return {
    async 'post.revision.apply'(event, { trx }) {
      // the revision calls pass their transaction; an emit without one gets its own
      if (trx) await applyTagRevision(ctx, trx, event);
      else await ctx.transaction((raw) => applyTagRevision(ctx, raw, event));
    },
  };
}
