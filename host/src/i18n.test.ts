import { describe, expect, it } from 'vitest';
import { acceptedLanguage, siteLanguage, Translator } from './i18n';

const translator = () =>
  new Translator({
    backend: new Map([
      ['en_US', { base: { success: 'Success.', hello: 'Hello {{name}}' }, only: { english: 'English only' } }],
      ['zh_CN', { base: { success: '成功。' } }],
    ]),
    ui: new Map([['tags', new Map([['en_US', { tag: { name: 'Tag name' } }]])]]),
  });

describe('server translations', () => {
  it('finds backend keys in the language asked, falling back to English, and fills placeholders each time', () => {
    const t = translator();
    expect(t.t('zh_CN', 'base.success')).toBe('成功。');
    expect(t.t('zh_CN', 'only.english')).toBe('English only');
    expect(t.t('en_US', 'base.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(t.t('en_US', 'base.hello', { name: 'Bo' })).toBe('Hello Bo');
    expect(t.t('en_US', 'no.such.key')).toBe('no.such.key');
  });

  it("reads a plugin's ui keys and literal texts, long ones included, for that plugin only", () => {
    const t = translator();
    expect(t.message('en_US', 'tag.name', 'tags')).toBe('Tag name');
    expect(t.message('en_US', 'tag.name', null)).toBe('tag.name');
    expect(t.message('en_US', 'tag.name', 'users')).toBe('tag.name');
    const literal = `Too long: ${'x'.repeat(300)} {{n}}`;
    expect(t.message('en_US', literal, 'tags', { n: 3 })).toBe(literal.replace('{{n}}', '3'));
  });
});

describe('language of a request', () => {
  it('reads the same header the same way every time, and the site default from its settings', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(acceptedLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh_CN');
      expect(acceptedLanguage('fr-FR,en;q=0.5')).toBe('en_US');
      expect(acceptedLanguage('fr-FR')).toBeNull();
      expect(siteLanguage('{"language":"zh_CN"}')).toBe('zh_CN');
      expect(siteLanguage('{"language":"xx"}')).toBeNull();
      expect(siteLanguage('not json')).toBeNull();
    }
    expect(acceptedLanguage('en', ['zh_CN'])).toBeNull();
  });
});
