/** Site settings as Apache Answer 1.7's `GET /siteinfo` serves them, and the language endpoints. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_OPEN, PUBLIC_ROUTE, SHARED_SCOPES } from '@answer/sdk/server';
import { ADMIN_API_BASE, API_BASE } from '../../../sdk/shared/paths';
import { ROOT_DIR } from '../paths';
import { siteDefaults } from '../site-defaults';
import type { LanguageOption } from '../translations';
import type { StoreSource } from '../types';

/** Each block of the response and the `site_info` type it is stored under. */
const SITE_INFO_BLOCKS: { key: string; type: string }[] = [
  { key: 'general', type: 'general' },
  { key: 'interface', type: 'interface' },
  { key: 'branding', type: 'branding' },
  { key: 'login', type: 'login' },
  { key: 'theme', type: 'theme' },
  { key: 'custom_css_html', type: 'custom_css_html' },
  { key: 'site_seo', type: 'seo' },
  { key: 'site_users', type: 'users' },
  { key: 'site_write', type: 'write' },
  { key: 'site_legal', type: 'legal' },
  // not Answer's: whether guests and members see the maintenance page, and its message
  { key: 'maintenance', type: 'maintenance' },
];


/**
 * Every guest gets the same site settings and translations; any write may change them. Open in
 * maintenance mode: the browser learns from them that the site is closed, and in what words.
 */
const SITE_WIDE = { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN, sharedCache: { scopes: () => [SHARED_SCOPES.site] } };

export const packageVersion = (JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version?: string }).version ?? '';

/**
 * Fields Answer 1.7's `/siteinfo` carries that this site keeps elsewhere or fixes: the avatar
 * rule lives in the users settings (Answer 1.7 copies it into `interface`), and the default theme
 * is the only one. The write block (`min_tags`, `min_content` included) is served as saved.
 */
function withAnswerOnlyFields(result: Record<string, unknown>): void {
  const users = result.site_users as Record<string, unknown>;
  result.interface = { ...(result.interface as object), default_avatar: users.default_avatar, gravatar_base_url: users.gravatar_base_url };
  result.theme = { ...(result.theme as object), theme_options: [{ label: 'Default', value: 'default' }] };
}

/** `[{label, value, progress}]`: Answer's `translator.LangOption`. */
const LANGUAGE_OPTIONS_RESPONSE = {
  type: 'array',
  items: { type: 'object', required: ['label', 'value', 'progress'], properties: { label: { type: 'string' }, value: { type: 'string' }, progress: { type: 'integer' } } },
};

/** The `ui` translation trees of every serving plugin, by plugin id. */
const LANGUAGE_CONFIG_RESPONSE = { type: 'object', required: ['ui'], properties: { ui: { type: 'object', additionalProperties: { type: 'object' } } } };

export interface SiteRoutesDeps extends StoreSource {
  /** Build revision shown by `/siteinfo`. */
  revision: string;
  languageOptions(): LanguageOption[];
  languageBundle(lang: string): Record<string, unknown>;
  /** The supported language closest to `value`. */
  resolveLanguage(value: string): string;
}

export function siteRoutes(app: FastifyInstance, deps: SiteRoutesDeps): void {
  app.get(`${API_BASE}/siteinfo`, { config: SITE_WIDE }, async () => {
    const stored = await deps.store().siteInfo.all();
    const result: Record<string, unknown> = {};
    for (const block of SITE_INFO_BLOCKS) result[block.key] = { ...siteDefaults(block.type), ...(stored.get(block.type) ?? {}) };
    // legal holds the policy texts too; the public block carries only the display rule, as in Answer.
    const legal = result.site_legal as Record<string, unknown>;
    result.site_legal = { external_content_display: legal.external_content_display };
    withAnswerOnlyFields(result);
    result.version = packageVersion;
    result.revision = deps.revision;
    return result;
  });

  app.get(`${API_BASE}/language/options`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN, response: LANGUAGE_OPTIONS_RESPONSE } }, async () => [{ label: 'Default', value: 'Default', progress: 0 }, ...deps.languageOptions()]);

  app.get<{ Querystring: { lang?: string } }>(`${API_BASE}/language/config`, { config: { ...SITE_WIDE, response: LANGUAGE_CONFIG_RESPONSE } }, async (request) => ({
    ui: deps.languageBundle(request.query.lang ? deps.resolveLanguage(request.query.lang) : request.lang),
  }));

  app.get(`${ADMIN_API_BASE}/language/options`, { config: { response: LANGUAGE_OPTIONS_RESPONSE } }, async () => deps.languageOptions());
}
