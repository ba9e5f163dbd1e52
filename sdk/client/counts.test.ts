import { describe, expect, it } from 'vitest';
import { formatCount, relativeTime } from './counts';

describe('formatCount', () => {
  it('shows plain numbers below 10,000', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1234');
    expect(formatCount(9999)).toBe('9999');
  });

  it('uses k from 10,000', () => {
    expect(formatCount(10_000)).toBe('10k');
    expect(formatCount(12_345)).toBe('12.3k');
    expect(formatCount(999_999)).toBe('999.9k');
  });

  it('uses m from 1,000,000', () => {
    expect(formatCount(1_000_000)).toBe('1m');
    expect(formatCount(2_560_000)).toBe('2.5m');
  });

  it('keeps the sign of negative vote counts', () => {
    expect(formatCount(-3)).toBe('-3');
    expect(formatCount(-12_500)).toBe('-12.5k');
  });

  it('treats non-numbers as zero', () => {
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('relativeTime', () => {
  const now = 1_700_000_000;
  it('steps through now, minutes, hours, days and a date', () => {
    expect(relativeTime(now - 10, now)).toEqual({ unit: 'now', count: 0 });
    expect(relativeTime(now - 5 * 60, now)).toEqual({ unit: 'minutes', count: 5 });
    expect(relativeTime(now - 3 * 3600 - 1, now)).toEqual({ unit: 'hours', count: 3 });
    expect(relativeTime(now - 2 * 86400, now)).toEqual({ unit: 'days', count: 2 });
    expect(relativeTime(now - 30 * 86400, now)).toEqual({ unit: 'date', count: 0 });
  });

  it('treats times in the future as now', () => {
    expect(relativeTime(now + 100, now)).toEqual({ unit: 'now', count: 0 });
  });
});
