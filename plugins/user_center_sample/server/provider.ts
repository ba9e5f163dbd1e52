/**
 * The user centre this plugin provides: the operator's own portal. The site sends visitors to the
 * portal's log-in (or sign-up) page with `?return_to=<the site's callback>`; the portal sends them
 * back there with `&token=<signed link>`.
 */
import type { FastifyRequest } from 'fastify';
import { API_BASE, USER_CENTER_PATHS, UserCenterRefused, type ServerContext, type UserCenterDescription, type UserCenterPerson, type UserCenterProvider } from '@answer/sdk/server';
import { isReady, portalSettings } from './settings';
import { MAX_TOKEN_AGE_SECONDS, verifyPortalToken } from './token';

/** A person outline in the site's link colour, shown on the log-in button. */
const ICON = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="#0d6efd"><circle cx="8" cy="5" r="3"/><path d="M2 15c0-3.6 2.7-5.5 6-5.5s6 1.9 6 5.5z"/></svg>',
).toString('base64');

function withReturn(page: string, back: string): string {
  const url = new URL(page);
  url.searchParams.set('return_to', back);
  return url.toString();
}

export function portalUserCenter(ctx: ServerContext): UserCenterProvider {
  /** The person behind the signed link in the request, each link accepted once. */
  async function personOf(request: FastifyRequest): Promise<UserCenterPerson> {
    const settings = await portalSettings(ctx);
    if (!isReady(settings)) throw new UserCenterRefused('the plugin is not configured');
    const token = (request.query as Record<string, string | undefined>).token ?? '';
    if (token === '') throw new UserCenterRefused('no token in the return address');
    const pass = await verifyPortalToken(token, settings.secret, await ctx.siteUrl());
    // kept until the link could no longer pass anyway; the count is shared by every host process
    const ttl = Math.max(60, Math.min(MAX_TOKEN_AGE_SECONDS, pass.exp - Math.floor(Date.now() / 1000)) + 60);
    if ((await ctx.cache.increment(`jti:${pass.jti}`, ttl)) > 1) throw new UserCenterRefused(`token ${pass.jti} was already used`);
    return pass.person;
  }

  return {
    async describe(lang): Promise<UserCenterDescription | null> {
      const settings = await portalSettings(ctx);
      if (!isReady(settings)) return null;
      const back = `${await ctx.siteUrl()}${API_BASE}`;
      const name = settings.display_name || ctx.t(lang, 'user_center_sample.default_name');
      return {
        name,
        display_name: name,
        icon: ICON,
        url: settings.home_url,
        login_url: withReturn(settings.login_url, `${back}${USER_CENTER_PATHS.loginCallback}`),
        sign_up_url: settings.sign_up_url ? withReturn(settings.sign_up_url, `${back}${USER_CENTER_PATHS.signUpCallback}`) : '',
        enabled_original_user_system: settings.keep_site_accounts,
        control_center: settings.account_url ? [{ name: 'account', label: ctx.t(lang, 'user_center_sample.control.account', { name }), url: settings.account_url }] : [],
      };
    },
    loginCallback: personOf,
    signUpCallback: personOf,
    async userSettings() {
      const settings = await portalSettings(ctx);
      return { profile_setting_redirect_url: settings.profile_url, account_setting_redirect_url: settings.account_url };
    },
    async personalBranding(externalId, lang) {
      const settings = await portalSettings(ctx);
      if (!settings.profile_url) return [];
      const url = new URL(settings.profile_url);
      url.searchParams.set('id', externalId);
      const name = settings.display_name || ctx.t(lang, 'user_center_sample.default_name');
      return [{ icon: ICON, name: 'portal_profile', label: ctx.t(lang, 'user_center_sample.branding.profile', { name }), url: url.toString() }];
    },
  };
}
