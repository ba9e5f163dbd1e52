// @vitest-environment happy-dom
/**
 * The admin's theme and custom code as a visitor sees them: the navbar style and colour, the
 * custom CSS, head, header, sidebar and footer in their places, and all of it replaced at once
 * when the settings are loaded again (as after a save in the admin pages).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { definePlugin, routePoint, type SiteInfo } from '@answer/sdk';
import { KERNEL_VERSION } from '../../../sdk/shared/boot';
import type { BootPlugin } from '../../../sdk/shared/boot';
import { createKernel, type Kernel } from '../kernel';
import { STORAGE_KEYS, browserStorage } from '../storage/storage';
import { SITE_LOOK_IDS, contentTag } from '../theme/theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, reason: 'base.success', msg: 'Success.', data }), { status: 200, headers: { 'content-type': 'application/json' } });

const bootPlugin: BootPlugin = { id: 'pages', name: 'Pages', description: '', version: '1.0.0', kernel: '*', builtin: true, required: false, enabled: true, status: 'active', config: {} };

const pages = definePlugin({
  id: 'pages',
  contributions: [routePoint.contribute('home', { path: '/', layout: 'side-nav', load: () => Promise.resolve({ default: () => <p data-testid="home">Home</p> }) })],
});

const theme = (navbar_style: string, primary_color: string, color_scheme = 'system') => ({ theme: 'default', color_scheme, theme_config: { default: { navbar_style, primary_color } } });

const CUSTOM = {
  custom_css: '.custom-rule { color: red; }',
  custom_head: '<meta name="site-check" content="one">',
  custom_header: '<div id="announce">Maintenance on Friday</div>',
  custom_sidebar: '<div id="side-note">Read the rules</div>',
  custom_footer: '<p id="foot-note">Imprint</p>',
};

let served: SiteInfo;
let kernel: Kernel | null = null;
let mount: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  document.head.innerHTML = '';
  mount = document.createElement('div');
  document.body.appendChild(mount);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/siteinfo')) return envelope(served);
    return envelope(null);
  });
});

afterEach(async () => {
  await act(async () => kernel?.unmount());
  kernel = null;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

async function open(info: SiteInfo) {
  served = info;
  await act(async () => {
    kernel = await createKernel({ mount, boot: { mode: 'run', basePath: '', kernelVersion: KERNEL_VERSION, plugins: [bootPlugin] }, builtins: { pages: async () => pages }, firstPaintWaitMs: 50 });
  });
  await settle();
}

async function reloadWith(info: SiteInfo) {
  served = info;
  await act(async () => kernel?.services.site.reload());
  await settle();
}

const navbar = () => mount.querySelector<HTMLElement>('header nav.navbar');
const styleText = (id: string) => document.getElementById(id)?.textContent ?? null;

describe('the theme', () => {
  it('paints the navbar in the primary colour when coloured, and leaves it light when light', async () => {
    await open({ theme: theme('colored', '#aa0011') });
    expect(navbar()?.getAttribute('data-navbar-style')).toBe('colored');
    expect(navbar()?.classList.contains('answer-navbar-colored')).toBe(true);
    expect(navbar()?.getAttribute('data-bs-theme')).toBe('dark');
    expect(styleText(SITE_LOOK_IDS.primary)).toContain('--bs-primary: #aa0011');
    expect(styleText(SITE_LOOK_IDS.primary)).toMatch(/\.navbar\.answer-navbar-colored \{\s*background-color: #aa0011;/);

    await reloadWith({ theme: theme('light', '#ffc107') });
    expect(navbar()?.getAttribute('data-navbar-style')).toBe('light');
    expect(navbar()?.classList.contains('answer-navbar-colored')).toBe(false);
    expect(navbar()?.classList.contains('bg-body-tertiary')).toBe(true);
    expect(navbar()?.hasAttribute('data-bs-theme')).toBe(false);
    expect(styleText(SITE_LOOK_IDS.primary)).toContain('--bs-primary: #ffc107');
  });

  it('paints the navbar in the colour Answer 1.7’s admin page saves as its style', async () => {
    await open({ theme: theme('#ffff00', '#0033ff') });
    expect(navbar()?.getAttribute('data-navbar-style')).toBe('colored');
    // yellow: dark text on it
    expect(navbar()?.getAttribute('data-bs-theme')).toBe('light');
    expect(styleText(SITE_LOOK_IDS.primary)).toMatch(/background-color: #ffff00;/);
    expect(styleText(SITE_LOOK_IDS.primary)).toContain('--bs-primary: #0033ff');
  });

  it('gives visitors who chose nothing the site’s colour scheme, also after it changes', async () => {
    await open({ theme: theme('colored', '#0033ff', 'dark') });
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    await reloadWith({ theme: theme('colored', '#0033ff', 'light') });
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');
  });

  it('keeps the scheme a visitor chose', async () => {
    browserStorage().set(STORAGE_KEYS.colorScheme, 'dark');
    await open({ theme: theme('colored', '#0033ff', 'light') });
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    await reloadWith({ theme: theme('colored', '#0033ff', 'light') });
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
  });
});

describe('custom CSS and HTML', () => {
  it('puts each part in its place', async () => {
    await open({ theme: theme('colored', '#0033ff'), custom_css_html: CUSTOM });
    expect(styleText(SITE_LOOK_IDS.customCss)).toBe(CUSTOM.custom_css);
    expect(document.head.querySelector('meta[name="site-check"]')?.getAttribute('content')).toBe('one');
    const announce = mount.querySelector('#announce');
    const header = mount.querySelector('header');
    // above the site header
    expect(announce && header && announce.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(mount.querySelector('aside #side-note')?.textContent).toBe('Read the rules');
    expect(mount.querySelector('footer #foot-note')?.textContent).toBe('Imprint');
    // the host's copy is linked too, its address changing with the CSS
    const link = document.getElementById(SITE_LOOK_IDS.customCssLink);
    expect(link?.getAttribute('rel')).toBe('stylesheet');
    expect(link?.getAttribute('href')).toBe(`/custom.css?v=${contentTag(CUSTOM.custom_css)}`);
  });

  it('replaces every part when the settings change, and removes emptied ones', async () => {
    await open({ theme: theme('colored', '#0033ff'), custom_css_html: CUSTOM });
    await reloadWith({
      theme: theme('colored', '#0033ff'),
      custom_css_html: { ...CUSTOM, custom_css: '', custom_head: '<meta name="site-check" content="two">', custom_header: '<div id="announce">Back to normal</div>', custom_footer: '' },
    });
    expect(document.getElementById(SITE_LOOK_IDS.customCss)).toBeNull();
    expect(document.getElementById(SITE_LOOK_IDS.customCssLink)).toBeNull();
    const metas = document.head.querySelectorAll('meta[name="site-check"]');
    expect(metas.length).toBe(1);
    expect(metas[0]?.getAttribute('content')).toBe('two');
    expect(mount.querySelector('#announce')?.textContent).toBe('Back to normal');
    expect(mount.querySelector('footer #foot-note')).toBeNull();

    await reloadWith({ theme: theme('colored', '#0033ff'), custom_css_html: { custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' } });
    expect(document.head.querySelector('meta[name="site-check"]')).toBeNull();
    expect(mount.querySelector('#announce')).toBeNull();
    expect(mount.querySelector('#side-note')).toBeNull();
  });
});
