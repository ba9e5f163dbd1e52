import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@answer/sdk/server';
import { registerAdminRoutes } from './admin';
import { registerAuthRoutes } from './auth';
import { registerConnectorRoutes } from './connectors';
import { registerPermissionRoutes } from './permission';
import { registerPrivilegeRoutes } from '../privileges';
import { registerSettingsRoutes } from './settings';
import { registerUserCenterRoutes } from './user-center';
import { registerUserSearchRoutes } from './user-search';

export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerAuthRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerPermissionRoutes(app, ctx);
  registerPrivilegeRoutes(app, ctx);
  registerUserSearchRoutes(app, ctx);
  registerConnectorRoutes(app, ctx);
  registerUserCenterRoutes(app, ctx);
}
