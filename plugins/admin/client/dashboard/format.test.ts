import { describe, expect, it } from 'vitest';
import { dayStart, uptimeParts, uptimeText, zoneName } from './format';

describe('dashboard wording', () => {
  it('splits an uptime into days, hours and minutes and words it by its largest unit', () => {
    expect(uptimeParts('93784')).toEqual({ days: 1, hours: 2, minutes: 3 });
    expect(uptimeText('93784').key).toBe('dashboard.uptime_days');
    expect(uptimeText(7_260).key).toBe('dashboard.uptime_hours');
    expect(uptimeText('59')).toEqual({ key: 'dashboard.uptime_minutes', values: { days: 0, hours: 0, minutes: 0 } });
    expect(uptimeParts('not a number')).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('names a time zone by its city', () => {
    expect(zoneName('Asia/Ho_Chi_Minh')).toBe('Ho Chi Minh');
    expect(zoneName('UTC')).toBe('UTC');
  });

  it('places a day at its UTC midnight', () => {
    expect(dayStart('2026-11-26')).toBe(Date.UTC(2026, 10, 26) / 1000);
  });
});
