/**
 * Translations: one i18next instance, one namespace per plugin plus `kernel`. Every language, en_US
 * included, is fetched once from the host as `{ui: {<namespace>: tree}}` (the host layers English
 * under each language). Only the kernel's own en_US is bundled, so error pages read right without
 * the host; plugins may bundle theirs (`definePlugin({ locales })`) but the built-in ones do not.
 */
import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import { action, makeObservable, observable } from 'mobx';
import type { I18nService, TranslationTree } from '@answer/sdk';
import enUS from '../../i18n/en_US.json';

export const DEFAULT_LANGUAGE = 'en_US';
export const KERNEL_NAMESPACE = 'kernel';

/** Fetches `{ui: {...}}` for a language (`/language/config?lang=`, or the installer's). */
export type LanguageFetcher = (language: string) => Promise<LanguageConfig | null>;

/** `{ui: {<namespace>: tree}}`; a bare `{<namespace>: tree}` map is read the same way. */
export type LanguageConfig = { ui?: Record<string, TranslationTree> } | Record<string, TranslationTree>;

function isTree(value: unknown): value is TranslationTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function uiNamespaces(config: LanguageConfig | null | undefined): Record<string, TranslationTree> {
  if (!isTree(config)) return {};
  const source = isTree(config.ui) ? config.ui : config;
  const namespaces: Record<string, TranslationTree> = {};
  for (const [namespace, tree] of Object.entries(source)) {
    // `backend` holds the server's messages, never the client's.
    if (namespace !== 'backend' && isTree(tree)) namespaces[namespace] = tree;
  }
  return namespaces;
}

export class KernelI18n implements I18nService {
  language = DEFAULT_LANGUAGE;
  /** Requests to the host by language; a failed one is dropped so a later switch asks again. */
  private readonly requests = new Map<string, Promise<LanguageConfig | null>>();
  private readonly added = new Set<string>();

  constructor(
    readonly instance: I18nInstance,
    private readonly fetchLanguage: LanguageFetcher,
    private readonly persist: (language: string) => void = () => undefined,
  ) {
    makeObservable<KernelI18n, 'setLanguage'>(this, { language: observable, setLanguage: action });
  }

  /**
   * Starts fetching a language the page will probably show, before `init` knows it for sure (the
   * choice waits for the site settings and the user); `init` then reuses the request.
   */
  prefetch(language: string): void {
    this.request(language).catch(() => undefined);
  }

  /** Starts i18next with the kernel's bundled strings, then fetches and switches to `language`. */
  async init(language: string): Promise<void> {
    if (!this.instance.isInitialized) {
      await this.instance.init({
        lng: DEFAULT_LANGUAGE,
        fallbackLng: DEFAULT_LANGUAGE,
        ns: [KERNEL_NAMESPACE],
        defaultNS: KERNEL_NAMESPACE,
        resources: { [DEFAULT_LANGUAGE]: { [KERNEL_NAMESPACE]: enUS } },
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    }
    await this.use(language);
  }

  t(key: string, options?: Record<string, unknown>): string {
    return this.instance.t(key, options ?? {});
  }

  /** Bundled translations of a plugin (deep-merged, never overwriting fetched text). */
  addBundle(language: string, namespace: string, tree: TranslationTree): void {
    this.instance.addResourceBundle(language, namespace, tree, true, false);
  }

  fixedT(namespace: string): (key: string, options?: Record<string, unknown>) => string {
    const t = this.instance.getFixedT(null, namespace);
    return (key, options) => t(key, options ?? {});
  }

  async changeLanguage(language: string): Promise<void> {
    await this.use(language);
    this.persist(language);
  }

  private async use(language: string): Promise<void> {
    const target = language || DEFAULT_LANGUAGE;
    // Without the chosen language's file, English (the fallback language) is the next best text.
    if (!(await this.load(target)) && target !== DEFAULT_LANGUAGE) await this.load(DEFAULT_LANGUAGE);
    await this.instance.changeLanguage(target);
    this.setLanguage(target);
    if (typeof document !== 'undefined') document.documentElement.lang = target.replace('_', '-');
  }

  /**
   * Adds a language's strings from the host, once; false when the host could not give them. Until
   * then plugin text shows as its keys (kernel text falls back to the bundled English).
   */
  private async load(language: string): Promise<boolean> {
    if (this.added.has(language)) return true;
    try {
      const config = await this.request(language);
      if (this.added.has(language)) return true;
      for (const [namespace, tree] of Object.entries(uiNamespaces(config))) {
        // Fetched text wins over anything bundled for the same language.
        this.instance.addResourceBundle(language, namespace, tree, true, true);
      }
      this.added.add(language);
      return true;
    } catch {
      return false;
    }
  }

  private request(language: string): Promise<LanguageConfig | null> {
    let pending = this.requests.get(language);
    if (!pending) {
      pending = this.fetchLanguage(language);
      this.requests.set(language, pending);
      pending.catch(() => this.requests.delete(language));
    }
    return pending;
  }

  private setLanguage(language: string): void {
    this.language = language;
  }
}

/** Language of spec section 4 order: local choice, user setting (unless Default), site, en_US. */
/** The account's own choice first, then this browser's, then the site's. */
export function chooseLanguage(stored: string | undefined, userLanguage: string | undefined, siteLanguage: string | undefined): string {
  if (userLanguage && userLanguage !== 'Default') return userLanguage;
  if (stored) return stored;
  if (siteLanguage) return siteLanguage;
  return DEFAULT_LANGUAGE;
}

export function createI18nInstance(): I18nInstance {
  // The default instance is what the shared `i18next` module hands to external plugins.
  return i18next;
}
