import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@answer/sdk/server';
import { registerAdminRoutes } from './admin';
import { registerAuthRoutes } from './auth';
import { registerSettingsRoutes } from './settings';

export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerAuthRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
}
