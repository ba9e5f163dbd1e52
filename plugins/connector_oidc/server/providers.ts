/** The admin's providers (config `providers`), read defensively into typed settings. */
import type { ClaimNames } from './claims';

export interface ProviderSettings {
  slug: string;
  enabled: boolean;
  name: string;
  /** The name by language, where the admin gave one. */
  names: ReadonlyMap<string, string>;
  /** SVG markup or ''. */
  icon: string;
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  client_id: string;
  client_secret: string;
  client_auth: 'client_secret_basic' | 'client_secret_post';
  scopes: string;
  claims: ClaimNames;
  trust_email: boolean;
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value.trim() : fallback);

function namesOf(value: unknown): Map<string, string> {
  const names = new Map<string, string>();
  if (!Array.isArray(value)) return names;
  for (const entry of value) {
    if (isRecord(entry) && text(entry.language) && text(entry.name)) names.set(text(entry.language), text(entry.name));
  }
  return names;
}

function providerOf(raw: Raw): ProviderSettings | null {
  const slug = text(raw.slug);
  const issuer = text(raw.issuer);
  const clientId = text(raw.client_id);
  if (!slug || !issuer || !clientId) return null;
  return {
    slug,
    enabled: raw.enabled !== false,
    name: text(raw.name) || slug,
    names: namesOf(raw.name_translations),
    icon: text(raw.icon),
    issuer,
    authorization_endpoint: text(raw.authorization_endpoint),
    token_endpoint: text(raw.token_endpoint),
    userinfo_endpoint: text(raw.userinfo_endpoint),
    jwks_uri: text(raw.jwks_uri),
    client_id: clientId,
    client_secret: typeof raw.client_secret === 'string' ? raw.client_secret : '',
    client_auth: raw.client_auth === 'client_secret_post' ? 'client_secret_post' : 'client_secret_basic',
    scopes: text(raw.scopes, 'openid email profile') || 'openid',
    claims: {
      id: text(raw.claim_id) || 'sub',
      name: text(raw.claim_name) || 'name',
      username: text(raw.claim_username) || 'preferred_username',
      email: text(raw.claim_email) || 'email',
      avatar: text(raw.claim_avatar) || 'picture',
    },
    trust_email: raw.trust_email === true,
  };
}

/** The enabled providers of a saved config, in the admin's order. */
export function enabledProviders(config: Raw): ProviderSettings[] {
  const list = Array.isArray(config.providers) ? config.providers : [];
  return list.filter(isRecord).map(providerOf).filter((provider): provider is ProviderSettings => provider !== null && provider.enabled);
}

/** Whether the scopes ask for OpenID Connect (an ID token). */
export const usesOpenId = (provider: ProviderSettings): boolean => provider.scopes.split(/\s+/).includes('openid');

/** The button name in `lang`: the admin's translation, else the name. */
export const nameIn = (provider: ProviderSettings, lang: string): string => provider.names.get(lang) ?? provider.name;
