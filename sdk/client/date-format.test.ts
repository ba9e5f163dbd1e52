import { describe, expect, it } from 'vitest';
import { formatDateTime, intlLocale } from './date-format';

describe('formatDateTime', () => {
  // 2024-01-15 23:30 UTC: already the 16th in Shanghai, still the 15th in New York
  const moment = Date.UTC(2024, 0, 15, 23, 30) / 1000;

  it("writes a moment in the site's time zone", () => {
    expect(formatDateTime(moment, 'UTC', 'en_US')).toBe('Jan 15, 2024, 11:30 PM');
    expect(formatDateTime(moment, 'Asia/Shanghai', 'en_US')).toBe('Jan 16, 2024, 7:30 AM');
    expect(formatDateTime(moment, 'America/New_York', 'en_US')).toBe('Jan 15, 2024, 6:30 PM');
  });

  it('writes the date alone, where the zone decides the day', () => {
    expect(formatDateTime(moment, 'UTC', 'en_US', 'date')).toBe('Jan 15, 2024');
    expect(formatDateTime(moment, 'Asia/Shanghai', 'en_US', 'date')).toBe('Jan 16, 2024');
  });

  it('writes it in the reader’s language', () => {
    expect(formatDateTime(moment, 'Asia/Shanghai', 'zh_CN', 'date')).toBe('2024年1月16日');
  });

  it('falls back to UTC for a zone the browser does not know, and for none', () => {
    expect(formatDateTime(moment, 'Mars/Olympus_Mons', 'en_US')).toBe('Jan 15, 2024, 11:30 PM');
    expect(formatDateTime(moment, '', 'en_US')).toBe('Jan 15, 2024, 11:30 PM');
  });

  it('names languages as Intl does', () => {
    expect(intlLocale('zh_CN')).toBe('zh-CN');
  });
});
