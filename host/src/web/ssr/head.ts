/**
 * The head of a server-rendered page, from what the page described (`PageHead`) and the site's
 * settings: title, description, canonical address, link previews (OpenGraph, Twitter), robots,
 * structured data, feed and search links. Every value is escaped here, once.
 */
import { escapeHtml, type PageHead, type PageHeadLink } from '@answer/sdk/server';
import { scriptSafeJson } from '../script-json';

/** What the head needs of the site. */
export interface HeadSite {
  name: string;
  description: string;
  /** The public address with the base path, no trailing slash. */
  url: string;
  basePath: string;
  /** An absolute address of the site's icon, for link previews of pages with no image. */
  icon: string;
  version: string;
  /** The admin's custom head HTML, put in as it is. */
  customHead: string;
}

/** Search engines show about this much of a description. */
export const DESCRIPTION_LENGTH = 240;

/** Whitespace collapsed and cut at `length` characters (not inside a surrogate pair). */
export function excerpt(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= length ? flat : `${chars.slice(0, length - 1).join('').trimEnd()}…`;
}

export function absoluteUrl(site: HeadSite, target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  if (target.startsWith('//')) return `${new URL(site.url).protocol}${target}`;
  // a path under the base path when it does not name it already
  if (site.basePath && (target === site.basePath || target.startsWith(`${site.basePath}/`))) return new URL(target, site.url).href;
  return `${site.url}${target.startsWith('/') ? target : `/${target}`}`;
}

/** The title as the browser shows it: the page's own, then the site's name. */
export function documentTitle(head: PageHead, site: HeadSite): string {
  const own = head.title.trim();
  return own && own !== site.name ? `${own} - ${site.name}` : site.name;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}

function linkTag(link: PageHeadLink, site: HeadSite): string {
  return `<link rel="${link.rel}" type="${escapeHtml(link.type)}" title="${escapeHtml(link.title)}" href="${escapeHtml(absoluteUrl(site, link.href))}">`;
}

/** Marks the custom head the page already carries, so the kernel does not put it in (and run its scripts) twice. */
export const CUSTOM_HEAD_META = 'answer:custom-head';

export function renderHead(head: PageHead, site: HeadSite, extraLinks: readonly PageHeadLink[], customHeadTag: string): string {
  const title = documentTitle(head, site);
  const description = excerpt(head.description?.trim() || site.description || site.name);
  const canonical = head.canonical !== undefined ? absoluteUrl(site, head.canonical) : null;
  const image = head.image ? absoluteUrl(site, head.image) : site.icon;
  const parts = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'generator', `Answer ${site.version}`),
  ];
  if (head.keywords?.length) parts.push(meta('name', 'keywords', head.keywords.join(',')));
  if (head.noindex) parts.push(meta('name', 'robots', 'noindex'));
  if (canonical) parts.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  parts.push(
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title.trim() || site.name),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
  );
  if (canonical) parts.push(meta('property', 'og:url', canonical));
  parts.push(meta('name', 'twitter:card', 'summary'), meta('name', 'twitter:title', head.title.trim() || site.name), meta('name', 'twitter:description', description), meta('name', 'twitter:image', image));
  parts.push(`<link rel="search" type="application/opensearchdescription+xml" title="${escapeHtml(site.name)}" href="${escapeHtml(`${site.basePath}/opensearch.xml`)}">`);
  for (const link of [...(head.links ?? []), ...extraLinks]) parts.push(linkTag(link, site));
  for (const data of head.jsonLd ?? []) parts.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  if (site.customHead) parts.push(meta('name', CUSTOM_HEAD_META, customHeadTag), site.customHead);
  return parts.join('');
}
