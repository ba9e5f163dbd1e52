/** The site settings a fresh install starts with (Apache Answer's defaults, spec section 9). */
import type { InstallInput } from '@answer/sdk/server';
import { SITE_DEFAULTS, siteDefaults } from '../site-defaults';

/** Answer's default robots.txt; the sitemap line points at the new site. */
export function defaultRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /search',
    'Disallow: /install',
    'Disallow: /review',
    'Disallow: /users/login',
    'Disallow: /users/register',
    'Disallow: /users/account-recovery',
    'Disallow: /users/oauth/*',
    'Disallow: /users/*/*',
    'Disallow: /answer/api',
    'Disallow: /*?code*',
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
  ].join('\n');
}

/** `site_info` rows by type, in the order they are written: the defaults with what the installer asked for. */
export function siteInfoSeeds(input: InstallInput): [string, Record<string, unknown>][] {
  const answers: Record<string, Record<string, unknown>> = {
    general: { name: input.site_name, site_url: input.site_url, contact_email: input.contact_email },
    interface: { language: input.lang },
    login: { login_required: input.login_required },
    seo: { robots: defaultRobots(input.site_url) },
    legal: input.external_content_display ? { external_content_display: input.external_content_display } : {},
  };
  return Object.keys(SITE_DEFAULTS).map((type) => [type, { ...siteDefaults(type), ...(answers[type] ?? {}) }]);
}

/** The row whose presence means "installed"; seeds are written in one transaction, so it never stands alone. */
export const INSTALLED_MARKER_TYPE = 'general';
