/**
 * Site settings as a fresh site has them (Apache Answer's defaults, spec section 9), by the
 * `site_info` type they are stored under. The installer seeds them and `/siteinfo` falls back to
 * them for anything a site has not saved, so both read this one table. A block a plugin owns
 * (`write`: the questions plugin; `privileges`: accounts) is seeded by that plugin's install.
 */
export const DEFAULT_GRAVATAR_BASE_URL = 'https://www.gravatar.com/avatar/';

export const SITE_DEFAULTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  general: { name: '', short_description: '', description: '', site_url: '', contact_email: '', check_update: true },
  interface: { language: 'en_US', time_zone: 'UTC' },
  branding: { logo: '', mobile_logo: '', square_icon: '', favicon: '' },
  login: { allow_new_registrations: true, allow_email_registrations: true, allow_password_login: true, login_required: false, allow_email_domains: [] },
  theme: { theme: 'default', color_scheme: 'system', theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } } },
  custom_css_html: { custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' },
  seo: { permalink: 1, robots: '' },
  users: {
    default_avatar: 'system',
    gravatar_base_url: DEFAULT_GRAVATAR_BASE_URL,
    allow_update_display_name: true,
    allow_update_username: true,
    allow_update_avatar: true,
    allow_update_bio: true,
    allow_update_website: true,
    allow_update_location: true,
  },
  legal: { external_content_display: 'always_display' },
  maintenance: { enabled: false, message: '' },
};

/** A fresh copy of one type's defaults, safe to change. */
export function siteDefaults(type: string): Record<string, unknown> {
  return structuredClone({ ...(SITE_DEFAULTS[type] ?? {}) });
}
