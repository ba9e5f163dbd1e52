/**
 * SEO settings (`GET|PUT /siteinfo/seo`, site_info `seo`): the form of question addresses, which
 * every plugin's links follow (the sdk's `questionPermalink`), and the text `/robots.txt` serves.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PERMALINK, registerSiteSettings, type PermalinkMode, type ServerContext } from '@answer/sdk/server';
import seoSchema from '../schemas/seo.json';

export interface SeoSettings {
  permalink: PermalinkMode;
  robots: string;
}

/** The spec's default form (1, id and title), not Answer's 2. */
export const SEO_DEFAULTS: Readonly<SeoSettings> = { permalink: DEFAULT_PERMALINK, robots: '' };

export function registerSeoSettings(app: FastifyInstance, ctx: ServerContext): void {
  registerSiteSettings<SeoSettings>(app, ctx, { path: '/siteinfo/seo', type: 'seo', schema: seoSchema, defaults: SEO_DEFAULTS });
}
