import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { KernelI18n, type LanguageConfig } from '../../core/src/i18n/i18n';
import { pluginUiStrings } from './plugin-i18n';

/** The host's `/language/config`: per language, the plugins' `ui` trees (English layered under the rest). */
const HOST_BUNDLES: Record<string, LanguageConfig> = {
  en_US: { ui: { questions: await pluginUiStrings('questions') } },
  zh_CN: { ui: { questions: await pluginUiStrings('questions', 'zh_CN') } },
};

/** A kernel i18n whose host answers from `HOST_BUNDLES` except for the languages in `failing`. */
function kernelI18n(failing: Set<string> = new Set()) {
  const requested: string[] = [];
  const i18n = new KernelI18n(i18next.createInstance(), async (language) => {
    requested.push(language);
    if (failing.has(language)) throw new Error('the host is unreachable');
    return HOST_BUNDLES[language] ?? null;
  });
  return { i18n, requested };
}

const ASK = 'questions:ask.title';
const NOT_FOUND = 'kernel:page.404.title';

describe('kernel translations', () => {
  it('fetches English from the host, since built-in plugins bundle no strings', async () => {
    const { i18n, requested } = kernelI18n();
    await i18n.init('en_US');
    expect(requested).toEqual(['en_US']);
    expect(i18n.t(ASK)).toBe('Ask a question');
  });

  it('renders with its own English and plugin keys when the host cannot be reached, and tries again on a switch', async () => {
    const failing = new Set(['en_US']);
    const { i18n, requested } = kernelI18n(failing);
    await i18n.init('en_US');
    expect(i18n.language).toBe('en_US');
    expect(i18n.t(NOT_FOUND)).toBe('Page not found');
    expect(i18n.t(ASK)).toBe('ask.title');

    failing.clear();
    await i18n.changeLanguage('en_US');
    expect(requested).toEqual(['en_US', 'en_US']);
    expect(i18n.t(ASK)).toBe('Ask a question');
  });

  it('reads the chosen language from the host', async () => {
    const { i18n, requested } = kernelI18n();
    await i18n.init('zh_CN');
    expect(requested).toEqual(['zh_CN']);
    expect(i18n.t(ASK)).toBe('提问');
  });

  it('asks the host once when the language was prefetched before init', async () => {
    const { i18n, requested } = kernelI18n();
    i18n.prefetch('en_US');
    await i18n.init('en_US');
    expect(requested).toEqual(['en_US']);
    expect(i18n.t(ASK)).toBe('Ask a question');
  });

  it('falls back to the English file when the chosen language cannot be fetched', async () => {
    const { i18n, requested } = kernelI18n(new Set(['zh_CN']));
    await i18n.init('zh_CN');
    expect(requested).toEqual(['zh_CN', 'en_US']);
    expect(i18n.language).toBe('zh_CN');
    expect(i18n.t(ASK)).toBe('Ask a question');
  });

  it('keeps fetched text over strings a plugin bundles, and uses bundled ones the host lacks', async () => {
    const { i18n } = kernelI18n();
    await i18n.init('en_US');
    i18n.addBundle('en_US', 'questions', { ask: { title: 'Bundled title' }, only_bundled: 'From the code' });
    expect(i18n.t(ASK)).toBe('Ask a question');
    expect(i18n.t('questions:only_bundled')).toBe('From the code');
  });
});
