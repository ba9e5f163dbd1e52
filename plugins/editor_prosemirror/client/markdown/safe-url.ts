/**
 * Addresses the editor puts on the page. A post being edited may be someone else's (a moderator
 * edits a member's post) or pasted from another site, and its links and images are live elements
 * in the editor: only addresses that cannot run script are rendered. The document keeps the
 * address as written, so the Markdown round-trips; the server's sanitiser decides what is published.
 */

// browsers ignore these anywhere in a scheme (`java\tscript:`) and before it
const IGNORED = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function schemeOf(address: string): string | null {
  return SCHEME.exec(address.replace(IGNORED, ''))?.[1]?.toLowerCase() ?? null;
}

/** `href` when it is relative or http(s)/mailto, else null (no link target rendered). */
export function safeLinkHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const scheme = schemeOf(href);
  return scheme === null || scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? href : null;
}

/** `src` when it is relative, http(s) or an inline raster image, else null (no image fetched). */
export function safeImageSrc(src: unknown): string | null {
  if (typeof src !== 'string') return null;
  const scheme = schemeOf(src);
  if (scheme === 'data') return /^data:image\/(png|gif|jpeg|webp);/i.test(src.replace(IGNORED, '')) ? src : null;
  return scheme === null || scheme === 'http' || scheme === 'https' ? src : null;
}
