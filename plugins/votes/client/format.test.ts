import { describe, expect, it } from 'vitest';
import { compactCount } from './format';

describe('compactCount', () => {
  it('shows small counts as they are, negatives included', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(9_999)).toBe('9999');
    expect(compactCount(-3)).toBe('-3');
  });

  it('uses k from 10,000 and m from 1,000,000 without rounding up', () => {
    expect(compactCount(10_000)).toBe('10k');
    expect(compactCount(19_999)).toBe('19.9k');
    expect(compactCount(999_999)).toBe('999.9k');
    expect(compactCount(1_000_000)).toBe('1m');
    expect(compactCount(2_560_000)).toBe('2.5m');
    expect(compactCount(-12_345)).toBe('-12.3k');
    expect(compactCount(Number.NaN)).toBe('0');
  });
});
