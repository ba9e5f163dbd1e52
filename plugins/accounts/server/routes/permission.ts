/** `GET /permission?action=a,b`: what the caller may do now, from the plugins owning each action. */
import type { FastifyInstance } from 'fastify';
import { API_BASE, type ServerContext } from '@answer/sdk/server';
import permissionSchema from '../../schemas/permission.json';
import { mergePermissions, parseActions } from '../permission-merge';

export function registerPermissionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${API_BASE}/permission`, { config: { request: { querystring: permissionSchema } } }, async (request) => {
    const query = (typeof request.query === 'object' && request.query !== null ? request.query : {}) as Record<string, unknown>;
    const raw = typeof query.action === 'string' ? query.action : '';
    ctx.validate(permissionSchema, { action: raw });
    const actions = parseActions(raw);
    const answers = await ctx.queries.ask('permission.check', { principal: request.principal, actions, lang: request.lang });
    return mergePermissions(actions, answers, request.principal !== null);
  });
}
