/** The plugin's admin settings (config/schema.json), read with their defaults. */
import type { ServerContext } from '@answer/sdk/server';

export interface PortalSettings {
  display_name: string;
  login_url: string;
  sign_up_url: string;
  secret: string;
  keep_site_accounts: boolean;
  home_url: string;
  profile_url: string;
  account_url: string;
}

/** The schema's shortest secret: a shorter one is never used even if it got saved some other way. */
export const MIN_SECRET_LENGTH = 32;

const string = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export async function portalSettings(ctx: ServerContext): Promise<PortalSettings> {
  const values = await ctx.pluginConfig();
  return {
    display_name: string(values.display_name),
    login_url: string(values.login_url),
    sign_up_url: string(values.sign_up_url),
    secret: typeof values.secret === 'string' ? values.secret : '',
    keep_site_accounts: values.keep_site_accounts !== false,
    home_url: string(values.home_url),
    profile_url: string(values.profile_url),
    account_url: string(values.account_url),
  };
}

/** Serving needs somewhere to log in and a secret to check the way back. */
export const isReady = (settings: PortalSettings): boolean => settings.login_url !== '' && settings.secret.length >= MIN_SECRET_LENGTH;
