import { describe, expect, it } from 'vitest';
import { formatTime, isForever } from './format';

describe('formatTime', () => {
  const newYear = Date.UTC(2024, 0, 15, 12) / 1000;

  it('writes dates in the interface language', () => {
    expect(formatTime(newYear, 'en_US')).toBe('Jan 15, 2024');
    expect(formatTime(newYear, 'zh_CN')).toBe('2024年1月15日');
  });

  it('shows nothing for 0, which means never', () => {
    expect(formatTime(0, 'en_US')).toBe('');
  });
});

describe('isForever', () => {
  it("treats Answer's 2099-12-31 as a suspension without end", () => {
    expect(isForever(4102358400)).toBe(true);
    expect(isForever(Date.UTC(2030, 0, 1) / 1000)).toBe(false);
  });
});
