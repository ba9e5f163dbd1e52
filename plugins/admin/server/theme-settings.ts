/**
 * The site's theme (`GET|PUT /siteinfo/theme`, site_info `theme`) and the themes there are
 * (`GET /theme/options`). The kernel paints every page from it: the primary colour, the navbar
 * style and the colour scheme of visitors who chose none.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, fieldError, registerSiteSettings, type ServerContext } from '@answer/sdk/server';
import themeSchema from '../schemas/theme.json';

export interface ThemeOption {
  label: string;
  value: string;
}

export interface ThemeConfig {
  navbar_style: string;
  primary_color: string;
}

export interface ThemeSettings {
  theme: string;
  color_scheme: string;
  theme_config: Record<string, ThemeConfig>;
}

/** The themes a site can pick: only the built-in one today, as in Answer. */
export const THEME_OPTIONS: readonly ThemeOption[] = [{ label: 'Default', value: 'default' }];

export const DEFAULT_THEME_CONFIG: Readonly<ThemeConfig> = { navbar_style: 'colored', primary_color: '#0033ff' };

export const THEME_DEFAULTS: Readonly<ThemeSettings> = {
  theme: 'default',
  color_scheme: 'system',
  theme_config: { default: { ...DEFAULT_THEME_CONFIG } },
};

const THEME_OPTIONS_RESPONSE = {
  type: 'array',
  items: { type: 'object', required: ['label', 'value'], properties: { label: { type: 'string' }, value: { type: 'string' } } },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One theme's block: what the save gives over what was saved over the defaults; other keys are dropped. */
function configOf(given: unknown, saved: unknown): ThemeConfig {
  const pick = (from: unknown): Partial<ThemeConfig> => {
    if (!isRecord(from)) return {};
    const out: Partial<ThemeConfig> = {};
    if (typeof from.navbar_style === 'string') out.navbar_style = from.navbar_style.toLowerCase();
    if (typeof from.primary_color === 'string') out.primary_color = from.primary_color.toLowerCase();
    return out;
  };
  return { ...DEFAULT_THEME_CONFIG, ...pick(saved), ...pick(given) };
}

/** Only known themes are kept, each with both fields; an unknown theme is refused. */
export function prepareTheme(next: ThemeSettings, saved: ThemeSettings): ThemeSettings {
  if (!THEME_OPTIONS.some((option) => option.value === next.theme)) throw fieldError('theme', 'themes.theme.invalid');
  const theme_config: Record<string, ThemeConfig> = {};
  for (const { value } of THEME_OPTIONS) theme_config[value] = configOf(next.theme_config?.[value], saved.theme_config?.[value]);
  return { theme: next.theme, color_scheme: next.color_scheme || THEME_DEFAULTS.color_scheme, theme_config };
}

export function registerThemeSettings(app: FastifyInstance, ctx: ServerContext): void {
  registerSiteSettings<ThemeSettings>(app, ctx, {
    path: '/siteinfo/theme',
    type: 'theme',
    schema: themeSchema,
    defaults: THEME_DEFAULTS,
    prepare: prepareTheme,
    // Answer's SiteThemeResp carries the options its page offers
    present: (saved) => ({ ...saved, theme_options: THEME_OPTIONS }),
  });
  app.get(`${ADMIN_API_BASE}/theme/options`, { preHandler: ctx.guards.admin, config: { response: THEME_OPTIONS_RESPONSE } }, async () => THEME_OPTIONS);
}
