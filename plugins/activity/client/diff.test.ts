import { describe, expect, it } from 'vitest';
import { diffList, diffText, wordTokens } from './diff';

const join = (parts: { kind: string; text: string }[], keep: string) =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === keep)
    .map((part) => part.text)
    .join('');

describe('word diff', () => {
  it('keeps every character of the text in its tokens', () => {
    expect(wordTokens('  two words\nand more ').join('')).toBe('  two words\nand more ');
  });

  it('marks the changed words and rebuilds both texts', () => {
    const before = 'The router drops packets every night.';
    const after = 'The router drops packets every morning.';
    const parts = diffText(before, after);
    expect(parts).toEqual([
      { kind: 'same', text: 'The router drops packets every ' },
      { kind: 'removed', text: 'night.' },
      { kind: 'added', text: 'morning.' },
    ]);
    expect(join(parts, 'removed')).toBe(before);
    expect(join(parts, 'added')).toBe(after);
  });

  it('treats an empty side as all added or all removed', () => {
    expect(diffText('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(diffText('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
    expect(diffText('', '')).toEqual([]);
  });

  it('compares long texts line by line and still rebuilds them', () => {
    const lines = Array.from({ length: 800 }, (_, index) => `line ${index} has some words in it`);
    const before = lines.join('\n');
    const after = [...lines.slice(0, 400), 'a new line', ...lines.slice(400)].join('\n');
    const parts = diffText(before, after);
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text)).toEqual(['a new line\n']);
    expect(join(parts, 'removed')).toBe(before);
    expect(join(parts, 'added')).toBe(after);
  });

  it('compares tag lists as sets', () => {
    expect(diffList(['support', 'network'], ['network', 'routing'])).toEqual([
      { kind: 'removed', text: 'support' },
      { kind: 'same', text: 'network' },
      { kind: 'added', text: 'routing' },
    ]);
  });
});
