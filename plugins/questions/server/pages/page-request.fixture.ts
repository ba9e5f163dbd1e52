/**
 * A `PageRequest` for the renderers' unit tests: the plugin's own English (or Chinese) texts, the
 * API answered by the test's handlers, and every read recorded as the host keys it.
 */
import { API_BASE, type ApiQuery, type ApiRead, type PageRequest, type PageSite } from '@answer/sdk/server';
import en from '../../i18n/en_US.json';
import zh from '../../i18n/zh_CN.json';

type Tree = { [key: string]: string | Tree };
const TREES: Record<string, Tree> = { en_US: en.ui as Tree, zh_CN: zh.ui as Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The host's page translator in small: the `ui` tree, i18next plural forms, `{{name}}` values. */
export function pageTexts(lang: string) {
  const tree = TREES[lang] ?? TREES.en_US;
  return (key: string, vars: Record<string, unknown> = {}): string => {
    const plural = typeof vars.count === 'number' ? `${key}_${new Intl.PluralRules(lang.replace('_', '-')).select(vars.count)}` : null;
    const found = (plural ? lookup(tree, plural) : undefined) ?? lookup(tree, key);
    if (found === undefined) throw new Error(`no text for ${key}`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
  };
}

export type ApiHandler = (query: ApiQuery) => ApiRead<unknown>;

export interface FakePageRequest extends PageRequest {
  /** The reads made, as `path?query` under the API's base, the query sorted and empty values left out. */
  readonly reads: string[];
}

export const SITE: PageSite = { url: 'https://example.com/community', basePath: '/community', name: 'Example', permalink: 1 };

function readKey(path: string, query: ApiQuery | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => [key, String(value)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(pairs).toString();
  return search ? `${path}?${search}` : path;
}

export function fakePageRequest(options: {
  params?: Record<string, string>;
  query?: string;
  lang?: string;
  site?: Partial<PageSite>;
  api?: Record<string, ApiHandler>;
}): FakePageRequest {
  const site = { ...SITE, ...options.site };
  const reads: string[] = [];
  const lang = options.lang ?? 'en_US';
  return {
    params: options.params ?? {},
    query: new URLSearchParams(options.query ?? ''),
    lang,
    t: pageTexts(lang),
    site,
    reads,
    api: <T>(path: string, query?: ApiQuery): Promise<ApiRead<T>> => {
      // as the host reads them: a path starting with `/answer/` is a full one, any other is under the API's base
      const full = path.startsWith('/answer/') ? path : `${API_BASE}${path}`;
      const apiPath = full.startsWith(`${API_BASE}/`) ? full.slice(API_BASE.length) : full;
      reads.push(readKey(apiPath, query));
      const handler = full === apiPath ? undefined : options.api?.[apiPath];
      return Promise.resolve((handler ? handler(query ?? {}) : { ok: false, status: 404 }) as ApiRead<T>);
    },
    href: (path) => `${site.basePath}${path.startsWith('/') ? path : `/${path}`}`,
  };
}
