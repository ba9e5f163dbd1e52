/**
 * Link interception of spec section 2: plain `<a>` elements in rendered content (post HTML,
 * custom HTML) navigate in the app when that is safe; anything else is left to the browser.
 */
export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The in-app path for an href, or null when the browser should follow it itself. */
export function inAppPath(href: string | null, target: string | null, hasDownload: boolean, basePath: string): string | null {
  if (href === null || href === '' || href.startsWith('#')) return null;
  if (target && target !== '_self') return null;
  if (hasDownload) return null;
  // Links to the API are files, feeds or redirects: full page loads.
  if (href.includes('/answer/api') || href.includes('/answer/admin/api') || href.includes('/installation/')) return null;
  // http, https and protocol-relative links are external; so are mailto:, tel: and friends.
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return null;
  if (!href.startsWith('/')) return null;
  if (basePath) {
    if (href === basePath) return '/';
    if (!href.startsWith(`${basePath}/`) && !href.startsWith(`${basePath}?`)) return null;
    return href.slice(basePath.length) || '/';
  }
  return href;
}

export function isPlainLeftClick(event: ClickLike): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function installLinkInterception(root: Document, basePath: string, navigate: (path: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor) return;
    const path = inAppPath(anchor.getAttribute('href'), anchor.getAttribute('target'), anchor.hasAttribute('download'), basePath);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
