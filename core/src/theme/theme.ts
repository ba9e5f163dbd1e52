/**
 * Colour scheme and site look. The scheme is the visitor's local choice, else the user's
 * setting, else the site's; `system` follows the operating system live.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { ColorScheme, SiteInfo, ThemeService } from '@answer/sdk';
import { primaryColorCss } from './site-colors';

export { primaryColorCss } from './site-colors';

const SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'system'];
export const DEFAULT_PRIMARY_COLOR = '#0033ff';
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

/** The active theme's config block (`theme_config[theme]`), with spec defaults. */
export function themeConfig(site: SiteInfo): { primaryColor: string; navbarStyle: string } {
  const theme = site.theme?.theme ?? 'default';
  const config = site.theme?.theme_config?.[theme] ?? site.theme?.theme_config?.default;
  const primary = config?.primary_color;
  return {
    primaryColor: primary && /^#[0-9a-f]{6}$/i.test(primary) ? primary : DEFAULT_PRIMARY_COLOR,
    navbarStyle: config?.navbar_style || 'colored',
  };
}

/** Site-wide look from settings: primary colour, custom CSS and custom head HTML. */
export function applySiteLook(site: SiteInfo, doc: Document = document): void {
  const { primaryColor } = themeConfig(site);
  upsertStyle(doc, 'answer-primary-color', primaryColorCss(primaryColor));
  const custom = site.custom_css_html;
  if (custom?.custom_css) upsertStyle(doc, 'answer-custom-css', custom.custom_css);
  if (custom?.custom_head) injectHead(doc, custom.custom_head);
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

/** Admin-written head HTML (meta tags, analytics); scripts are re-created so they run. */
function injectHead(doc: Document, html: string): void {
  if (doc.head.querySelector('[data-answer-custom-head]')) return;
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const node of Array.from(template.content.childNodes)) {
    let element: Node = node;
    if (node instanceof HTMLScriptElement) {
      const script = doc.createElement('script');
      for (const attribute of Array.from(node.attributes)) script.setAttribute(attribute.name, attribute.value);
      script.textContent = node.textContent;
      element = script;
    }
    if (element instanceof Element) element.setAttribute('data-answer-custom-head', '');
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
