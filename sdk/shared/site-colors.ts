/**
 * CSS that paints Bootstrap in the site's primary colour (links, buttons, the navbar), with every
 * text on or in that colour readable (WCAG AA) in both colour schemes, whatever colour the admin
 * picked.
 */
import { barColours, hexToRgb, mix, readableOn, rgbToHex } from './contrast';

/** Backgrounds links sit on in the light scheme (body, tertiary grey of footer and cards). */
const LIGHT_SURFACES = ['#ffffff', '#f8f9fa', '#e9ecef'];
/** The same in the dark scheme (body, tertiary, light list items and hovered rows). */
const DARK_SURFACES = ['#212529', '#2b3035', '#343a40'];

/** The class of a navbar painted in the primary colour; its text colours come from `coloredNavbarCss`. */
export const COLORED_NAVBAR_CLASS = 'answer-navbar-colored';

const shade = (hex: string, factor: number): string => rgbToHex(hexToRgb(hex).map((channel) => channel * factor));
const rgbOf = (hex: string): string => hexToRgb(hex).join(', ');

/**
 * The coloured navbar: its background and link colours readable on it (Bootstrap's dark navbar
 * dims links to 55% white: 3:1 on the default blue).
 */
function coloredNavbarCss(background: string): string {
  const { text, muted } = barColours(background);
  return `.navbar.${COLORED_NAVBAR_CLASS} {
  background-color: ${background};
  --bs-navbar-color: ${muted};
  --bs-navbar-hover-color: ${text};
  --bs-navbar-active-color: ${text};
  --bs-navbar-brand-color: ${text};
  --bs-navbar-brand-hover-color: ${text};
}`;
}

/** `navbar` is the coloured navbar's background: the primary colour unless the theme names its own. */
export function primaryColorCss(primary: string, navbar: string = primary): string {
  const rgb = rgbOf(primary);
  const hover = shade(primary, 0.85);
  const active = shade(primary, 0.8);
  // the primary colour as text: darkened on light pages, lightened on dark ones, until readable
  const lightLink = readableOn(primary, LIGHT_SURFACES, '#000000');
  const lightLinkHover = readableOn(shade(lightLink, 0.85), LIGHT_SURFACES, '#000000');
  const darkLink = readableOn(mix(primary, '#ffffff', 0.45), DARK_SURFACES, '#ffffff');
  const darkLinkHover = readableOn(mix(primary, '#ffffff', 0.6), DARK_SURFACES, '#ffffff');
  // text on the primary colour (buttons, the current pill and page)
  const onPrimary = barColours(primary).text;
  return `:root, [data-bs-theme] {
  --bs-primary: ${primary};
  --bs-primary-rgb: ${rgb};
  --bs-link-color: ${lightLink};
  --bs-link-color-rgb: ${rgbOf(lightLink)};
  --bs-link-hover-color: ${lightLinkHover};
  --bs-link-hover-color-rgb: ${rgbOf(lightLinkHover)};
}
[data-bs-theme="dark"] {
  --bs-link-color: ${darkLink};
  --bs-link-color-rgb: ${rgbOf(darkLink)};
  --bs-link-hover-color: ${darkLinkHover};
  --bs-link-hover-color-rgb: ${rgbOf(darkLinkHover)};
}
.btn-primary {
  --bs-btn-color: ${onPrimary}; --bs-btn-hover-color: ${onPrimary}; --bs-btn-active-color: ${onPrimary}; --bs-btn-disabled-color: ${onPrimary};
  --bs-btn-bg: ${primary}; --bs-btn-border-color: ${primary};
  --bs-btn-hover-bg: ${hover}; --bs-btn-hover-border-color: ${hover};
  --bs-btn-active-bg: ${active}; --bs-btn-active-border-color: ${active};
  --bs-btn-disabled-bg: ${primary}; --bs-btn-disabled-border-color: ${primary};
}
.btn-outline-primary {
  --bs-btn-color: var(--bs-link-color); --bs-btn-border-color: ${primary};
  --bs-btn-hover-color: ${onPrimary}; --bs-btn-hover-bg: ${primary}; --bs-btn-hover-border-color: ${primary};
  --bs-btn-active-color: ${onPrimary}; --bs-btn-active-bg: ${primary}; --bs-btn-active-border-color: ${primary};
}
.nav-pills { --bs-nav-pills-link-active-color: ${onPrimary}; --bs-nav-pills-link-active-bg: ${primary}; }
.progress, .progress-stacked { --bs-progress-bar-bg: ${primary}; }
.form-control:focus, .form-select:focus { border-color: rgba(${rgb}, 0.5); box-shadow: 0 0 0 0.25rem rgba(${rgb}, 0.25); }
.form-check-input:checked { background-color: ${primary}; border-color: ${primary}; }
.pagination { --bs-pagination-active-color: ${onPrimary}; --bs-pagination-active-bg: ${primary}; --bs-pagination-active-border-color: ${primary}; }
${coloredNavbarCss(navbar)}`;
}

export const DEFAULT_PRIMARY_COLOR = '#0033ff';

/** The part of the site settings (`GET /siteinfo`) the look is read from. */
export interface ThemeSettings {
  theme?: { theme?: string; theme_config?: Record<string, { primary_color?: string; navbar_style?: string } | undefined> } | null;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export type NavbarStyle = 'colored' | 'light';

export interface ThemeLook {
  primaryColor: string;
  /** `colored`: painted (`navbarColor`); `light`: the page's light bar. */
  navbarStyle: NavbarStyle;
  /** The coloured navbar's background: the primary colour, or the colour Answer 1.7's own admin page saves as the style. */
  navbarColor: string;
}

/** The active theme's config block (`theme_config[theme]`), with the spec's defaults for what is missing or unreadable. */
export function themeConfig(site: ThemeSettings): ThemeLook {
  const theme = site.theme?.theme ?? 'default';
  const config = site.theme?.theme_config?.[theme] ?? site.theme?.theme_config?.default;
  const primary = config?.primary_color;
  const primaryColor = primary && HEX_COLOR.test(primary) ? primary.toLowerCase() : DEFAULT_PRIMARY_COLOR;
  const style = config?.navbar_style ?? '';
  if (style === 'light') return { primaryColor, navbarStyle: 'light', navbarColor: primaryColor };
  return { primaryColor, navbarStyle: 'colored', navbarColor: HEX_COLOR.test(style) ? style.toLowerCase() : primaryColor };
}

