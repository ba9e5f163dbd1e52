import { describe, expect, it } from 'vitest';
import { bookmarkKindOf } from './targets';

describe('bookmarkKindOf', () => {
  it('reads questions and answers from the type digits', () => {
    expect(bookmarkKindOf('10010000000000002')).toBe('question');
    expect(bookmarkKindOf('10020000000000003')).toBe('answer');
  });

  it('refuses tags, comments, members and malformed ids', () => {
    for (const id of ['10030000000000001', '10070000000000009', '1', '', '1001000000000000x']) expect(bookmarkKindOf(id)).toBeNull();
  });
});
