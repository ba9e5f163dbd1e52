/**
 * `GET|PUT /answer/admin/api/siteinfo/general`: the site's name, descriptions, address and contact
 * address (site_info `general`, which the installer seeds). Everything that shows them reads the
 * row when it needs it: the header and page titles through `/siteinfo`, mails and their links
 * through the row and `ctx.siteUrl()`.
 */
import type { FastifyInstance } from 'fastify';
import { registerSiteSettings, type ServerContext } from '@answer/sdk/server';
import generalSchema from '../schemas/general.json';

export interface SiteGeneral {
  name: string;
  short_description: string;
  description: string;
  site_url: string;
  contact_email: string;
  check_update: boolean;
}

export const GENERAL_DEFAULTS: Readonly<SiteGeneral> = { name: '', short_description: '', description: '', site_url: '', contact_email: '', check_update: true };

/**
 * `https://Example.com/community/?x#y` → `https://example.com/community`: the scheme, host and
 * path, without a trailing slash, as Answer stores it (links are built by appending paths).
 */
export function normaliseSiteUrl(value: string): string {
  const url = new URL(value.trim());
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`;
}

export function registerGeneralSettings(app: FastifyInstance, ctx: ServerContext): void {
  registerSiteSettings<SiteGeneral>(app, ctx, {
    path: '/siteinfo/general',
    type: 'general',
    schema: generalSchema,
    defaults: GENERAL_DEFAULTS,
    prepare: (next) => ({
      ...next,
      name: next.name.trim(),
      short_description: next.short_description.trim(),
      description: next.description.trim(),
      site_url: normaliseSiteUrl(next.site_url),
      contact_email: next.contact_email.trim(),
    }),
  });
}
