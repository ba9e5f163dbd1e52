/**
 * Colour scheme and site look. The scheme is the visitor's local choice, else the user's
 * setting, else the site's; `system` follows the operating system live.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { ColorScheme, SiteInfo, ThemeService } from '@answer/sdk';
import { contentTag } from '../../../sdk/shared/content-tag';
import { primaryColorCss } from './site-colors';

export { primaryColorCss } from './site-colors';

const SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'system'];
export { DEFAULT_PRIMARY_COLOR } from '../../../sdk/shared/site-colors';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function asScheme(value: unknown): ColorScheme | undefined {
  return SCHEMES.includes(value as ColorScheme) ? (value as ColorScheme) : undefined;
}

/** The account's own choice first (`default` means none), then this browser's, then the site's. */
export function chooseScheme(local: unknown, user: unknown, site: unknown): ColorScheme {
  return asScheme(user) ?? asScheme(local) ?? asScheme(site) ?? 'system';
}

export interface ThemeDeps {
  initial: ColorScheme;
  /** Stores the visitor's choice. */
  persist: (scheme: ColorScheme) => void;
  matchMedia?: (query: string) => MediaQueryList;
  root?: HTMLElement;
}

export class ThemeStore implements ThemeService {
  scheme: ColorScheme;
  systemDark = false;
  private readonly root: HTMLElement | undefined;

  constructor(private readonly deps: ThemeDeps) {
    this.scheme = deps.initial;
    this.root = deps.root ?? (typeof document !== 'undefined' ? document.documentElement : undefined);
    const media = deps.matchMedia?.(DARK_QUERY);
    if (media) {
      this.systemDark = media.matches;
      media.addEventListener('change', (event) => this.setSystemDark(event.matches));
    }
    makeObservable(this, {
      scheme: observable,
      systemDark: observable,
      effective: computed,
      setScheme: action,
      setSystemDark: action,
      useScheme: action,
    });
    this.apply();
  }

  get effective(): 'light' | 'dark' {
    if (this.scheme === 'system') return this.systemDark ? 'dark' : 'light';
    return this.scheme;
  }

  /** The visitor picks a scheme: remembered locally. */
  setScheme(scheme: ColorScheme): void {
    this.scheme = scheme;
    this.deps.persist(scheme);
    this.apply();
  }

  /** A scheme decided by settings (user or site), not remembered as the visitor's choice. */
  useScheme(scheme: ColorScheme): void {
    this.scheme = scheme;
    this.apply();
  }

  setSystemDark(dark: boolean): void {
    this.systemDark = dark;
    this.apply();
  }

  private apply(): void {
    this.root?.setAttribute('data-bs-theme', this.effective);
  }
}

export { themeConfig, type NavbarStyle, type ThemeLook } from '../../../sdk/shared/site-colors';
import { themeConfig } from '../../../sdk/shared/site-colors';

/** Ids of the elements the site look owns in <head>. */
export const SITE_LOOK_IDS = { primary: 'answer-primary-color', customCss: 'answer-custom-css', customCssLink: 'answer-custom-css-link' } as const;
const CUSTOM_HEAD_MARK = 'data-answer-custom-head';
/** The meta a server-rendered page names its custom head with (`host/src/web/ssr/head.ts`). */
const SERVED_CUSTOM_HEAD = 'answer:custom-head';

export interface SiteLookOptions {
  /**
   * Where the host serves the saved custom CSS (`/custom.css` under the base path), linked as
   * Answer's pages link it; the <style> copy is what applies at once after a save.
   */
  customCssHref?: string;
}

/**
 * Site-wide look from settings: primary colour and navbar, custom CSS and custom head HTML. Run
 * again whenever the settings change: each part is replaced by the new one, or removed when emptied.
 */
export function applySiteLook(site: SiteInfo, doc: Document = document, options: SiteLookOptions = {}): void {
  const { primaryColor, navbarColor } = themeConfig(site);
  upsertStyle(doc, SITE_LOOK_IDS.primary, primaryColorCss(primaryColor, navbarColor));
  const custom = site.custom_css_html;
  const css = custom?.custom_css ?? '';
  if (css) upsertStyle(doc, SITE_LOOK_IDS.customCss, css);
  else doc.getElementById(SITE_LOOK_IDS.customCss)?.remove();
  linkCustomCss(doc, css && options.customCssHref ? `${options.customCssHref}?v=${contentTag(css)}` : undefined);
  replaceHead(doc, custom?.custom_head ?? '');
}

function upsertStyle(doc: Document, id: string, css: string): void {
  let style = doc.getElementById(id) as HTMLStyleElement | null;
  if (!style) {
    style = doc.createElement('style');
    style.id = id;
    doc.head.appendChild(style);
  }
  style.textContent = css;
}

// the link's address changes with the CSS, so no stale copy lingers
export { contentTag };

function linkCustomCss(doc: Document, href: string | undefined): void {
  const existing = doc.getElementById(SITE_LOOK_IDS.customCssLink);
  if (existing?.getAttribute('href') === href) return;
  existing?.remove();
  if (!href) return;
  const link = doc.createElement('link');
  link.id = SITE_LOOK_IDS.customCssLink;
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.appendChild(link);
}

/** The custom head HTML last put in; an unchanged one is left alone, so its scripts run once. */
const injectedHead = new WeakMap<Document, string>();

/** Admin-written head HTML (meta tags, analytics): a changed one replaces what the old one put in. */
function replaceHead(doc: Document, html: string): void {
  if ((injectedHead.get(doc) ?? '') === html) return;
  // a server-rendered page carries the custom head already: its scripts ran once, and only once
  const served = doc.head.querySelector(`meta[name="${SERVED_CUSTOM_HEAD}"]`);
  if (served && !injectedHead.has(doc)) {
    served.remove();
    if (served.getAttribute('content') === contentTag(html)) {
      injectedHead.set(doc, html);
      return;
    }
  }
  for (const node of Array.from(doc.head.querySelectorAll(`[${CUSTOM_HEAD_MARK}]`))) node.remove();
  injectedHead.set(doc, html);
  if (!html) return;
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const node of Array.from(template.content.childNodes)) {
    // scripts are created anew so that they run; text between elements is left out
    if (!(node instanceof Element)) continue;
    let element: Element = node;
    if (node.tagName === 'SCRIPT') {
      const script = doc.createElement('script');
      for (const attribute of Array.from(node.attributes)) script.setAttribute(attribute.name, attribute.value);
      script.textContent = node.textContent;
      element = script;
    }
    element.setAttribute(CUSTOM_HEAD_MARK, '');
    doc.head.appendChild(element);
  }
}

/** Plugin stylesheets from the boot data. */
export function injectPluginCss(pluginId: string, urls: readonly string[], doc: Document = document): void {
  for (const href of urls) {
    if (doc.head.querySelector(`link[data-plugin="${pluginId}"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-plugin', pluginId);
    doc.head.appendChild(link);
  }
}
