/**
 * What Answer's pages ask on every load about logging in through other systems: connector log-in
 * buttons, an external user centre, and plugins with per-member settings. Connector and
 * user-centre plugins answer the server queries behind them; with none serving, these are the
 * empty answers Answer gives.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, MAINTENANCE_OPEN, PUBLIC_ROUTE, type ServerContext, type UserCenterAgent } from '@answer/sdk/server';
import userPluginConfigSchema from '../../schemas/user-plugin-config.json';
import { callerOf } from '../requests';

const STRING = { type: 'string' };

/** Answer's `UserCenterAgentResp`: `agent_info` is null while no user centre serves. */
const AGENT_RESPONSE = {
  type: 'object',
  required: ['enabled', 'agent_info'],
  properties: {
    enabled: { type: 'boolean' },
    agent_info: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['name', 'display_name', 'icon', 'url', 'login_redirect_url', 'sign_up_redirect_url', 'control_center', 'enabled_original_user_system'],
          properties: {
            name: STRING,
            display_name: STRING,
            icon: STRING,
            url: STRING,
            login_redirect_url: STRING,
            sign_up_redirect_url: STRING,
            control_center: { type: 'array', items: { type: 'object', required: ['name', 'label', 'url'], properties: { name: STRING, label: STRING, url: STRING } } },
            enabled_original_user_system: { type: 'boolean' },
          },
        },
      ],
    },
  },
};

/** Answer's `GetPluginConfigResp` of a plugin no one serves: every field empty. */
const NO_USER_PLUGIN = { name: '', slug_name: '', description: '', version: '', config_fields: [] };

export function registerLoginPluginRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${API_BASE}/connector/info`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN } }, async (request) =>
    (await ctx.queries.ask('login.connectors', { lang: request.lang })).flat(),
  );

  app.get(`${API_BASE}/user-center/agent`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN, response: AGENT_RESPONSE } }, async (request) => {
    const agent: UserCenterAgent | null = (await ctx.queries.ask('login.user_center', { lang: request.lang })).find((answer) => answer !== null) ?? null;
    return { enabled: agent !== null, agent_info: agent };
  });

  // Answer asks for a verified account here, as for the member's other settings
  app.get(`${API_BASE}/user/plugin/configs`, { preHandler: ctx.guards.activeUser }, async (request) =>
    (await ctx.queries.ask('user.plugin_configs', { principal: callerOf(request), lang: request.lang })).flat(),
  );

  app.get(`${API_BASE}/user/plugin/config`, { preHandler: ctx.guards.activeUser, config: { request: { querystring: userPluginConfigSchema } } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    ctx.validate(userPluginConfigSchema, query);
    const input = { principal: callerOf(request), lang: request.lang, plugin_slug_name: String(query.plugin_slug_name) };
    return (await ctx.queries.ask('user.plugin_config', input)).find((answer) => answer !== null) ?? NO_USER_PLUGIN;
  });
}
