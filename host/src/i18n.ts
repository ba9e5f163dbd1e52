/**
 * Server-side translation. Two kinds of trees: `backend` messages (global keys such as
 * `base.success`, from the host and every plugin) and each plugin's `ui` tree (its namespace), which
 * holds the keys schemas name in `x-messages`.
 */
import { memoByText } from './text/memo';

export type Tree = { [key: string]: unknown };

export const DEFAULT_LANGUAGE = 'en_US';

export const LANGUAGE_LABELS: Record<string, string> = {
  en_US: 'English',
  zh_CN: '简体中文',
};

export const SUPPORTED_LANGUAGES = Object.keys(LANGUAGE_LABELS);

export function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `source` into `target` (deep, source wins). */
export function deepMerge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = isTree(current) && isTree(value) ? deepMerge({ ...current }, value) : isTree(value) ? deepMerge({}, value) : value;
  }
  return target;
}

export function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` and `{{ name }}` placeholders. */
export function interpolate(text: string, vars: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*\.?([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * `en-US`, `zh-CN`, `zh_cn`, `zh` and full header values (`zh-CN,zh;q=0.9`) map to a supported
 * language; null when the header names none.
 */
export function acceptedLanguage(header: string | undefined | null, supported: readonly string[] = SUPPORTED_LANGUAGES): string | null {
  if (!header) return null;
  return supported === SUPPORTED_LANGUAGES ? siteSpeaks(header) : languageOf(header, supported);
}

/** Every browser request names its languages: the site's own list is read from a header once. */
const siteSpeaks = memoByText((header: string) => languageOf(header, SUPPORTED_LANGUAGES));

function languageOf(header: string, supported: readonly string[]): string | null {
  const candidates = header
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((item) => /^q=([\d.]+)$/.exec(item.trim())).find(Boolean);
      return { tag: tag.trim().replace(/-/g, '_'), q: q ? Number(q[1]) : 1 };
    })
    .filter((candidate) => candidate.tag !== '')
    .sort((a, b) => b.q - a.q);
  for (const { tag } of candidates) {
    const exact = supported.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const prefix = tag.split('_')[0].toLowerCase();
    const partial = supported.find((language) => language.toLowerCase().split('_')[0] === prefix);
    if (partial) return partial;
  }
  return null;
}

/** The header's language, else en_US. */
export function resolveLanguage(header: string | undefined | null, supported: readonly string[] = SUPPORTED_LANGUAGES): string {
  return acceptedLanguage(header, supported) ?? DEFAULT_LANGUAGE;
}

/** The site's default language from its saved `interface` settings (JSON text), when it is one this site speaks. */
export function siteLanguage(interfaceJson: string | null, supported: readonly string[] = SUPPORTED_LANGUAGES): string | null {
  if (!interfaceJson) return null;
  return supported === SUPPORTED_LANGUAGES ? keptSiteLanguage(interfaceJson) : settingsLanguage(interfaceJson, supported);
}

/** Callers that name no language get the site's: the same kept settings text on each of their requests. */
const keptSiteLanguage = memoByText((interfaceJson: string) => settingsLanguage(interfaceJson, SUPPORTED_LANGUAGES), 16);

function settingsLanguage(interfaceJson: string, supported: readonly string[]): string | null {
  try {
    const language = (JSON.parse(interfaceJson) as { language?: unknown }).language;
    return typeof language === 'string' && supported.includes(language) ? language : null;
  } catch {
    return null;
  }
}

export interface TranslationSources {
  /** Backend messages by language, already merged from the host and every plugin. */
  backend: Map<string, Tree>;
  /** Each plugin's `ui` tree by language. */
  ui: Map<string, Map<string, Tree>>;
}

/** A message's text with its placeholders filled; the text itself when there is nothing to fill. */
const filled = (text: string, vars: Record<string, unknown>): string => (text.includes('{{') ? interpolate(text, vars) : text);

/** Keys are short; longer texts are literal messages, not worth keeping. */
const MAX_KEPT_KEY_LENGTH = 200;

export class Translator {
  /**
   * Where each (language, plugin, key) was found: the same few keys are asked on every request
   * (members' action labels), and the trees never change under one translator (the host makes a
   * new one when plugins change).
   */
  private readonly found = memoByText((wanted: string) => {
    const afterLang = wanted.indexOf('\0');
    const afterPlugin = wanted.indexOf('\0', afterLang + 1);
    return this.search(wanted.slice(0, afterLang), wanted.slice(afterLang + 1, afterPlugin), wanted.slice(afterPlugin + 1));
  }, 4096);

  constructor(private readonly sources: TranslationSources) {}

  private backendMessage(lang: string, key: string): string | undefined {
    return lookup(this.sources.backend.get(lang), key) ?? lookup(this.sources.backend.get(DEFAULT_LANGUAGE), key);
  }

  uiMessage(pluginId: string, lang: string, key: string): string | undefined {
    const trees = this.sources.ui.get(pluginId);
    if (!trees) return undefined;
    return lookup(trees.get(lang), key) ?? lookup(trees.get(DEFAULT_LANGUAGE), key);
  }

  /** Where a key or literal text is found; a long literal (a message made elsewhere) is looked up without being kept. */
  private lookupOf(lang: string, pluginId: string, text: string): string | null {
    return text.length > MAX_KEPT_KEY_LENGTH ? this.search(lang, pluginId, text) : this.found(`${lang}\0${pluginId}\0${text}`);
  }

  /** A backend message, else one of `pluginId`'s ui tree (none when `pluginId` is empty). */
  private search(lang: string, pluginId: string, text: string): string | null {
    return this.backendMessage(lang, text) ?? (pluginId ? this.uiMessage(pluginId, lang, text) : undefined) ?? null;
  }

  /** A backend message; the key itself when no language has it. */
  t(lang: string, key: string, vars: Record<string, unknown> = {}): string {
    const text = this.lookupOf(lang, '', key);
    return text === null ? key : filled(text, vars);
  }

  has(lang: string, key: string): boolean {
    return this.backendMessage(lang, key) !== undefined;
  }

  /**
   * A message that may be a backend key, a key of `pluginId`'s ui tree, or literal text, in that
   * order: field errors carry any of the three.
   */
  message(lang: string, text: string, pluginId: string | null, vars: Record<string, unknown> = {}): string {
    return filled(this.lookupOf(lang, pluginId ?? '', text) ?? text, vars);
  }
}
