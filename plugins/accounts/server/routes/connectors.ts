/**
 * Logging in through connector plugins (Answer's `/connector/*` calls): the buttons, the browser
 * flow to the provider and back, and the bind-email page's calls. The flow's security lives in
 * connector-flow.ts; who gets logged in or linked in external-auth.ts and external-binding.ts.
 * The browser routes answer with redirects only: to the auth landing, the bind-email page, the
 * suspended page, or back to the log-in (or settings) page with `?connector_error=<code>`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_BASE,
  ApiError,
  ConnectorError,
  MAINTENANCE_OPEN,
  PUBLIC_ROUTE,
  type ExternalUserInfo,
  type ServedConnector,
  type ServerContext,
} from '@answer/sdk/server';
import bindingEmailSchema from '../../schemas/connector-binding-email.json';
import bindingInfoSchema from '../../schemas/connector-binding-info.json';
import loginQuerySchema from '../../schemas/connector-login.json';
import redirectQuerySchema from '../../schemas/connector-redirect.json';
import { connectorIcon, connectorInfo } from '../connector-info';
import { beginFlow, loginLinkOf, redeemConnectTicket, takeFlow, type FlowState } from '../connector-flow';
import { linkIdentity, signInExternal, type ExternalIdentity } from '../external-auth';
import { bindEmail, pendingFor, providerNameOf, type BindEmailBody } from '../external-binding';
import { accountsDb } from '../db';
import { accountStatus } from '../sessions';
import { findUserById, isDeleted, normalizeEmail } from '../users';

const STRING = { type: 'string' };

/** `GET /connector/binding/info`: not an Answer call; lets the bind-email page name the provider and offer its address. */
const BINDING_INFO_RESPONSE = {
  type: 'object',
  required: ['name', 'icon', 'email'],
  properties: { name: STRING, icon: STRING, email: STRING },
};

/** Why a browser flow stopped, as `?connector_error=` tells the page (the client words it). */
export type ConnectorErrorCode =
  | 'unavailable'
  | 'state_invalid'
  | 'denied'
  | 'failed'
  | 'no_identity'
  | 'registration_closed'
  | 'email_domain_not_allowed'
  | 'already_bound'
  | 'provider_already_bound'
  | 'ticket_invalid';

/** What `signInExternal`'s refusals mean to the visitor; anything else is the provider's answer not checking out. */
const SIGN_IN_REFUSALS: Record<string, ConnectorErrorCode> = {
  'error.user.not_allowed_registration': 'registration_closed',
  'error.email.domain_not_allowed': 'email_domain_not_allowed',
  'error.external_login.missing_user_id': 'no_identity',
};

type Mode = 'login' | 'connect';

/**
 * The first value of each query parameter, as strings (a provider sends each once). The browser
 * routes read their query this way instead of refusing odd input with a JSON error: whatever comes
 * in, the person lands on a page (a state that does not match is refused all the same).
 */
function queryStrings(query: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return result;
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') result[name] = first;
  }
  return result;
}

function slugOf(request: FastifyRequest): string {
  return String((request.params as { name?: unknown }).name ?? '');
}

export function registerConnectorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const go = (reply: FastifyReply, location: string) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);

  async function fail(reply: FastifyReply, mode: Mode, code: ConnectorErrorCode) {
    const page = mode === 'connect' ? '/users/settings/account' : '/users/login';
    return go(reply, `${await ctx.siteUrl()}${page}?connector_error=${code}`);
  }

  function reasonOf(error: unknown): ConnectorErrorCode {
    return error instanceof ConnectorError ? error.reason : 'failed';
  }

  /** The ticket's member, when still one who may change their logins. */
  async function connectingMember(request: FastifyRequest, ticket: string): Promise<string | null> {
    const userId = await redeemConnectTicket(ctx, request, ticket);
    const user = userId ? await findUserById(accountsDb(ctx), userId) : undefined;
    if (!user || isDeleted(user) || accountStatus(Number(user.status), Number(user.suspended_until)) === 'suspended') return null;
    return String(user.id);
  }

  app.get(`${API_BASE}/connector/info`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN } }, async (request) => {
    const siteUrl = await ctx.siteUrl();
    return (await ctx.connectors.list()).map((connector) => connectorInfo(connector, request.lang, loginLinkOf(siteUrl, connector.slug)));
  });

  // Browser navigations: open in maintenance so an admin who logs in through a provider gets in.
  app.get(`${API_BASE}/connector/login/:name`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN, request: { querystring: loginQuerySchema } } }, async (request, reply) => {
    const ticket = queryStrings(request.query).ticket ?? '';
    const mode: Mode = ticket ? 'connect' : 'login';
    const connectUserId = ticket ? await connectingMember(request, ticket) : null;
    if (ticket && !connectUserId) return fail(reply, mode, 'ticket_invalid');
    const connector = await ctx.connectors.find(slugOf(request));
    if (!connector) return fail(reply, mode, 'unavailable');
    let location: string;
    try {
      location = await beginFlow(ctx, request, reply, connector, connectUserId);
    } catch (error) {
      ctx.log.warn(`connector ${connector.slug} could not start a log-in`, error instanceof Error ? error.message : error);
      return fail(reply, mode, error instanceof ConnectorError ? error.reason : 'unavailable');
    }
    return go(reply, location);
  });

  async function finish(connector: ServedConnector, flow: FlowState, query: Record<string, string>): Promise<ExternalUserInfo> {
    return connector.finish({ query, redirectUri: flow.redirectUri, codeVerifier: flow.verifier, nonce: flow.nonce, state: query.state ?? '' });
  }

  function identityOf(connector: ServedConnector, info: ExternalUserInfo, lang: string): ExternalIdentity {
    return {
      provider: connector.slug,
      external_id: String(info.external_id ?? '').trim(),
      display_name: info.display_name ?? '',
      username: info.username ?? '',
      email: normalizeEmail(info.email ?? ''),
      email_verified: info.email_verified === true,
      avatar: info.avatar ?? '',
      meta: { ...info.meta, name: connector.name(lang), icon: connectorIcon(connector) },
    };
  }

  async function logIn(request: FastifyRequest, reply: FastifyReply, identity: ExternalIdentity) {
    const siteUrl = await ctx.siteUrl();
    try {
      const result = await signInExternal(ctx, request, identity);
      if (result.kind === 'logged_in') return go(reply, `${siteUrl}/users/auth-landing?access_token=${encodeURIComponent(result.access_token)}`);
      return go(reply, `${siteUrl}/users/confirm-email?binding_key=${encodeURIComponent(result.binding_key)}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.reason === 'error.user.suspended') return go(reply, `${siteUrl}/users/account-suspended`);
      return fail(reply, 'login', SIGN_IN_REFUSALS[error.reason] ?? 'failed');
    }
  }

  async function connect(reply: FastifyReply, userId: string, identity: ExternalIdentity) {
    const outcome = await ctx.transaction((trx) => linkIdentity(trx, userId, identity));
    if (outcome !== 'linked') return fail(reply, 'connect', outcome);
    return go(reply, `${await ctx.siteUrl()}/users/settings/account?connector_connected=${identity.provider}`);
  }

  app.get(`${API_BASE}/connector/redirect/:name`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN, request: { querystring: redirectQuerySchema } } }, async (request, reply) => {
    const query = queryStrings(request.query);
    const flow = await takeFlow(ctx, request, slugOf(request), query.state ?? '');
    if (!flow) return fail(reply, 'login', 'state_invalid');
    const mode: Mode = flow.connect_user_id ? 'connect' : 'login';
    const connector = await ctx.connectors.find(flow.slug);
    if (!connector) return fail(reply, mode, 'unavailable');
    // RFC 6749 4.1.2.1: the provider refused, or the person cancelled there
    if (query.error) return fail(reply, mode, 'denied');
    let info: ExternalUserInfo;
    try {
      info = await finish(connector, flow, query);
    } catch (error) {
      ctx.log.warn(`connector ${connector.slug} could not finish a log-in`, error instanceof Error ? error.message : error);
      return fail(reply, mode, reasonOf(error));
    }
    const identity = identityOf(connector, info, request.lang);
    if (!identity.external_id) return fail(reply, mode, 'no_identity');
    return flow.connect_user_id ? connect(reply, flow.connect_user_id, identity) : logIn(request, reply, identity);
  });

  app.get(
    `${API_BASE}/connector/binding/info`,
    { config: { ...PUBLIC_ROUTE, request: { querystring: bindingInfoSchema }, response: BINDING_INFO_RESPONSE } },
    async (request) => {
      ctx.validate(bindingInfoSchema, request.query);
      const { identity } = await pendingFor(ctx, request, (request.query as { binding_key: string }).binding_key);
      const connector = await ctx.connectors.find(identity.provider);
      return {
        name: connector ? connector.name(request.lang) : providerNameOf(identity),
        icon: connector ? connectorIcon(connector) : '',
        email: identity.email,
      };
    },
  );

  app.post(
    `${API_BASE}/connector/binding/email`,
    { config: { ...PUBLIC_ROUTE, request: { body: bindingEmailSchema } } },
    async (request) => {
      ctx.validate(bindingEmailSchema, request.body);
      return bindEmail(ctx, request, request.body as BindEmailBody);
    },
  );
}
