/**
 * One provider as a `Connector`, through openid-client (discovery, authorization URL, the code
 * exchange with PKCE, ID token checks: signature, issuer, audience, expiry, nonce; user info).
 * The flow's state, PKCE verifier and nonce come from the host's flow; this file only passes them on.
 */
import type * as Client from 'openid-client';
import { ConnectorError, type Connector, type ExternalUserInfo, type ServerLogger } from '@answer/sdk/server';
import { userInfoFrom, type Claims } from './claims';
import { nameIn, usesOpenId, type ProviderSettings } from './providers';

/** Seconds a request to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** A neutral "log in" mark for providers the admin gave no icon. */
const DEFAULT_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor"><path d="M8 1a4 4 0 0 0-1 7.87V15h2v-1h2v-2H9V8.87A4 4 0 0 0 8 1Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z"/></svg>';

let loaded: typeof Client | undefined;

/** openid-client, loaded at the first use of a provider: a site with none keeps it out of memory. */
async function openid(): Promise<typeof Client> {
  loaded ??= await import('openid-client');
  return loaded;
}

/** Why openid-client failed, in the flow's terms. */
function failure(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // its errors exist only once it is loaded
  const client = loaded;
  if (client && error instanceof client.AuthorizationResponseError) return new ConnectorError('denied', message, { cause: error });
  // fetch failed (unreachable, refused) or timed out: the provider, not the answer
  const code = client && error instanceof client.ClientError ? error.code : undefined;
  if (error instanceof TypeError || code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT') return new ConnectorError('unavailable', message, { cause: error });
  return new ConnectorError('failed', message, { cause: error });
}

const insecure = (provider: ProviderSettings): boolean =>
  [provider.issuer, provider.authorization_endpoint, provider.token_endpoint, provider.userinfo_endpoint, provider.jwks_uri].some((url) => url.startsWith('http://'));

/** Endpoints the admin typed, overriding (or replacing) discovery. */
function typedEndpoints(provider: ProviderSettings): Partial<Client.ServerMetadata> {
  const names = ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri'] as const;
  return Object.fromEntries(names.filter((name) => provider[name] !== '').map((name) => [name, provider[name]]));
}

async function buildConfiguration(provider: ProviderSettings): Promise<Client.Configuration> {
  const client = await openid();
  const auth = provider.client_auth === 'client_secret_post' ? client.ClientSecretPost(provider.client_secret) : client.ClientSecretBasic(provider.client_secret);
  // http is allowed only for addresses on this machine (the config schema refuses others)
  const execute = insecure(provider) ? [client.allowInsecureRequests] : [];
  const typed = typedEndpoints(provider);
  let metadata: Client.ServerMetadata;
  if (typed.authorization_endpoint && typed.token_endpoint) {
    metadata = { issuer: provider.issuer, ...typed };
  } else {
    const discovered = await client.discovery(new URL(provider.issuer), provider.client_id, undefined, auth, { execute, timeout: PROVIDER_TIMEOUT_SECONDS });
    metadata = { ...discovered.serverMetadata(), ...typed };
  }
  const configuration = new client.Configuration(metadata, provider.client_id, undefined, auth);
  for (const step of execute) step(configuration);
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  return configuration;
}

/**
 * openid-client configurations by slug, rebuilt when the admin changes the provider; a failed
 * discovery is forgotten so the next log-in tries again.
 */
export class ConfigurationCache {
  private readonly entries = new Map<string, { key: string; configuration: Promise<Client.Configuration> }>();

  get(provider: ProviderSettings): Promise<Client.Configuration> {
    const key = JSON.stringify({ ...provider, names: [...provider.names] });
    const held = this.entries.get(provider.slug);
    if (held?.key === key) return held.configuration;
    const configuration = buildConfiguration(provider);
    this.entries.set(provider.slug, { key, configuration });
    configuration.catch(() => {
      if (this.entries.get(provider.slug)?.configuration === configuration) this.entries.delete(provider.slug);
    });
    return configuration;
  }
}

/** The callback address with the provider's parameters, as openid-client reads the answer. */
function callbackUrl(redirectUri: string, query: Record<string, string>): URL {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

async function claimsOf(configuration: Client.Configuration, provider: ProviderSettings, tokens: Client.TokenEndpointResponse & Client.TokenEndpointResponseHelpers): Promise<Claims> {
  const client = await openid();
  const idClaims: Claims = tokens.claims() ?? {};
  const userinfoEndpoint = configuration.serverMetadata().userinfo_endpoint;
  if (!userinfoEndpoint) return idClaims;
  if (usesOpenId(provider)) {
    // the ID token says who; user info may add the details it left out
    const subject = typeof idClaims.sub === 'string' ? idClaims.sub : client.skipSubjectCheck;
    return { ...(await client.fetchUserInfo(configuration, tokens.access_token, subject)), ...idClaims };
  }
  // plain OAuth2: the person is whatever the user info address answers
  const response = await client.fetchProtectedResource(configuration, tokens.access_token, new URL(userinfoEndpoint), 'GET');
  if (!response.ok) throw new ConnectorError('failed', `user info answered ${response.status}`);
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Claims) : {};
}

export function oidcConnector(provider: ProviderSettings, configurations: ConfigurationCache, log: ServerLogger): Connector {
  const configuration = async () => {
    try {
      return await configurations.get(provider);
    } catch (error) {
      log.warn(`provider ${provider.slug} could not be set up`, error instanceof Error ? error.message : error);
      throw new ConnectorError('unavailable', 'the provider could not be set up', { cause: error });
    }
  };
  return {
    slug: provider.slug,
    icon: provider.icon || DEFAULT_ICON,
    name: (lang) => nameIn(provider, lang),
    async start(input) {
      const parameters: Record<string, string> = {
        redirect_uri: input.redirectUri,
        scope: provider.scopes,
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      };
      if (usesOpenId(provider)) parameters.nonce = input.nonce;
      try {
        const settings = await configuration();
        return (await openid()).buildAuthorizationUrl(settings, parameters).href;
      } catch (error) {
        throw failure(error);
      }
    },
    async finish(input): Promise<ExternalUserInfo> {
      const withIdToken = usesOpenId(provider);
      try {
        const config = await configuration();
        const tokens = await (await openid()).authorizationCodeGrant(config, callbackUrl(input.redirectUri, input.query), {
          pkceCodeVerifier: input.codeVerifier,
          expectedState: input.state,
          ...(withIdToken ? { expectedNonce: input.nonce, idTokenExpected: true } : {}),
        });
        return userInfoFrom(await claimsOf(config, provider, tokens), provider.claims, provider.trust_email, { issuer: provider.issuer });
      } catch (error) {
        throw failure(error);
      }
    },
  };
}
