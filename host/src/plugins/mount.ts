/** Mounts each loaded plugin's routes in a scope of its own under the base path. */
import type { FastifyInstance } from 'fastify';
import { notFound, type ServerContext, type ServerLogger } from '@answer/sdk/server';
import type { ErrorSender } from '../http/error-handler';
import type { RouteTable } from '../http/route-table';
import type { SharedResponses } from '../http/shared-responses';
import { errorMessage } from './loader';
import type { PluginRegistry } from './registry';

export interface PluginMountDeps {
  basePath: string;
  registry: PluginRegistry;
  contexts: Map<string, ServerContext>;
  routes: RouteTable;
  sharedResponses: SharedResponses;
  sendError(pluginId: string | null): ErrorSender;
  log: ServerLogger;
}

export async function mountPluginRoutes(app: FastifyInstance, deps: PluginMountDeps): Promise<void> {
  const { registry, sharedResponses } = deps;
  const { serveKept } = sharedResponses;
  for (const record of registry.list()) {
    const definition = record.server;
    const context = deps.contexts.get(record.id);
    if (!definition?.routes || !context || record.problem) continue;
    await app.register(
      async (child) => {
        child.setErrorHandler(deps.sendError(record.id));
        child.addHook('onRoute', deps.routes.collector(record.id));
        // one hook: a disabled plugin's routes answer 404, a serving one's may answer a kept copy
        child.addHook('onRequest', (request, reply, done) => {
          if (!registry.isServing(record.id)) return done(notFound());
          serveKept(request, reply, done);
        });
        try {
          await definition.routes?.(child, context);
        } catch (error) {
          record.problem = { status: 'failed', reason: `routes() failed: ${errorMessage(error)}` };
          deps.log.error(`plugin ${record.id} failed to mount its routes`, error);
        }
      },
      { prefix: deps.basePath },
    );
  }
}
