/**
 * The site's own files made from its settings: `/robots.txt` (SEO settings), `/custom.css` (the
 * admin's custom CSS) and `/manifest.json` (name, icon and colour of the installed web app), as
 * Answer serves them. Public even on a members-only site and in maintenance mode: crawlers,
 * browsers and the login page ask for them. Each is asked again on every use (`no-cache`), with
 * an ETag, so a saved setting shows at once and an unchanged file costs a 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteDefaults } from '../site-defaults';
import { iconAddress } from './favicon';

export interface SiteFilesDeps {
  basePath: string;
  /** Package version and build revision, as Answer's manifest carries them. */
  version: string;
  revision: string;
  /** A `site_info` block as stored; null before the site is installed or when never saved. */
  siteInfo(type: string): Promise<Record<string, unknown> | null>;
  /** Whether this site serves `/sitemap.xml` (the default robots.txt names it only then). */
  sitemapServed: boolean;
}

/** Answer's default rules, for a site whose admin left robots.txt empty. */
export function defaultRobotsText(sitemapUrl: string | null): string {
  const lines = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /search',
    'Disallow: /install',
    'Disallow: /review',
    'Disallow: /users/login',
    'Disallow: /users/register',
    'Disallow: /users/account-recovery',
    'Disallow: /users/settings',
    'Disallow: /users/oauth/*',
    'Disallow: /users/*/*',
    'Disallow: /answer/api',
    'Disallow: /answer/admin',
    'Disallow: /*?code*',
  ];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}

const DEFAULT_THEME_COLOR = '#0033ff';
const BACKGROUND_COLOR = '#ffffff';
const MANIFEST_ICON_SIZES = ['16x16', '32x32', '48x48', '128x128'];
const ICON_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The media type of an icon by its address's extension; PNG when it has none (uploads keep theirs). */
function iconType(address: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(address)?.[1]?.toLowerCase() ?? 'png';
  return ICON_TYPES[extension] ?? 'image/png';
}

/** The primary colour of the theme in use, when it is a colour a manifest may carry. */
function themeColor(theme: Record<string, unknown> | null): string {
  const merged = { ...siteDefaults('theme'), ...(theme ?? {}) };
  const configs = merged.theme_config as Record<string, { primary_color?: unknown } | undefined> | undefined;
  const color = configs?.[text(merged.theme) || 'default']?.primary_color ?? configs?.default?.primary_color;
  return typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color) ? color : DEFAULT_THEME_COLOR;
}

export interface WebManifest {
  manifest_version: number;
  version: string;
  revision: string;
  name: string;
  short_name: string;
  icons: { src: string; sizes: string; type: string }[];
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
}

export async function webManifest(deps: SiteFilesDeps): Promise<WebManifest> {
  const [general, branding, theme] = await Promise.all([deps.siteInfo('general'), deps.siteInfo('branding'), deps.siteInfo('theme')]);
  const name = text(general?.name).trim() || 'Answer';
  // the square icon is made for app icons; the favicon is the next best
  const icon = iconAddress(branding?.square_icon) ?? iconAddress(branding?.favicon) ?? `${deps.basePath}/favicon.ico`;
  return {
    manifest_version: 3,
    version: deps.version,
    revision: deps.revision,
    name,
    short_name: name,
    icons: MANIFEST_ICON_SIZES.map((sizes) => ({ src: icon, sizes, type: iconType(icon) })),
    start_url: `${deps.basePath}/`,
    display: 'standalone',
    theme_color: themeColor(theme),
    background_color: BACKGROUND_COLOR,
  };
}

/** Sends `body` revalidated on every use: 304 when the caller already holds these bytes. */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, contentType: string, body: string): FastifyReply {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag).type(contentType);
  const held = request.headers['if-none-match'];
  if (typeof held === 'string' && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  return reply.send(body);
}

/** The site's address without a trailing slash: the saved one, else where this request came in. */
async function siteAddress(deps: SiteFilesDeps, request: FastifyRequest): Promise<string> {
  const saved = text((await deps.siteInfo('general'))?.site_url).trim().replace(/\/+$/, '');
  return saved || `${request.protocol}://${request.host}${deps.basePath}`;
}

/** OpenSearch's limit for the short name. */
const OPENSEARCH_SHORT_NAME_LENGTH = 16;

function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The OpenSearch description browsers read to offer the site's search from their address bar. */
export async function openSearchDescription(deps: SiteFilesDeps, siteUrl: string): Promise<string> {
  const [general, branding] = await Promise.all([deps.siteInfo('general'), deps.siteInfo('branding')]);
  const name = text(general?.name).trim() || 'Answer';
  const icon = iconAddress(branding?.favicon) ?? iconAddress(branding?.square_icon) ?? `${deps.basePath}/favicon.ico`;
  const absoluteIcon = /^https?:/i.test(icon) ? icon : `${new URL(siteUrl).origin}${icon}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `<ShortName>${xmlText(Array.from(name).slice(0, OPENSEARCH_SHORT_NAME_LENGTH).join(''))}</ShortName>`,
    `<Description>${xmlText(text(general?.description).trim() || name)}</Description>`,
    '<InputEncoding>UTF-8</InputEncoding>',
    `<Image type="${iconType(absoluteIcon)}">${xmlText(absoluteIcon)}</Image>`,
    `<Url type="text/html" method="get" template="${xmlText(siteUrl)}/search?q={searchTerms}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

/** Mounted at the root (outside the API's scopes), under the base path. */
export function siteFileRoutes(app: FastifyInstance, deps: SiteFilesDeps): void {
  const base = deps.basePath;

  app.get(`${base}/robots.txt`, async (request, reply) => {
    const saved = text((await deps.siteInfo('seo'))?.robots);
    const body = saved.trim() ? saved : defaultRobotsText(deps.sitemapServed ? `${await siteAddress(deps, request)}/sitemap.xml` : null);
    return sendRevalidated(request, reply, 'text/plain; charset=utf-8', body);
  });

  app.get(`${base}/custom.css`, async (request, reply) => {
    const custom = await deps.siteInfo('custom_css_html');
    return sendRevalidated(request, reply, 'text/css; charset=utf-8', text(custom?.custom_css));
  });

  app.get(`${base}/opensearch.xml`, async (request, reply) =>
    sendRevalidated(request, reply, 'application/opensearchdescription+xml; charset=utf-8', await openSearchDescription(deps, await siteAddress(deps, request))),
  );

  app.get(`${base}/manifest.json`, async (request, reply) =>
    sendRevalidated(request, reply, 'application/manifest+json; charset=utf-8', JSON.stringify(await webManifest(deps))),
  );
}
