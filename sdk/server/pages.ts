/**
 * Server-rendered pages: a plugin that serves a page in the browser may also render it on the
 * server, so crawlers, link previews and readers without scripts get the content in the HTML.
 * The host matches the request against the page routes of every serving plugin (the most specific
 * pattern wins, as in the browser), asks the page's renderer, and wraps its markup in the site's
 * frame with the head it describes. The API reads the renderer made travel with the HTML, so the
 * kernel takes over without fetching them again.
 */
import type { FastifyRequest } from 'fastify';
import type { PermalinkMode } from '../shared/permalink';

/** A value `html` puts in as it is: markup the caller built or sanitised. */
export interface SafeHtml {
  readonly __html: string;
}

/** One link of the head (feeds, alternates). `href` is a path under the base path or an absolute URL. */
export interface PageHeadLink {
  rel: 'alternate';
  type: 'application/rss+xml' | 'application/atom+xml';
  title: string;
  href: string;
}

/** What the page tells the head: the host builds the tags (and escapes them). */
export interface PageHead {
  /** The page's own title; the host appends the site's name (`<title> - <site>`). */
  title: string;
  /** Plain text (the host trims it to 240 characters); the site's description when absent. */
  description?: string;
  /** The canonical path under the base path (`/questions/1/slug`, `/questions?page=2`); the site URL goes in front. */
  canonical?: string;
  /** Keep it out of search results (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
  keywords?: string[];
  /** OpenGraph type; `website` by default. */
  ogType?: 'website' | 'article' | 'profile';
  /** An image for link previews (absolute, or a path under the base path); the site's icon when absent. */
  image?: string;
  /** Structured data objects, each written as one `application/ld+json` script. */
  jsonLd?: object[];
  links?: PageHeadLink[];
}

/** A rendered page. `body` is the page's own markup; the host puts the site's frame around it. */
export interface PageRendered {
  kind: 'page';
  /** 200 by default. */
  status?: number;
  head: PageHead;
  body: SafeHtml;
}

/** The page lives at another address (an old permalink form): the host answers 301 by default. */
export interface PageRedirect {
  kind: 'redirect';
  /** A path under the base path, with its query. */
  location: string;
  status?: 301 | 302;
}

/** Nothing to show: the host answers the not-found page with status 404. */
export interface PageNotFound {
  kind: 'not_found';
}

/** The page cannot be rendered on the server for this address: the browser app alone answers it. */
export interface PagePass {
  kind: 'pass';
}

export type PageResult = PageRendered | PageRedirect | PageNotFound | PagePass;

/** The site as the page renders it. */
export interface PageSite {
  /** The public address with the base path, no trailing slash (`https://example.com/community`). */
  url: string;
  /** '' or '/community'. */
  basePath: string;
  /** The site's name. */
  name: string;
  /** The question address form (`site_seo.permalink`). */
  permalink: PermalinkMode;
}

/** The answer of a read through the site's API: the envelope's `data`, or the status it was refused with. */
export type ApiRead<T> = { ok: true; data: T } | { ok: false; status: number };

export type ApiQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** One render of one page address. */
export interface PageRequest {
  /** The route's parameters, decoded. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The language the page is rendered in. */
  readonly lang: string;
  /** This plugin's server translations (`i18n/<lang>.json`, the `ui` tree first) in the page's language. */
  t(key: string, vars?: Record<string, unknown>): string;
  readonly site: PageSite;
  /**
   * A GET of the site's own API (a path under `/answer/api/v1` such as `/answer/page`, or a full
   * `/answer/api/...` or `/answer/admin/api/...` path), as a
   * guest: the same routes, rules and kept responses the browser gets. The answer travels with the
   * page, so the kernel does not fetch it again; ask exactly what the browser page asks.
   */
  api<T>(path: string, query?: ApiQuery): Promise<ApiRead<T>>;
  /** A path under the base path (`/tags/go` → `/community/tags/go`). */
  href(path: string): string;
}

/** A page a plugin renders on the server. */
export interface ServerPage {
  /** The route pattern(s), exactly as the plugin's client routes name them (`/questions/:qid/:slug`). */
  path: string | readonly string[];
  /**
   * What the page shows, as shared-cache scope names (`questions`, `question:<id>`): the host keeps
   * the rendered page for guests and drops it when a write invalidates one of them.
   */
  scopes(params: Readonly<Record<string, string>>, query: URLSearchParams): string[];
  /** Longest time a kept page is served without any write (default 60 s). */
  maxAgeSeconds?: number;
  /**
   * Runs on every request of the page, the ones answered from the kept copy too, for effects a kept
   * page must not skip (counting a view). Must not throw or wait: failures are logged.
   */
  onServe?(params: Readonly<Record<string, string>>, query: URLSearchParams, request: FastifyRequest): void;
  render(request: PageRequest): Promise<PageResult>;
}

/** One address of the sitemap. */
export interface SitemapEntry {
  /** A path under the base path. */
  path: string;
  /** Unix seconds of the last change. */
  lastModified?: number;
}

/** What one plugin adds to `/sitemap.xml` (questions, tags, profiles). */
export interface SitemapSource {
  /** Names the source's pages of the sitemap index (`/sitemap/<name>-<n>.xml`): lower-case letters. */
  name: string;
  /** The shared-cache scopes a change of the listed addresses invalidates. */
  scopes: readonly string[];
  count(): Promise<number>;
  /** Entries in a stable order, `limit` from `offset`. */
  list(offset: number, limit: number): Promise<SitemapEntry[]>;
}

/** What a plugin may add to the head of pages other plugins render (feed links on lists, say). */
export interface PageHeadExtra {
  /** The route pattern the page was matched by and its parameters. */
  links?(page: { pattern: string; params: Readonly<Record<string, string>>; query: URLSearchParams; lang: string }): PageHeadLink[];
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Markup to put in as it is: only what a renderer sanitised (post bodies) or built with `html`. */
export function rawHtml(markup: string): SafeHtml {
  return { __html: markup };
}

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && typeof (value as SafeHtml).__html === 'string';
}

function piece(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(piece).join('');
  if (isSafe(value)) return value.__html;
  return escapeHtml(String(value));
}

/**
 * Builds markup with every interpolated value escaped (arrays joined, `null`/`false` left out),
 * except what is already `SafeHtml`: `` html`<h1>${title}</h1>${rawHtml(body)}` ``.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i += 1) out += piece(values[i]) + strings[i + 1];
  return { __html: out };
}
