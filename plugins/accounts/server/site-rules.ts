/**
 * Saving the login and user rules: a save names only the fields it changes, and values are stored
 * in the one form the readers (server/settings.ts, `GET /siteinfo`) expect.
 */
import { USERS_DEFAULTS, type LoginSettings, type UsersSettings } from './settings';

/** `@Example.COM `, `example.com` and `example.com` again are one entry: `example.com`. */
export function normalizeEmailDomains(domains: readonly string[]): string[] {
  const out: string[] = [];
  for (const domain of domains) {
    const clean = domain.trim().toLowerCase().replace(/^@/, '');
    if (clean !== '' && !out.includes(clean)) out.push(clean);
  }
  return out;
}

/** Only the keys a schema declares, so stray body fields never reach the stored settings. */
function declared<T extends object>(schema: { properties: object }, body: Partial<T>): Partial<T> {
  const keys = new Set(Object.keys(schema.properties));
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => keys.has(key) && value !== undefined)) as Partial<T>;
}

export function mergeLoginSettings(schema: { properties: object }, current: LoginSettings, body: Partial<LoginSettings>): LoginSettings {
  const next = { ...current, ...declared(schema, body) };
  return { ...next, allow_email_domains: normalizeEmailDomains(next.allow_email_domains) };
}

export function mergeUsersSettings(schema: { properties: object }, current: UsersSettings, body: Partial<UsersSettings>): UsersSettings {
  const next = { ...current, ...declared(schema, body) };
  // an emptied base URL means Gravatar's own
  return { ...next, gravatar_base_url: next.gravatar_base_url.trim() || USERS_DEFAULTS.gravatar_base_url };
}
