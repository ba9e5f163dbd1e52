/**
 * What the connector tests share: a real OpenID Connect provider (the `oidc-provider` package, run
 * inside the test process on a free port, with its development log-in and consent pages), a
 * browser that keeps cookies and follows the provider's pages by HTTP as a person would, and the
 * admin's connector settings.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Envelope, RunningHost } from './harness';

export const API = '/answer/api/v1';
export const CLIENT_ID = 'answer-site';
export const CLIENT_SECRET = 'answer-site-secret-0123456789';

/** The claims a person at the provider has (the login name is their `sub`). */
export interface Person {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  picture?: string;
}

export interface TestProvider {
  issuer: string;
  /** People by login name (`sub`); tests add their own. */
  people: Map<string, Person>;
  /** Seconds an authorization code lives (60 unless a test shortens it). */
  codeTtl: number;
  /** When set, ID tokens are re-signed (with the provider's own key) for this audience. */
  audienceOverride: string | null;
  close(): Promise<void>;
}

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * An OpenID Connect provider with one client for the site (`redirectUris` are the site's callbacks),
 * authorization codes, PKCE required, RS256 ID tokens.
 */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const server = createServer();
  const port = await listening(server);
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const state: TestProvider = {
    issuer,
    people: new Map(),
    codeTtl: 60,
    audienceOverride: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const configuration: Configuration = {
    clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: redirectUris, response_types: ['code'], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username', 'picture'] },
    cookies: { keys: ['connector-tests-cookie-key'] },
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: () => state.codeTtl, AccessToken: 600, IdToken: 600, Grant: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx, sub) => {
      const person = state.people.get(sub);
      return person ? { accountId: sub, claims: () => ({ sub, ...person }) } : undefined;
    },
  };
  const provider = new Provider(issuer, configuration);
  // A token meant for another client: the provider's real token, signed with its own key, for another audience.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !state.audienceOverride || !body?.id_token) return;
    const claims = decodeJwt(body.id_token);
    body.id_token = await new SignJWT({ ...claims, aud: state.audienceOverride }).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey);
  });
  server.on('request', provider.callback());
  return state;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** A browser: cookies per origin and path, no automatic redirects. */
export class Browser {
  private readonly jar = new Map<string, StoredCookie[]>();

  private keep(url: URL, response: Response): void {
    let cookies = this.jar.get(url.origin) ?? [];
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = pair.split('=');
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
      const gone = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now()));
      cookies = cookies.filter((cookie) => cookie.name !== name || cookie.path !== path);
      if (!gone) cookies.push({ name, value: rest.join('='), path });
    }
    this.jar.set(url.origin, cookies);
  }

  private cookieHeader(url: URL): Record<string, string> {
    const cookies = (this.jar.get(url.origin) ?? []).filter((cookie) => url.pathname.startsWith(cookie.path));
    return cookies.length ? { Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') } : {};
  }

  /** Drops the cookies of `origin` (logging out there). */
  forget(origin: string): void {
    this.jar.delete(origin);
  }

  async request(method: string, address: string, form?: Record<string, string>): Promise<Response> {
    const url = new URL(address);
    const headers: Record<string, string> = { 'Accept-Language': 'en_US', ...this.cookieHeader(url) };
    let body: string | undefined;
    if (form) {
      body = new URLSearchParams(form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    this.keep(url, response);
    return response;
  }

  get(address: string): Promise<Response> {
    return this.request('GET', address);
  }

  /** An API call from this browser's page (its cookies go along, as with the site's own client). */
  async api<T>(method: string, address: string, options: { body?: unknown; token?: string } = {}): Promise<{ status: number; body: Envelope<T> }> {
    const url = new URL(address);
    const headers: Record<string, string> = { 'Accept-Language': 'en_US', 'Content-Type': 'application/json', ...this.cookieHeader(url) };
    if (options.token) headers.Authorization = options.token;
    const response = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), redirect: 'manual' });
    this.keep(url, response);
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }
}

/** Where a redirect goes, absolute. */
export function locationOf(response: Response, base: string): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}: ${location}`);
  return new URL(location, base).href;
}

/**
 * Follows the provider's pages from `authorizationUrl` as `person` (the development log-in takes
 * any password), consents, and returns the address the provider sends the browser back to (the
 * site's callback), without following it. `abort`: cancel at the log-in page instead.
 */
export async function passProvider(browser: Browser, authorizationUrl: string, person: string, options: { abort?: boolean } = {}): Promise<URL> {
  let address = authorizationUrl;
  const issuer = new URL(authorizationUrl).origin;
  for (let step = 0; step < 12; step += 1) {
    if (new URL(address).origin !== issuer) return new URL(address);
    const response = await browser.get(address);
    if (response.status >= 300 && response.status < 400) {
      address = locationOf(response, address);
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 500)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!prompt || !action) throw new Error(`unexpected provider page: ${page.slice(0, 500)}`);
    if (options.abort) {
      const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
      if (!abort) throw new Error('no abort link on the provider page');
      address = new URL(abort, address).href;
      continue;
    }
    const submitted = await browser.request('POST', new URL(action, address).href, prompt === 'login' ? { prompt, login: person, password: 'any' } : { prompt });
    address = locationOf(submitted, address);
  }
  throw new Error('the provider did not send the browser back');
}

/** One provider of the connector_oidc config. */
export interface ProviderConfig {
  slug: string;
  name: string;
  issuer: string;
  client_id?: string;
  client_secret?: string;
  [field: string]: unknown;
}

export async function adminCall<T = unknown>(host: RunningHost, token: string, method: string, path: string, body?: unknown) {
  return host.api<Envelope<T>>(method, `/answer/admin/api${path}`, { token, body });
}

/** Saves connector_oidc's providers (client id and secret of the test provider unless given). */
export async function configureConnectors(host: RunningHost, adminToken: string, providers: ProviderConfig[]): Promise<void> {
  const saved = await adminCall(host, adminToken, 'PUT', '/plugin/config', {
    plugin_slug_name: 'connector_oidc',
    config_fields: { providers: providers.map((provider) => ({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...provider })) },
  });
  if (saved.status !== 200) throw new Error(`saving the connectors failed: ${JSON.stringify(saved.body)}`);
}

/** The site's callback address for a connector slug. */
export const callbackOf = (host: RunningHost, slug: string): string => `${host.url}${API}/connector/redirect/${slug}`;
