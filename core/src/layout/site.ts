import type { SiteInfo } from '@answer/sdk';
import type { KernelI18n } from '../i18n/i18n';

export function siteName(site: SiteInfo, i18n: KernelI18n): string {
  return site.general?.name || i18n.t('kernel:site.default_name');
}

export function siteLogo(site: SiteInfo): string | undefined {
  const branding = site.branding as { logo?: unknown } | undefined;
  return typeof branding?.logo === 'string' && branding.logo ? branding.logo : undefined;
}
