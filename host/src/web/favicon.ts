/**
 * `/favicon.ico`, which every page names in its `<link rel="icon">` (and browsers ask for on their
 * own): the site's icon from the branding settings when the admin set one, else the default icon
 * the web app ships (core/public/favicon.ico). Answer picks the `favicon` and then the
 * `square_icon` the same way.
 */
import type { FastifyInstance } from 'fastify';

export const FAVICON_FILE = 'favicon.ico';

/** An address a page may point its icon at: http(s), or a path on this site (never `//host`, `data:` or `javascript:`). */
export function iconAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(address)) return address;
  if (/^\/(?!\/)[^\s]*$/.test(address)) return address;
  return null;
}

/** The branding settings' icon address, or null when the site has none (or one a page cannot use). */
export function brandingIcon(branding: unknown): string | null {
  if (typeof branding !== 'object' || branding === null) return null;
  const { favicon, square_icon: squareIcon } = branding as { favicon?: unknown; square_icon?: unknown };
  return iconAddress(favicon) ?? iconAddress(squareIcon);
}

export interface FaviconSource {
  basePath: string;
  /** The `branding` settings as stored; null before the site is installed. */
  branding(): Promise<unknown>;
}

/**
 * Serves the icon from the web app's folder (served by @fastify/static, which must be registered).
 * Not cached without asking again: a new icon set in admin shows on the next page load.
 */
export function faviconRoute(app: FastifyInstance, source: FaviconSource): void {
  const ownPath = `${source.basePath}/${FAVICON_FILE}`;
  app.get(ownPath, async (request, reply) => {
    let icon: string | null = null;
    try {
      icon = brandingIcon(await source.branding());
    } catch (error) {
      // unreadable settings: the default icon is still better than none
      request.log.warn({ err: error }, 'favicon: could not read the branding settings');
    }
    reply.header('cache-control', 'no-cache');
    if (icon && icon !== ownPath) return reply.redirect(icon, 302);
    return reply.sendFile(FAVICON_FILE);
  });
}
