/**
 * The host's translations: the kernel's UI strings (core/i18n), the host's messages (host/i18n)
 * and every plugin's, layered so that English sits underneath each language.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deepMerge, DEFAULT_LANGUAGE, isTree, LANGUAGE_LABELS, SUPPORTED_LANGUAGES, Translator, type Tree } from './i18n';
import { HOST_DIR, ROOT_DIR } from './paths';
import type { PluginRegistry } from './plugins/registry';

function readTree(file: string): Tree {
  if (!existsSync(file)) return {};
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return isTree(value) ? value : {};
}

/** The kernel's UI strings; the file may hold the tree itself or wrap it in `ui`. */
function kernelUi(lang: string): Tree {
  const tree = readTree(path.join(ROOT_DIR, 'core', 'i18n', `${lang}.json`));
  return isTree(tree.ui) ? tree.ui : tree;
}

export interface LanguageOption {
  label: string;
  value: string;
  progress: number;
}

export class Translations {
  private readonly kernelUi = new Map<string, Tree>();

  constructor(private readonly registry: PluginRegistry) {
    for (const lang of SUPPORTED_LANGUAGES) this.kernelUi.set(lang, kernelUi(lang));
  }

  /** The server's translator: plugins' messages under the host's own. */
  translator(): Translator {
    const backend = new Map<string, Tree>();
    const fromPlugins = this.registry.backendTrees();
    for (const lang of SUPPORTED_LANGUAGES) {
      const kernelValidation = this.kernelUi.get(lang)?.validation;
      // Default field messages live with the kernel's strings, where the browser form reads them too.
      const hostTree = deepMerge(readTree(path.join(HOST_DIR, 'i18n', `${lang}.json`)), isTree(kernelValidation) ? { validation: kernelValidation } : {});
      // The host's own messages win over a plugin's: `base.*` must mean the same everywhere.
      backend.set(lang, deepMerge(deepMerge({}, fromPlugins.get(lang) ?? {}), hostTree));
    }
    return new Translator({ backend, ui: this.registry.uiTrees() });
  }

  /** Answer's `LangOption`s: every language shipped is complete (`progress` in percent). */
  languageOptions(): LanguageOption[] {
    return SUPPORTED_LANGUAGES.map((value) => ({ label: LANGUAGE_LABELS[value] ?? value, value, progress: 100 }));
  }

  /** UI translations by namespace: the kernel's and every serving plugin's, English underneath. */
  languageBundle(lang: string): Record<string, unknown> {
    const layered = (trees: Map<string, Tree>) => deepMerge(deepMerge({}, trees.get(DEFAULT_LANGUAGE) ?? {}), trees.get(lang) ?? {});
    const bundle: Record<string, unknown> = { kernel: layered(this.kernelUi) };
    for (const record of this.registry.list()) {
      if (!this.registry.isServing(record.id)) continue;
      const trees = new Map<string, Tree>();
      for (const [language, translations] of record.translations) trees.set(language, translations.ui);
      bundle[record.id] = layered(trees);
    }
    return bundle;
  }
}
