/**
 * The admin's own CSS and HTML (`GET|PUT /siteinfo/custom-css-html`, site_info `custom_css_html`):
 * the kernel puts the CSS in a <style> element, the head HTML in <head>, the header above the site
 * header, the sidebar in the main layout's sidebar and the footer in the footer.
 */
import type { FastifyInstance } from 'fastify';
import { fieldError, registerSiteSettings, type ServerContext } from '@answer/sdk/server';
import customSchema from '../schemas/custom-css-html.json';

export interface CustomCode {
  custom_css: string;
  custom_head: string;
  custom_header: string;
  custom_footer: string;
  custom_sidebar: string;
}

export const CUSTOM_CODE_DEFAULTS: Readonly<CustomCode> = { custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' };

/** The end of the style element the CSS lives in: after it, the rest would be read as page markup. */
const CLOSES_STYLE = /<\/style/i;

export function prepareCustomCode(next: CustomCode): CustomCode {
  if (CLOSES_STYLE.test(next.custom_css)) throw fieldError('custom_css', 'css_html.custom_css.closes_style');
  return next;
}

export function registerCustomCodeSettings(app: FastifyInstance, ctx: ServerContext): void {
  registerSiteSettings<CustomCode>(app, ctx, {
    path: '/siteinfo/custom-css-html',
    type: 'custom_css_html',
    schema: customSchema,
    defaults: CUSTOM_CODE_DEFAULTS,
    prepare: prepareCustomCode,
  });
}
