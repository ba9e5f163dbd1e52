/** Site settings as Apache Answer 1.7's `GET /siteinfo` serves them, and the language endpoints. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, API_BASE } from '../../../sdk/shared/paths';
import { ROOT_DIR } from '../paths';
import type { Host } from '../host';

/** Each block of the response, the `site_info` type it is stored under, and what it holds before any save. */
const SITE_INFO_BLOCKS: { key: string; type: string; defaults: Record<string, unknown> }[] = [
  { key: 'general', type: 'general', defaults: { name: '', short_description: '', description: '', site_url: '', contact_email: '', check_update: true } },
  { key: 'interface', type: 'interface', defaults: { language: 'en_US', time_zone: 'UTC' } },
  { key: 'branding', type: 'branding', defaults: { logo: '', mobile_logo: '', square_icon: '', favicon: '' } },
  {
    key: 'login',
    type: 'login',
    defaults: { allow_new_registrations: true, allow_email_registrations: true, allow_password_login: true, login_required: false, allow_email_domains: [] },
  },
  {
    key: 'theme',
    type: 'theme',
    defaults: { theme: 'default', color_scheme: 'system', theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } } },
  },
  { key: 'custom_css_html', type: 'custom_css_html', defaults: { custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' } },
  { key: 'site_seo', type: 'seo', defaults: { permalink: 1, robots: '' } },
  {
    key: 'site_users',
    type: 'users',
    defaults: {
      default_avatar: 'system',
      gravatar_base_url: '',
      allow_update_display_name: true,
      allow_update_username: true,
      allow_update_avatar: true,
      allow_update_bio: true,
      allow_update_website: true,
      allow_update_location: true,
    },
  },
  {
    key: 'site_write',
    type: 'write',
    defaults: {
      restrict_answer: true,
      required_tag: false,
      recommend_tags: [],
      reserved_tags: [],
      max_image_size: 4,
      max_attachment_size: 8,
      max_image_megapixel: 40,
      authorized_image_extensions: [],
      authorized_attachment_extensions: [],
    },
  },
  { key: 'site_legal', type: 'legal', defaults: { external_content_display: 'always_display' } },
];

export const SITE_INFO_TYPES: Record<string, string> = Object.fromEntries(SITE_INFO_BLOCKS.map((block) => [block.key, block.type]));

const packageVersion = (JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version?: string }).version ?? '';

export function siteRoutes(app: FastifyInstance, host: Host): void {
  app.get(`${API_BASE}/siteinfo`, async () => {
    const stored = await host.store().siteInfo.all();
    const result: Record<string, unknown> = {};
    for (const block of SITE_INFO_BLOCKS) result[block.key] = { ...block.defaults, ...(stored.get(block.type) ?? {}) };
    // legal holds the policy texts too; the public block carries only the display rule, as in Answer.
    const legal = result.site_legal as Record<string, unknown>;
    result.site_legal = { external_content_display: legal.external_content_display };
    result.version = packageVersion;
    result.revision = host.revision;
    return result;
  });

  app.get(`${API_BASE}/language/options`, async () => [{ label: 'Default', value: 'Default' }, ...host.languageOptions()]);

  app.get<{ Querystring: { lang?: string } }>(`${API_BASE}/language/config`, async (request) => ({
    ui: host.languageBundle(request.query.lang ? host.resolveLanguage(request.query.lang) : request.lang),
  }));

  app.get(`${ADMIN_API_BASE}/language/options`, async () => host.languageOptions());
}
