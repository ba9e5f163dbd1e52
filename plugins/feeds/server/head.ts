/**
 * Feed autodiscovery: the `<link rel="alternate">` tags the server-rendered pages carry, so a
 * browser or reader given a page's address finds its feeds. The question lists offer the newest
 * and the unanswered questions, a tag's page that tag's questions, a question's page its answers.
 */
import { longId, type PageHeadExtra, type PageHeadLink, type ServerContext } from '@answer/sdk/server';
import { FEED_FORMATS, FEED_PATHS } from './paths';
import type { FeedFormat } from './render';

const TYPES: Readonly<Record<FeedFormat, PageHeadLink['type']>> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };
const FORMAT_NAMES: Readonly<Record<FeedFormat, string>> = { rss: 'RSS', atom: 'Atom' };

const LIST_PAGES = new Set(['/', '/questions']);
const TAG_PAGES = new Set(['/tags/:tagName']);
const QUESTION_PAGES = new Set(['/questions/:qid', '/questions/:qid/:slug', '/questions/:qid/:slug/:aid']);

type Translate = (lang: string, key: string, vars?: Record<string, unknown>) => string;

/** The feed links of the page matched by `pattern`; none for pages without a feed. */
export function feedLinks(t: Translate, page: { pattern: string; params: Readonly<Record<string, string>>; lang: string }): PageHeadLink[] {
  const links = (key: string, href: (format: FeedFormat) => string, vars: Record<string, unknown> = {}): PageHeadLink[] =>
    FEED_FORMATS.map((format) => ({ rel: 'alternate', type: TYPES[format], title: t(page.lang, `feeds.link.${key}`, { ...vars, format: FORMAT_NAMES[format] }), href: href(format) }));
  if (LIST_PAGES.has(page.pattern)) return [...links('newest', FEED_PATHS.newest), ...links('unanswered', FEED_PATHS.unanswered)];
  if (TAG_PAGES.has(page.pattern)) {
    const tag = (page.params.tagName ?? '').trim();
    return tag ? links('tag', (format) => FEED_PATHS.tag(tag.toLowerCase(), format), { tag }) : [];
  }
  if (QUESTION_PAGES.has(page.pattern)) {
    const id = longId(page.params.qid ?? '');
    return id ? links('answers', (format) => FEED_PATHS.answers(id, format)) : [];
  }
  return [];
}

export function feedHead(ctx: ServerContext): PageHeadExtra {
  return { links: (page) => feedLinks((lang, key, vars) => ctx.t(lang, key, vars), page) };
}
