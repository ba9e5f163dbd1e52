/** The site settings a fresh install starts with (Apache Answer's defaults, spec section 9). */
import type { InstallInput } from '@answer/sdk/server';
import { SITE_DEFAULTS, siteDefaults } from '../site-defaults';
import { defaultRobotsText } from '../web/site-files';

/** `site_info` rows by type, in the order they are written: the defaults with what the installer asked for. */
export function siteInfoSeeds(input: InstallInput): [string, Record<string, unknown>][] {
  const answers: Record<string, Record<string, unknown>> = {
    general: { name: input.site_name, site_url: input.site_url, contact_email: input.contact_email },
    interface: { language: input.lang },
    login: { login_required: input.login_required },
    // the rules the site serves while none is saved, with the sitemap of the new site
    seo: { robots: defaultRobotsText(`${input.site_url.replace(/\/+$/, '')}/sitemap.xml`) },
    legal: input.external_content_display ? { external_content_display: input.external_content_display } : {},
  };
  return Object.keys(SITE_DEFAULTS).map((type) => [type, { ...siteDefaults(type), ...(answers[type] ?? {}) }]);
}

/** The row whose presence means "installed"; seeds are written in one transaction, so it never stands alone. */
export const INSTALLED_MARKER_TYPE = 'general';
