import type { SiteInfo } from '@answer/sdk';
import type { KernelI18n } from '../i18n/i18n';

export function siteName(site: SiteInfo, i18n: KernelI18n): string {
  return site.general?.name || i18n.t('kernel:site.default_name');
}

function brandingImage(site: SiteInfo, field: 'logo' | 'mobile_logo' | 'square_icon'): string | undefined {
  const value: unknown = site.branding?.[field];
  return typeof value === 'string' && value ? value : undefined;
}

export function siteLogo(site: SiteInfo): string | undefined {
  return brandingImage(site, 'logo');
}

/** The header's image on small screens: the mobile logo, else the logo. */
export function siteMobileLogo(site: SiteInfo): string | undefined {
  return brandingImage(site, 'mobile_logo') ?? brandingImage(site, 'logo');
}

/**
 * The icon phones put on their home screen (`<link rel="apple-touch-icon">`): the square icon,
 * updated whenever the settings are (re)loaded; gone when the admin clears it. The tab icon is
 * `/favicon.ico`, which the host answers from the same settings.
 */
export function applySiteIcons(site: SiteInfo, doc: Document = document): void {
  const icon = brandingImage(site, 'square_icon');
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"][data-answer-branding]');
  if (!icon) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'apple-touch-icon';
    link.dataset.answerBranding = '';
    doc.head.appendChild(link);
  }
  link.href = icon;
}
