/**
 * One feed, written as RSS 2.0 or Atom 1.0. The model says what a feed shows in neither format's
 * terms; every value is escaped here, once, so the sources hand over plain text and sanitised HTML.
 */
import { cdata, escapeXml, languageTag, rfc3339, rfc822, textAsHtml } from './xml';

export type FeedFormat = 'rss' | 'atom';

export const CONTENT_TYPES: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

export interface FeedCategory {
  /** The tag's slug. */
  term: string;
  /** The tag's display name. */
  label: string;
}

/** An item's body: plain text (a question's excerpt) or sanitised HTML (an answer). */
export type FeedBody = { kind: 'text'; value: string } | { kind: 'html'; value: string };

export interface FeedEntry {
  /** A stable, absolute address naming the item (RSS `guid`, Atom `id`). */
  id: string;
  title: string;
  /** The item's page (absolute). */
  link: string;
  author: string;
  /** Unix seconds. */
  published: number;
  updated: number;
  categories: FeedCategory[];
  body: FeedBody;
}

export interface Feed {
  title: string;
  description: string;
  /** The page the feed follows (absolute). */
  link: string;
  /** This feed's own address in each format (absolute). */
  self: Readonly<Record<FeedFormat, string>>;
  /** The request language (`en_US`). */
  lang: string;
  /** Where a category's term leads once appended (`https://site/tags/`). */
  categoryScheme: string;
  entries: FeedEntry[];
}

const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';
const ATOM = 'http://www.w3.org/2005/Atom';

/** The time of the newest change the feed shows; `now` for an empty feed. */
export function lastUpdate(feed: Feed, now: number): number {
  return feed.entries.reduce((latest, entry) => Math.max(latest, entry.updated, entry.published), 0) || now;
}

function rssItem(entry: FeedEntry, scheme: string): string {
  const description = entry.body.kind === 'html' ? entry.body.value : textAsHtml(entry.body.value);
  return [
    '<item>',
    `<title>${escapeXml(entry.title)}</title>`,
    `<link>${escapeXml(entry.link)}</link>`,
    // the id is an address of the item, but the permalink form may change: readers must not rely on it
    `<guid isPermaLink="false">${escapeXml(entry.id)}</guid>`,
    `<pubDate>${rfc822(entry.published)}</pubDate>`,
    // RSS's own <author> must be an email address, which a site does not publish
    `<dc:creator>${escapeXml(entry.author)}</dc:creator>`,
    ...entry.categories.map((category) => `<category domain="${escapeXml(scheme)}">${escapeXml(category.label)}</category>`),
    `<description>${cdata(description)}</description>`,
    '</item>',
  ].join('\n');
}

export function renderRss(feed: Feed, now: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="${ATOM}" xmlns:dc="${DUBLIN_CORE}">`,
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.link)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${escapeXml(languageTag(feed.lang))}</language>`,
    `<lastBuildDate>${rfc822(lastUpdate(feed, now))}</lastBuildDate>`,
    `<atom:link href="${escapeXml(feed.self.rss)}" rel="self" type="application/rss+xml"/>`,
    ...feed.entries.map((entry) => rssItem(entry, feed.categoryScheme)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

function atomEntry(entry: FeedEntry, scheme: string): string {
  const body =
    entry.body.kind === 'html' ? `<content type="html">${escapeXml(entry.body.value)}</content>` : `<summary type="text">${escapeXml(entry.body.value)}</summary>`;
  return [
    '<entry>',
    `<title type="text">${escapeXml(entry.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
    `<id>${escapeXml(entry.id)}</id>`,
    `<published>${rfc3339(entry.published)}</published>`,
    `<updated>${rfc3339(Math.max(entry.updated, entry.published))}</updated>`,
    `<author><name>${escapeXml(entry.author)}</name></author>`,
    ...entry.categories.map((category) => `<category term="${escapeXml(category.term)}" label="${escapeXml(category.label)}" scheme="${escapeXml(scheme)}"/>`),
    body,
    '</entry>',
  ].join('\n');
}

export function renderAtom(feed: Feed, now: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="${ATOM}" xml:lang="${escapeXml(languageTag(feed.lang))}">`,
    `<title type="text">${escapeXml(feed.title)}</title>`,
    `<subtitle type="text">${escapeXml(feed.description)}</subtitle>`,
    `<id>${escapeXml(feed.self.atom)}</id>`,
    `<updated>${rfc3339(lastUpdate(feed, now))}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self.atom)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.link)}"/>`,
    `<link rel="alternate" type="application/rss+xml" href="${escapeXml(feed.self.rss)}"/>`,
    ...feed.entries.map((entry) => atomEntry(entry, feed.categoryScheme)),
    '</feed>',
    '',
  ].join('\n');
}

export function renderFeed(feed: Feed, format: FeedFormat, now: number): string {
  return format === 'rss' ? renderRss(feed, now) : renderAtom(feed, now);
}
