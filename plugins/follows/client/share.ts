/** The addresses the share menu offers, worked out from the site's settings and the post's path. */

export interface ShareInput {
  /** general.site_url, '' when the site has none */
  siteUrl: string;
  /** location.origin */
  origin: string;
  /** the app's base path ('' at the root) */
  basePath: string;
  /** the post's path without the base path */
  path: string;
  /** the logged-in member's username, '' for guests */
  username: string;
}

const trimSlash = (value: string): string => value.replace(/\/+$/, '');

/** The post's absolute address; a member's link names them, as Answer 1.7.1 writes it (`?share=`). */
export function shareUrl({ siteUrl, origin, basePath, path, username }: ShareInput): string {
  const base = trimSlash(basePath);
  let root = trimSlash(siteUrl.trim() || origin);
  // a site address may already carry the base path
  if (base && !root.endsWith(base)) root += base;
  const url = `${root}${path.startsWith('/') ? path : `/${path}`}`;
  return username ? `${url}?share=${encodeURIComponent(username)}` : url;
}

export function twitterShareUrl(url: string, title: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
