/**
 * Images from other sites in rendered posts, when the site asks before showing external content
 * (`site_legal.external_content_display === 'ask_before_display'`): loading one tells that site
 * who is reading the page, so each is replaced by a button that shows it on request. A shown
 * host is remembered (in Answer's `_a_ecd_` key), and its images show at once from then on.
 */
import type { LocalStore } from '@answer/sdk';

export const EXTERNAL_CONTENT_KEY = '_a_ecd_';
export const ASK_BEFORE_DISPLAY = 'ask_before_display';
/** A reader's choice holds for a year, not the store's default week. */
const REMEMBER_MS = 365 * 24 * 60 * 60 * 1000;
/** Tells every rendered post on the page that a host was allowed in one of them. */
const HOST_ALLOWED_EVENT = 'render_markdown:external-host-allowed';

export interface ExternalImageEnvironment {
  /** The site's `external_content_display` setting as now loaded. */
  displaySetting(): string | undefined;
  /** Hosts that are the site's own besides the page's (the host of the site URL). */
  siteHosts(): string[];
  storage: LocalStore;
  /** The plugin's translator. */
  t(key: string, vars?: Record<string, unknown>): string;
}

function rememberedHosts(storage: LocalStore): string[] {
  const stored = storage.get<unknown>(EXTERNAL_CONTENT_KEY);
  return Array.isArray(stored) ? stored.filter((host): host is string => typeof host === 'string') : [];
}

/** The host of an http(s) image address, or null for anything else. */
function imageHost(src: string, base: string): string | null {
  try {
    const url = new URL(src, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

interface HiddenImage {
  image: HTMLImageElement;
  src: string;
  button: HTMLButtonElement;
}

export class ExternalImageGate {
  private env: ExternalImageEnvironment | null = null;

  connect(env: ExternalImageEnvironment): void {
    this.env = env;
  }

  disconnect(): void {
    this.env = null;
  }

  /** Replaces the external images of `root` with buttons when the site asks for it; answers the cleanup. */
  decorate(root: HTMLElement): (() => void) | undefined {
    const env = this.env;
    if (!env || env.displaySetting() !== ASK_BEFORE_DISPLAY) return undefined;
    const document = root.ownerDocument;
    const own = new Set([document.location.host.toLowerCase(), ...env.siteHosts()]);
    const allowed = new Set(rememberedHosts(env.storage));
    const hidden = new Map<string, HiddenImage[]>();

    for (const image of Array.from(root.querySelectorAll('img'))) {
      const src = image.getAttribute('src') ?? '';
      const host = imageHost(src, document.baseURI);
      if (!host || own.has(host) || allowed.has(host)) continue;
      // dropping the address before the browser's pending load starts keeps it from fetching
      image.removeAttribute('src');
      const button = this.placeholder(document, host, image.getAttribute('alt') ?? '', env);
      image.replaceWith(button);
      hidden.set(host, [...(hidden.get(host) ?? []), { image, src, button }]);
    }
    if (hidden.size === 0) return undefined;

    const show = (host: string) => {
      for (const entry of hidden.get(host) ?? []) {
        entry.image.setAttribute('src', entry.src);
        entry.button.replaceWith(entry.image);
      }
      hidden.delete(host);
    };
    const allow = (host: string) => (event: Event) => {
      // a placeholder inside a link shows the image instead of following the link
      event.preventDefault();
      event.stopPropagation();
      env.storage.set(EXTERNAL_CONTENT_KEY, [...new Set([...rememberedHosts(env.storage), host])], REMEMBER_MS);
      show(host);
      document.dispatchEvent(new CustomEvent<string>(HOST_ALLOWED_EVENT, { detail: host }));
    };
    const listeners = [...hidden].flatMap(([host, entries]) => entries.map(({ button }) => ({ button, listener: allow(host) })));
    for (const { button, listener } of listeners) button.addEventListener('click', listener);
    const onAllowedElsewhere = (event: Event) => show((event as CustomEvent<string>).detail);
    document.addEventListener(HOST_ALLOWED_EVENT, onAllowedElsewhere);
    return () => {
      for (const { button, listener } of listeners) button.removeEventListener('click', listener);
      document.removeEventListener(HOST_ALLOWED_EVENT, onAllowedElsewhere);
    };
  }

  private placeholder(document: Document, host: string, alt: string, env: ExternalImageEnvironment): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'btn btn-sm btn-outline-secondary external-image-placeholder';
    button.textContent = env.t('external_image.show', { host });
    button.title = alt ? env.t('external_image.why_with_alt', { alt }) : env.t('external_image.why');
    return button;
  }
}
