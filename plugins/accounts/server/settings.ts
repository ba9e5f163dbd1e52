/** The site's login and user rules as admin saved them, with Answer's defaults for what is unset. */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';

export interface LoginSettings {
  allow_new_registrations: boolean;
  allow_email_registrations: boolean;
  allow_password_login: boolean;
  login_required: boolean;
  allow_email_domains: string[];
}

export interface UsersSettings {
  default_avatar: 'system' | 'gravatar';
  gravatar_base_url: string;
  allow_update_display_name: boolean;
  allow_update_username: boolean;
  allow_update_avatar: boolean;
  allow_update_bio: boolean;
  allow_update_website: boolean;
  allow_update_location: boolean;
}

export const LOGIN_DEFAULTS: LoginSettings = {
  allow_new_registrations: true,
  allow_email_registrations: true,
  allow_password_login: true,
  login_required: false,
  allow_email_domains: [],
};

export const USERS_DEFAULTS: UsersSettings = {
  default_avatar: 'system',
  gravatar_base_url: 'https://www.gravatar.com/avatar/',
  allow_update_display_name: true,
  allow_update_username: true,
  allow_update_avatar: true,
  allow_update_bio: true,
  allow_update_website: true,
  allow_update_location: true,
};

export async function loginSettings(ctx: ServerContext): Promise<LoginSettings> {
  return { ...LOGIN_DEFAULTS, ...((await ctx.siteInfo.get<Partial<LoginSettings>>('login')) ?? {}) };
}

export async function usersSettings(ctx: ServerContext): Promise<UsersSettings> {
  return { ...USERS_DEFAULTS, ...((await ctx.siteInfo.get<Partial<UsersSettings>>('users')) ?? {}) };
}

/** The host's `site_info` table, read by name only where a transaction is open (see `usersSettingsIn`). */
interface SiteInfoView {
  site_info: { type: string; content: string };
}

/**
 * `usersSettings`, read through `trx` when a caller's transaction is open: on SQLite a read on
 * another connection would wait for that transaction forever.
 */
export async function usersSettingsIn(ctx: ServerContext, trx: Transaction<unknown> | null): Promise<UsersSettings> {
  if (!trx) return usersSettings(ctx);
  const row = await (trx as unknown as Transaction<SiteInfoView>).selectFrom('site_info').select('content').where('type', '=', 'users').executeTakeFirst();
  let saved: unknown = null;
  try {
    saved = row ? JSON.parse(row.content) : null;
  } catch {
    // unreadable settings: the defaults apply, as when none were saved
  }
  return { ...USERS_DEFAULTS, ...(typeof saved === 'object' && saved !== null ? (saved as Partial<UsersSettings>) : {}) };
}

/** Whether `email`'s domain may sign up (an empty list allows every domain). */
export function emailDomainAllowed(settings: LoginSettings, email: string): boolean {
  const domains = settings.allow_email_domains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean);
  if (domains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.includes(domain);
}
