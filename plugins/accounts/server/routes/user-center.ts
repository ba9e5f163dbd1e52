/**
 * An external user centre that may run accounts instead of the site (Answer's `/user-center/*`):
 * its description, the redirects to its log-in and sign-up pages, the callbacks it sends people
 * back to, and what it keeps about a member. Log-in routes stay open on a login-required site and
 * in maintenance mode (that is how an admin gets in when the user centre is the only way).
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, MAINTENANCE_OPEN, PUBLIC_ROUTE, USER_CENTER_PATHS, type ServerContext } from '@answer/sdk/server';
import brandingSchema from '../../schemas/personal-branding.json';
import returnSchema from '../../schemas/user-center-return.json';
import { bindBrowser } from '../browser-binding';
import { callerOf } from '../requests';
import { describeAgent, personalBrandingOf, redirectTarget, userCenterReturn, userSettingsOf, type UserCenterReturn } from '../user-center';

const STRING = { type: 'string' };
const LINK = { type: 'object', required: ['name', 'label', 'url'], properties: { name: STRING, label: STRING, url: STRING } };

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
            control_center: { type: 'array', items: LINK },
            enabled_original_user_system: { type: 'boolean' },
          },
        },
      ],
    },
  },
};

const SETTING_AGENT = { type: 'object', required: ['enabled', 'redirect_url'], properties: { enabled: { type: 'boolean' }, redirect_url: STRING } };

/** Answer's `UserCenterUserSettingsResp`. */
const SETTINGS_RESPONSE = {
  type: 'object',
  required: ['profile_setting_agent', 'account_setting_agent'],
  properties: { profile_setting_agent: SETTING_AGENT, account_setting_agent: SETTING_AGENT },
};

/** Answer's `UserCenterPersonalBranding`. */
const BRANDING_RESPONSE = {
  type: 'object',
  required: ['enabled', 'personal_branding'],
  properties: {
    enabled: { type: 'boolean' },
    personal_branding: { type: 'array', items: { type: 'object', required: ['icon', 'name', 'label', 'url'], properties: { icon: STRING, name: STRING, label: STRING, url: STRING } } },
  },
};

const LOG_IN_ROUTE = { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN };

export function registerUserCenterRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${API_BASE}${USER_CENTER_PATHS.agent}`, { config: { ...LOG_IN_ROUTE, response: AGENT_RESPONSE } }, async (request) => describeAgent(ctx, request.lang));

  const redirect = (path: string, kind: UserCenterReturn, config: object) =>
    app.get(`${API_BASE}${path}`, { config }, async (request, reply) => {
      // the log-in starts here: an email step it may end in works only in this browser (browser-binding.ts)
      await bindBrowser(ctx, request, reply);
      // every visit decides afresh (the user centre may be switched off meanwhile)
      return reply.header('cache-control', 'no-store').redirect(await redirectTarget(ctx, request.lang, kind), 302);
    });
  redirect(USER_CENTER_PATHS.loginRedirect, 'login', LOG_IN_ROUTE);
  redirect(USER_CENTER_PATHS.signUpRedirect, 'sign_up', PUBLIC_ROUTE);

  const callback = (path: string, kind: UserCenterReturn, config: object) =>
    app.get(`${API_BASE}${path}`, { config: { ...config, request: { querystring: returnSchema } } }, async (request, reply) => {
      ctx.validate(returnSchema, request.query);
      // the address carries a fresh access token: no cache or referrer may keep it
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(await userCenterReturn(ctx, request, kind), 302);
    });
  callback(USER_CENTER_PATHS.loginCallback, 'login', LOG_IN_ROUTE);
  callback(USER_CENTER_PATHS.signUpCallback, 'sign_up', PUBLIC_ROUTE);

  app.get(`${API_BASE}${USER_CENTER_PATHS.userSettings}`, { config: { response: SETTINGS_RESPONSE }, preHandler: ctx.guards.user }, async (request) =>
    userSettingsOf(ctx, callerOf(request).userId, request.lang),
  );

  app.get(`${API_BASE}${USER_CENTER_PATHS.personalBranding}`, { config: { request: { querystring: brandingSchema }, response: BRANDING_RESPONSE } }, async (request) => {
    ctx.validate(brandingSchema, request.query);
    return personalBrandingOf(ctx, (request.query as { username: string }).username, request.lang);
  });
}
