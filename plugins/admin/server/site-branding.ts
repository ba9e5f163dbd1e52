/**
 * `GET|PUT /answer/admin/api/siteinfo/branding`: the logo, the logo for small screens, the square
 * icon and the favicon (site_info `branding`). Each is '' or an image the site's own upload call
 * stored for branding (`POST /file`, source `branding`); the header, `/favicon.ico` and the
 * touch icon read the row on the next page load.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, registerSiteSettings, type ServerContext } from '@answer/sdk/server';
import brandingSchema from '../schemas/branding.json';

export interface SiteBranding {
  logo: string;
  mobile_logo: string;
  square_icon: string;
  favicon: string;
}

export const BRANDING_DEFAULTS: Readonly<SiteBranding> = { logo: '', mobile_logo: '', square_icon: '', favicon: '' };

const FIELDS = Object.keys(BRANDING_DEFAULTS) as (keyof SiteBranding)[];

/**
 * Field errors for every new address that is not an uploaded branding image. A value kept as it
 * was saved is not asked again: the site's address may have changed since it was uploaded.
 */
async function checkImages(next: SiteBranding, saved: SiteBranding, ctx: ServerContext): Promise<SiteBranding> {
  const prepared = { ...next };
  const problems: { error_field: string; error_msg: string }[] = [];
  let vars: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = next[field].trim();
    prepared[field] = value;
    if (value === '' || value === saved[field]) continue;
    const problem = await ctx.uploads.check(value, 'branding');
    if (problem) {
      problems.push({ error_field: field, error_msg: problem.key });
      vars = { ...vars, ...problem.vars };
    }
  }
  if (problems.length > 0) throw new ApiError(400, 'base.request_format_error', problems, vars);
  return prepared;
}

export function registerBrandingSettings(app: FastifyInstance, ctx: ServerContext): void {
  registerSiteSettings<SiteBranding>(app, ctx, {
    path: '/siteinfo/branding',
    type: 'branding',
    schema: brandingSchema,
    defaults: BRANDING_DEFAULTS,
    prepare: (next, saved) => checkImages(next, saved, ctx),
  });
}
