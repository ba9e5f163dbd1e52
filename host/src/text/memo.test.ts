import { describe, expect, it } from 'vitest';
import { memoByText } from './memo';

describe('memoByText', () => {
  it('computes a text once, null results included', () => {
    const seen: string[] = [];
    const parse = memoByText((text) => {
      seen.push(text);
      return text === 'none' ? null : text.length;
    });
    expect([parse('gzip'), parse('gzip'), parse('none'), parse('none')]).toEqual([4, 4, null, null]);
    expect(seen).toEqual(['gzip', 'none']);
  });

  it('keeps at most its limit of texts and still answers every one correctly', () => {
    let computed = 0;
    const length = memoByText((text) => {
      computed += 1;
      return text.length;
    }, 3);
    for (const text of ['a', 'bb', 'ccc', 'dddd', 'a']) expect(length(text)).toBe(text.length);
    // 'dddd' started a new table, so 'a' was computed again
    expect(computed).toBe(5);
    expect(length('dddd')).toBe(4);
    expect(computed).toBe(5);
  });
});
