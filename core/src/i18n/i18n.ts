/**
 * Translations: one i18next instance, one namespace per plugin plus `kernel`. en_US is bundled
 * with the code; any other language is fetched once from the host as `{ui: {<namespace>: tree}}`.
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
  private readonly fetched = new Set<string>([DEFAULT_LANGUAGE]);

  constructor(
    readonly instance: I18nInstance,
    private readonly fetchLanguage: LanguageFetcher,
    private readonly persist: (language: string) => void = () => undefined,
  ) {
    makeObservable<KernelI18n, 'setLanguage'>(this, { language: observable, setLanguage: action });
  }

  /** Starts i18next with the kernel's bundled strings. */
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
    if (!this.fetched.has(target)) {
      try {
        const config = await this.fetchLanguage(target);
        for (const [namespace, tree] of Object.entries(uiNamespaces(config))) {
          // Fetched text wins over anything bundled for the same language.
          this.instance.addResourceBundle(target, namespace, tree, true, true);
        }
        this.fetched.add(target);
      } catch {
        // Without the file the page still works in English (the fallback language).
      }
    }
    await this.instance.changeLanguage(target);
    this.setLanguage(target);
    if (typeof document !== 'undefined') document.documentElement.lang = target.replace('_', '-');
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
