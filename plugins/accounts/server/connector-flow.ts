/**
 * The security of a connector log-in, kept here so every connector gets it without writing it:
 * - `state`: 32 random bytes, stored (hashed) in the shared cache for 10 minutes and taken on the
 *   way back, so it works once; a forged, replayed or expired state finds nothing.
 * - browser binding (browser-binding.ts): the state is finished only in the browser that started
 *   it (login CSRF, a link sent to a victim).
 * - PKCE (S256) and the OpenID Connect nonce: generated and kept here, handed to the connector.
 * - connect tickets: a full-page navigation carries no `Authorization` header, so "My logins" hands
 *   the logged-in member a single-use, 10-minute ticket, bound to their browser, from an
 *   authenticated call; the login route turns it into "link to this member" instead of "log in".
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_BASE, type Connector, type ConnectorStartInput, type FastifyReply, type FastifyRequest, type ServerContext } from '@answer/sdk/server';
import { bindBrowser, sameBrowser } from './browser-binding';

export const FLOW_TTL_SECONDS = 10 * 60;

/** What the way back needs to know about the way out. */
export interface FlowState {
  slug: string;
  /** The browser's binding (browser-binding.ts). */
  browser: string;
  verifier: string;
  nonce: string;
  redirectUri: string;
  /** Set when a logged-in member connects this provider ("My logins"). */
  connect_user_id?: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const token = (bytes: number): string => randomBytes(bytes).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

const stateKey = (state: string) => `flow:${sha256(state)}`;
const ticketKey = (ticket: string) => `ticket:${sha256(ticket)}`;

/** `<site>/answer/api/v1/connector/redirect/<slug>`: where the provider sends the browser back. */
export const redirectUriOf = (siteUrl: string, slug: string): string => `${siteUrl}${API_BASE}/connector/redirect/${slug}`;

/** `<site>/answer/api/v1/connector/login/<slug>`: where a log-in starts. */
export const loginLinkOf = (siteUrl: string, slug: string): string => `${siteUrl}${API_BASE}/connector/login/${slug}`;

/** Records a new flow for this browser and asks the connector for the provider's URL. */
export async function beginFlow(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  connector: Connector,
  connectUserId: string | null,
): Promise<string> {
  const browser = await bindBrowser(ctx, request, reply);
  const verifier = token(32);
  const input: ConnectorStartInput = {
    redirectUri: redirectUriOf(await ctx.siteUrl(), connector.slug),
    state: token(32),
    codeChallenge: createHash('sha256').update(verifier, 'ascii').digest('base64url'),
    nonce: token(24),
  };
  const flow: FlowState = { slug: connector.slug, browser, verifier, nonce: input.nonce, redirectUri: input.redirectUri };
  if (connectUserId) flow.connect_user_id = connectUserId;
  await ctx.cache.set(stateKey(input.state), flow, FLOW_TTL_SECONDS);
  return connector.start(input);
}

/**
 * The flow `state` stands for, consumed whatever follows: null unless it was started for `slug`
 * in this very browser less than 10 minutes ago and not used since.
 */
export async function takeFlow(ctx: ServerContext, request: FastifyRequest, slug: string, state: string): Promise<FlowState | null> {
  if (!TOKEN_SHAPE.test(state)) return null;
  const flow = await ctx.cache.take<FlowState>(stateKey(state));
  return flow && flow.slug === slug && sameBrowser(request, flow.browser) ? flow : null;
}

/** A connect ticket for the logged-in member, for this browser only (see the file's comment). */
export async function issueConnectTicket(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<string> {
  const ticket = token(32);
  await ctx.cache.set(ticketKey(ticket), { user_id: userId, browser: await bindBrowser(ctx, request, reply) }, FLOW_TTL_SECONDS);
  return ticket;
}

/** The member a ticket was issued to in this browser, consumed; null when unknown, used, expired or another browser's. */
export async function redeemConnectTicket(ctx: ServerContext, request: FastifyRequest, ticket: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(ticket)) return null;
  const held = await ctx.cache.take<{ user_id: string; browser: string }>(ticketKey(ticket));
  return held && sameBrowser(request, held.browser) ? held.user_id : null;
}
