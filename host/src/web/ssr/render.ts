/**
 * Server-rendered pages in the request: finds the page a path is (as the browser's router would),
 * asks its plugin to render it, and answers the whole document: kept for guests like the shared
 * API responses (the page HTML never depends on who asks: pages carry no credentials), dropped by
 * the same writes. The host knows nothing of what a page shows.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiQuery, ApiRead, PageHeadExtra, PageHeadLink, PageRequest, PageResult, ServerLogger, ServerPage } from '@answer/sdk/server';
import { escapeHtml, permalinkMode } from '@answer/sdk/server';
import { bundledPlural } from '../../../../sdk/shared/bundled-locales';
import { contentTag } from '../../../../sdk/shared/content-tag';
import type { SharedEntry } from '../../http/shared-cache';
import type { SharedResponses } from '../../http/shared-responses';
import type { Translator } from '../../i18n';
import { interpolate } from '../../i18n';
import type { PluginRegistry } from '../../plugins/registry';
import type { SiteInfoReader } from '../../types';
import { iconAddress } from '../favicon';
import { PluginStateWatch } from '../page-cache';
import type { ThemeSettings } from '../../../../sdk/shared/site-colors';
import { composeDocument, renderFrame, siteColorsStyle } from './document';
import type { GuestReadResult } from './guest-read';
import { absoluteUrl, renderHead, type HeadSite } from './head';
import { compilePattern, matchPage, type CompiledRoute, type MatchedRoute } from './page-routes';
import { RenderSlots } from './render-slots';

export interface SsrDeps {
  basePath: string;
  version: string;
  registry: PluginRegistry;
  pages(): { pluginId: string; page: ServerPage }[];
  headExtras(): PageHeadExtra[];
  readAsGuest<T>(path: string, query: ApiQuery | undefined, lang: string): Promise<GuestReadResult<T>>;
  siteInfo(): SiteInfoReader;
  translator(): Translator;
  shared: SharedResponses;
  log: ServerLogger;
}

/** What the page request needs of the shell it is built into. */
export interface ShellState {
  html: string;
  /** Changes whenever the shell does: pages kept from an older shell are not served. */
  generation: number;
}

/** One page to make: the request, what it matched, and where the kept page goes. */
interface Making {
  request: FastifyRequest;
  reply: FastifyReply;
  key: string;
  match: MatchedRoute;
  page: ServerPage;
  pluginId: string;
  query: URLSearchParams;
  current: ShellState;
  keep(entry: SharedEntry): void;
}

export type SsrOutcome = { kind: 'sent'; reply: FastifyReply } | { kind: 'shell' } | { kind: 'not_found' };

const DEFAULT_MAX_AGE_SECONDS = 60;
/** Pages rendered at once (see `RenderSlots`). */
const RENDER_SLOTS = 4;
/** Paths whose match is remembered; past that the memory starts over (a crawler walks many). */
const MATCHED_PATHS = 10_000;
const HTML = 'text/html; charset=utf-8';
/** The settings every page's frame and head read (kept by the site-info cache). */
const SETTINGS = ['general', 'branding', 'custom_css_html', 'seo', 'theme'] as const;
type Settings = Record<(typeof SETTINGS)[number], Record<string, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Plural rules by language, made once: each holds ICU data, and a page asks for several. */
const pluralRules = new Map<string, Intl.PluralRules | null>();

function pluralRulesOf(lang: string): Intl.PluralRules | null {
  let rules = pluralRules.get(lang);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(lang.replace('_', '-'));
    } catch {
      rules = null;
    }
    if (pluralRules.size < 256) pluralRules.set(lang, rules);
  }
  return rules;
}

/** One plural form per language, i18next style (`key_one`, `key_other`); the bundled languages' without ICU. */
function pluralKey(lang: string, key: string, count: unknown): string | null {
  if (typeof count !== 'number') return null;
  const category = bundledPlural(lang, count) ?? pluralRulesOf(lang)?.select(count);
  return category ? `${key}_${category}` : null;
}

export function pageTranslator(translator: Translator, pluginId: string, lang: string) {
  return (key: string, vars: Record<string, unknown> = {}): string => {
    const plural = pluralKey(lang, key, vars.count);
    const found = (plural ? translator.uiMessage(pluginId, lang, plural) : undefined) ?? translator.uiMessage(pluginId, lang, key);
    return found === undefined ? translator.t(lang, key, vars) : interpolate(found, vars);
  };
}

/** The admin's custom CSS as the app links it (`applySiteLook`), so the app finds it in place. */
function customCssLink(basePath: string, css: string): string {
  return css ? `<link id="answer-custom-css-link" rel="stylesheet" href="${escapeHtml(`${basePath}/custom.css?v=${contentTag(css)}`)}">` : '';
}

export class ServerPages {
  private readonly watch = new PluginStateWatch();
  private readonly slots = new RenderSlots(RENDER_SLOTS);
  private routes: CompiledRoute[] = [];

  constructor(private readonly deps: SsrDeps) {}

  /** Pages already matched, by path: the same pages are asked again and again. */
  private readonly matched = new Map<string, MatchedRoute | null>();

  /** The page `path` is, among every serving plugin's client routes (compiled again only when the plugins' state changed). */
  private match(path: string): MatchedRoute | null {
    const plugins = this.deps.registry.list();
    if (this.watch.changed(plugins)) {
      this.matched.clear();
      this.routes = plugins
        .filter((record) => this.deps.registry.isServing(record.id))
        .flatMap((record) => (record.manifest?.contributes?.routes ?? []).map((pattern) => compilePattern(pattern, record.id)));
    }
    const known = this.matched.get(path);
    if (known !== undefined) return known;
    const found = matchPage(this.routes, path);
    if (this.matched.size >= MATCHED_PATHS) this.matched.clear();
    this.matched.set(path, found);
    return found;
  }

  private async settings(): Promise<Settings> {
    const reader = this.deps.siteInfo();
    const values = await Promise.all(SETTINGS.map((type) => reader.get<Record<string, unknown>>(type)));
    return Object.fromEntries(SETTINGS.map((type, i) => [type, values[i] ?? {}])) as Settings;
  }

  /**
   * Answers `pagePath` with its server-rendered document when a serving plugin renders it; tells
   * the caller to send the plain shell otherwise (app-only pages, members-only sites).
   */
  async answer(request: FastifyRequest, reply: FastifyReply, pagePath: string, shell: () => ShellState): Promise<SsrOutcome> {
    const match = this.match(pagePath);
    if (!match) return { kind: 'shell' };
    const entry = this.deps.pages().find(({ pluginId, page }) => pluginId === match.pluginId && ([] as string[]).concat(page.path).includes(match.pattern));
    if (!entry) return { kind: 'shell' };
    // a members-only site shows guests nothing but the login page
    if ((await this.deps.siteInfo().get<{ login_required?: unknown }>('login'))?.login_required === true) return { kind: 'shell' };
    const { page, pluginId } = entry;
    const query = new URL(request.url, 'http://page.invalid').searchParams;
    const current = shell();
    const key = `page\n${current.generation}\n${request.lang}\n${request.url}`;
    let kept = this.deps.shared.cache.get(key);
    const underway = kept ? null : this.slots.underway(key);
    if (underway) kept = await underway;
    if (kept) {
      this.served(page, match.params, query, request);
      this.deps.shared.send(request, reply, key, kept);
      return { kind: 'sent', reply };
    }
    return this.slots.render(key, (keep) => this.make({ request, reply, key, match, page, pluginId, query, current, keep }));
  }

  /** Renders the page and keeps it for guests (handing it to `keep`), or answers what the plugin said instead. */
  private async make(making: Making): Promise<SsrOutcome> {
    const { request, reply, key, match, page, pluginId, query, current } = making;
    const snapshot = this.deps.shared.cache.snapshot(page.scopes(match.params, query));
    const settings = await this.settings();
    const preload: Record<string, unknown> = {};
    const siteUrl = (text(settings.general.site_url).trim() || `${request.protocol}://${request.host}${this.deps.basePath}`).replace(/\/+$/, '');
    const api = async <T>(path: string, apiQuery?: ApiQuery): Promise<ApiRead<T>> => {
      const { read, key: address } = await this.deps.readAsGuest<T>(path, apiQuery, request.lang);
      if (read.ok) preload[address] = read.data;
      return read;
    };
    const siteName = text(settings.general.name).trim() || 'Answer';
    const pageRequest: PageRequest = {
      params: match.params,
      query,
      lang: request.lang,
      t: pageTranslator(this.deps.translator(), pluginId, request.lang),
      site: { url: siteUrl, basePath: this.deps.basePath, name: siteName, permalink: permalinkMode(settings.seo) },
      api,
      href: (path) => `${this.deps.basePath}${path.startsWith('/') ? path : `/${path}`}`,
    };
    let result: PageResult;
    try {
      // the kernel's own first read travels with the page too
      [result] = await Promise.all([page.render(pageRequest), api('/siteinfo')]);
    } catch (error) {
      this.deps.log.error(`the page ${match.pattern} of ${pluginId} could not be rendered`, error);
      return { kind: 'shell' };
    }
    if (result.kind === 'pass') return { kind: 'shell' };
    if (result.kind === 'not_found') return { kind: 'not_found' };
    if (result.kind === 'redirect') {
      return { kind: 'sent', reply: reply.header('cache-control', 'no-cache').redirect(pageRequest.href(result.location), result.status ?? 301) };
    }
    this.served(page, match.params, query, request);
    const headSite: HeadSite = {
      name: siteName,
      description: text(settings.general.description),
      url: siteUrl,
      basePath: this.deps.basePath,
      icon: absoluteUrl(
        { url: siteUrl, basePath: this.deps.basePath } as HeadSite,
        iconAddress(settings.branding.square_icon) ?? iconAddress(settings.branding.favicon) ?? `${this.deps.basePath}/favicon.ico`,
      ),
      version: this.deps.version,
      customHead: text(settings.custom_css_html.custom_head),
    };
    const extraLinks = this.headLinks({ pattern: match.pattern, params: match.params, query, lang: request.lang });
    const html = composeDocument(current.html, {
      head: renderHead(result.head, headSite, extraLinks, contentTag(headSite.customHead)),
      headEnd: siteColorsStyle(settings.theme as ThemeSettings['theme']) + customCssLink(this.deps.basePath, text(settings.custom_css_html.custom_css)),
      frame: renderFrame(result.body.__html, {
        name: siteName,
        basePath: this.deps.basePath,
        logo: iconAddress(settings.branding.logo) ?? '',
        customHeader: text(settings.custom_css_html.custom_header),
        customFooter: text(settings.custom_css_html.custom_footer),
        theme: settings.theme as ThemeSettings['theme'],
      }),
      preload,
      lang: request.lang,
      colorScheme: text((settings.theme as { color_scheme?: unknown }).color_scheme),
    });
    const status = result.status ?? 200;
    if (status !== 200) return { kind: 'sent', reply: reply.code(status).header('cache-control', 'no-cache').type(HTML).send(html) };
    const body = Buffer.from(html);
    const stored = this.deps.shared.cache.put(key, snapshot, { body, contentType: HTML, maxAgeMs: (page.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS) * 1000 });
    if (stored) {
      making.keep(stored);
      this.deps.shared.send(request, reply, key, stored);
      return { kind: 'sent', reply };
    }
    return { kind: 'sent', reply: reply.code(200).header('cache-control', 'no-cache').type(HTML).send(body) };
  }

  private headLinks(page: Parameters<NonNullable<PageHeadExtra['links']>>[0]): PageHeadLink[] {
    const links: PageHeadLink[] = [];
    for (const extra of this.deps.headExtras()) {
      try {
        links.push(...(extra.links?.(page) ?? []));
      } catch (error) {
        this.deps.log.warn('a page head addition failed', error);
      }
    }
    return links;
  }

  private served(page: ServerPage, params: Record<string, string>, query: URLSearchParams, request: FastifyRequest): void {
    if (!page.onServe) return;
    try {
      page.onServe(params, query, request);
    } catch (error) {
      this.deps.log.warn('a page onServe hook failed', error);
    }
  }
}
