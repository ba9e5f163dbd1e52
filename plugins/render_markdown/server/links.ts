/**
 * Which links in a post lead to another site. Those open in a new tab; links within the site
 * (relative ones, or absolute ones to the site's own host) stay in the page's tab.
 */

const RELATIVE_HOST = 'relative.invalid';

/** The host (with port) of the site's public URL, lower-cased; null when the URL is not usable. */
export function hostOf(siteUrl: string): string | null {
  try {
    const url = new URL(siteUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * True for an http(s) link, absolute or protocol-relative, to a host other than `siteHost`.
 * While the site's host is not known yet (null) every absolute link counts as external: a link
 * to the site itself opening in a new tab is the smaller mistake. `mailto:` links, fragments and
 * relative paths are never external.
 */
export function isExternalLink(href: string, siteHost: string | null): boolean {
  let url: URL;
  try {
    // relative links resolve against the base and carry its reserved, never-real host
    url = new URL(href, `http://${RELATIVE_HOST}/`);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.host.toLowerCase();
  if (host === RELATIVE_HOST) return false;
  return siteHost === null || host !== siteHost;
}
