/**
 * A `PageRequest` for unit tests of a plugin's server-rendered pages: the plugin's own translations
 * resolved as the host resolves them (`ui` tree, plural forms), API reads answered from a table
 * and written down, so a test can check that a page asks exactly what its browser page asks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiQuery, ApiRead, PageRequest } from '@answer/sdk/server';
import { Translator, type Tree } from '../../host/src/i18n';
import { canonicalQuery } from '../../host/src/web/ssr/guest-read';
import { pageTranslator } from '../../host/src/web/ssr/render';

const ROOT = path.resolve(__dirname, '../..');

/** A refused read in the answers table: `{ [refused]: 404 }`. */
export const refused = Symbol('refused');
export type FakeAnswer = unknown | { [refused]: number };

export interface FakePageOptions {
  pluginId: string;
  params?: Record<string, string>;
  /** The page address's query (`?page=2`). */
  query?: string;
  lang?: string;
  basePath?: string;
  /** Answers by API address, `/tag?name=go` (the query in the host's canonical order). Others are 404. */
  answers?: Record<string, FakeAnswer>;
}

export interface FakePageRequest extends PageRequest {
  /** Every API address asked, in order, as the host keys the preloads. */
  readonly asked: string[];
  /** Keys `t` found no text for (the host would show the key itself). */
  readonly missing: string[];
}

function translations(pluginId: string, lang: string): Tree {
  const file = path.join(ROOT, 'plugins', pluginId, 'i18n', `${lang}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { ui?: Tree }).ui ?? {};
}

export function fakePageRequest(options: FakePageOptions): FakePageRequest {
  const lang = options.lang ?? 'en_US';
  const basePath = options.basePath ?? '';
  const ui = new Map([[options.pluginId, new Map([['en_US', translations(options.pluginId, 'en_US')], [lang, translations(options.pluginId, lang)]])]]);
  const translator = new Translator({ backend: new Map(), ui });
  const asked: string[] = [];
  const missing: string[] = [];
  const answers = options.answers ?? {};
  const translate = pageTranslator(translator, options.pluginId, lang);
  return {
    params: options.params ?? {},
    query: new URLSearchParams(options.query ?? ''),
    lang,
    t(key, vars) {
      const text = translate(key, vars);
      if (text === key) missing.push(key);
      return text;
    },
    site: { url: `https://example.com${basePath}`, basePath, name: 'Example', permalink: 1 },
    asked,
    missing,
    async api<T>(apiPathName: string, query?: ApiQuery): Promise<ApiRead<T>> {
      const search = canonicalQuery(query);
      const address = `${apiPathName}${search ? `?${search}` : ''}`;
      asked.push(address);
      if (!(address in answers)) return { ok: false, status: 404 };
      const answer = answers[address];
      if (typeof answer === 'object' && answer !== null && refused in answer) return { ok: false, status: (answer as { [refused]: number })[refused] };
      return { ok: true, data: answer as T };
    },
    href: (target) => `${basePath}${target.startsWith('/') ? target : `/${target}`}`,
  };
}
