/** The site settings a fresh install starts with (Apache Answer's defaults, spec section 9). */
import type { InstallInput } from '@answer/sdk/server';

export const DEFAULT_GRAVATAR_BASE_URL = 'https://www.gravatar.com/avatar/';

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

/** `site_info` rows by type, in the order they are written. */
export function siteInfoSeeds(input: InstallInput): [string, Record<string, unknown>][] {
  return [
    [
      'general',
      { name: input.site_name, site_url: input.site_url, contact_email: input.contact_email, description: '', short_description: '' },
    ],
    ['interface', { language: input.lang, time_zone: 'UTC' }],
    [
      'login',
      {
        allow_new_registrations: true,
        allow_email_registrations: true,
        allow_password_login: true,
        login_required: input.login_required,
        allow_email_domains: [],
      },
    ],
    [
      'theme',
      {
        theme: 'default',
        color_scheme: 'system',
        theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } },
      },
    ],
    ['seo', { permalink: 1, robots: defaultRobots(input.site_url) }],
    [
      'users',
      {
        default_avatar: 'system',
        gravatar_base_url: DEFAULT_GRAVATAR_BASE_URL,
        allow_update_display_name: true,
        allow_update_username: true,
        allow_update_avatar: true,
        allow_update_bio: true,
        allow_update_website: true,
        allow_update_location: true,
      },
    ],
    [
      'write',
      {
        restrict_answer: true,
        required_tag: false,
        recommend_tags: [],
        reserved_tags: [],
        max_image_size: 4,
        max_attachment_size: 8,
        max_image_megapixel: 40,
        authorized_image_extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
        authorized_attachment_extensions: [],
      },
    ],
    ['legal', { external_content_display: input.external_content_display ?? 'always_display' }],
    ['custom_css_html', { custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' }],
  ];
}

/** The row whose presence means "installed"; seeds are written in one transaction, so it never stands alone. */
export const INSTALLED_MARKER_TYPE = 'general';
