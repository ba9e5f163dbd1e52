import { describe, expect, it } from 'vitest';
import { bundledDate, bundledPlural } from './bundled-locales';

/** Moments spread over years, months, days and every hour, midnight and noon included. */
const moments = (): Date[] => {
  const dates: Date[] = [new Date(Date.UTC(2026, 0, 1, 0, 0)), new Date(Date.UTC(2026, 11, 31, 12, 0)), new Date(Date.UTC(1999, 1, 28, 23, 59))];
  let seconds = 1_500_000_000;
  for (let index = 0; index < 400; index += 1) {
    seconds += 86_400 * 7 + 3_671 * (index % 24);
    dates.push(new Date(seconds * 1000));
  }
  return dates;
};

describe('dates of the bundled languages', () => {
  for (const [lang, tag] of [
    ['en_US', 'en-US'],
    ['zh_CN', 'zh-CN'],
  ] as const) {
    it(`writes ${lang} dates as ICU does`, () => {
      const medium = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
      const long = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
      for (const date of moments()) {
        expect(bundledDate(lang, date, 'medium')).toBe(medium.format(date));
        expect(bundledDate(lang, date, 'long')).toBe(long.format(date));
      }
    });
  }

  it('leaves other languages and invalid dates to the caller', () => {
    expect(bundledDate('fr_FR', new Date(0), 'medium')).toBeNull();
    expect(bundledDate('zh_TW', new Date(0), 'long')).toBeNull();
    expect(bundledDate('en_US', new Date(Number.NaN), 'medium')).toBeNull();
  });
});

describe('plural forms of the bundled languages', () => {
  it('picks the category Intl.PluralRules picks for whole counts', () => {
    const english = new Intl.PluralRules('en-US');
    const chinese = new Intl.PluralRules('zh-CN');
    for (let count = 0; count <= 1000; count += 1) {
      expect(bundledPlural('en_US', count)).toBe(english.select(count));
      expect(bundledPlural('zh_CN', count)).toBe(chinese.select(count));
    }
  });

  it('leaves fractions and other languages to Intl', () => {
    expect(bundledPlural('en_US', 1.5)).toBeNull();
    expect(bundledPlural('ru_RU', 2)).toBeNull();
  });
});
