/**
 * Translations for unit tests that render plugin components. Built-in plugins bundle no strings:
 * in the browser the host serves each plugin's `i18n/` folder and the kernel fetches it. Here the
 * kernel's own i18n service gets the same English trees, read from the plugins' folders.
 */
import i18next from 'i18next';
import type { TranslationTree } from '@answer/sdk';
import { DEFAULT_LANGUAGE, KernelI18n } from '../../core/src/i18n/i18n';

type TranslationFile = { ui?: TranslationTree };

// Through the bundler, so it works in every test environment (happy-dom has no file URLs).
const TRANSLATION_FILES = import.meta.glob<TranslationFile>('../../plugins/*/i18n/*.json', { import: 'default' });

/** A plugin's `ui` tree from `plugins/<id>/i18n/<language>.json`. */
export async function pluginUiStrings(pluginId: string, language = DEFAULT_LANGUAGE): Promise<TranslationTree> {
  const load = TRANSLATION_FILES[`../../plugins/${pluginId}/i18n/${language}.json`];
  if (!load) throw new Error(`plugins/${pluginId}/i18n/${language}.json does not exist`);
  return (await load()).ui ?? {};
}

/** The kernel's i18n service (its own i18next instance) in English, with these plugins' strings. */
export async function i18nWithPluginStrings(...pluginIds: string[]): Promise<KernelI18n> {
  const ui = Object.fromEntries(await Promise.all(pluginIds.map(async (id) => [id, await pluginUiStrings(id)] as const)));
  const i18n = new KernelI18n(i18next.createInstance(), async () => ({ ui }));
  await i18n.init(DEFAULT_LANGUAGE);
  return i18n;
}
