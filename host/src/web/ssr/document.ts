/**
 * A server-rendered page as one HTML document: the app's shell with the page's head, the site's
 * frame around the page's markup (readable without scripts), and the API answers the page was made
 * from, which the kernel uses instead of fetching them again before it takes the page over.
 */
import { escapeHtml } from '@answer/sdk/server';
import { barColours } from '../../../../sdk/shared/contrast';
import { COLORED_NAVBAR_CLASS, primaryColorCss, themeConfig, type ThemeSettings } from '../../../../sdk/shared/site-colors';
import { scriptSafeJson } from '../script-json';

/** Ids the kernel looks for: the server-rendered frame it replaces and the answers it reuses. */
export const SSR_ELEMENT_ID = 'answer-ssr';
export const PRELOAD_ELEMENT_ID = 'answer-preload';

export interface FrameSite {
  name: string;
  basePath: string;
  /** The logo's address, '' for the name in text. */
  logo: string;
  customHeader: string;
  customFooter: string;
  /** The `theme` settings: the navbar is painted as the app paints it. */
  theme?: ThemeSettings['theme'];
}

/** The element the kernel keeps the site's colours in (`SITE_LOOK_IDS.primary`): the app reuses it. */
const PRIMARY_STYLE_ID = 'answer-primary-color';

/** The site's colours as the app paints them, for the head of a server-rendered page. */
export function siteColorsStyle(theme: ThemeSettings['theme']): string {
  const { primaryColor, navbarColor } = themeConfig({ theme });
  return `<style id="${PRIMARY_STYLE_ID}">${primaryColorCss(primaryColor, navbarColor)}</style>`;
}

export function renderFrame(body: string, site: FrameSite): string {
  const brand = site.logo ? `<img src="${escapeHtml(site.logo)}" alt="${escapeHtml(site.name)}" height="32">` : escapeHtml(site.name);
  return [
    `<div id="${SSR_ELEMENT_ID}" class="d-flex flex-column min-vh-100">`,
    site.customHeader ? `<div data-custom="header">${site.customHeader}</div>` : '',
    `<header>${navbar(site)}<div class="container-xxl">`,
    `<a class="navbar-brand fw-semibold" href="${escapeHtml(site.basePath || '/')}${site.basePath ? '/' : ''}">${brand}</a>`,
    '</div></nav></header>',
    // the app's main layout: the side navigation's column, then the page
    `<main class="flex-grow-1"><div class="container-xxl py-3"><div class="row"><div class="col-lg-2 d-none d-lg-block"></div><div class="col-lg-10">${body}</div></div></div></main>`,
    site.customFooter ? `<footer class="container-xxl py-3" data-custom="footer">${site.customFooter}</footer>` : '',
    '</div>',
  ].join('');
}

function navbar(site: FrameSite): string {
  const look = themeConfig({ theme: site.theme });
  if (look.navbarStyle !== 'colored') return '<nav class="navbar navbar-expand-lg bg-body-tertiary border-bottom" data-navbar-style="light">';
  return `<nav class="navbar navbar-expand-lg ${COLORED_NAVBAR_CLASS}" data-navbar-style="colored" data-bs-theme="${barColours(look.navbarColor).scheme}">`;
}

/** `en_US` → `en-US`, as the `lang` attribute spells it. */
export function htmlLang(lang: string): string {
  return lang.replace('_', '-');
}

export interface DocumentParts {
  head: string;
  /** What must follow the app's stylesheets (the site's colours override Bootstrap's). */
  headEnd?: string;
  frame: string;
  preload: Record<string, unknown>;
  lang: string;
  /** The site's colour scheme when it names one (`light`, `dark`); a visitor's own choice is the app's to apply. */
  colorScheme?: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const ROOT = /<div id="root"><\/div>/;

/** `shell` is the app's index page as the host serves it to every page. */
export function composeDocument(shell: string, parts: DocumentParts): string {
  const titled = TITLE.test(shell) ? shell.replace(TITLE, () => parts.head) : shell.replace('</head>', () => `${parts.head}</head>`);
  const withHead = parts.headEnd ? titled.replace('</head>', () => `${parts.headEnd}</head>`) : titled;
  const preload = `<script id="${PRELOAD_ELEMENT_ID}" type="application/json">${scriptSafeJson(parts.preload)}</script>`;
  const withBody = ROOT.test(withHead)
    ? withHead.replace(ROOT, (root) => `${parts.frame}${preload}${root}`)
    : withHead.replace('</body>', () => `${parts.frame}${preload}</body>`);
  const scheme = parts.colorScheme === 'light' || parts.colorScheme === 'dark' ? ` data-bs-theme="${parts.colorScheme}"` : '';
  return withBody.replace(/<html lang="[^"]*"/i, `<html lang="${escapeHtml(htmlLang(parts.lang))}"${scheme}`);
}
