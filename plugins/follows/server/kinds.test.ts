import { describe, expect, it } from 'vitest';
import { followKindOf } from './kinds';

describe('followKindOf', () => {
  it('reads questions and tags from the type digits of a content id', () => {
    expect(followKindOf('10010000000000002')).toBe('question');
    expect(followKindOf('10030000000000001')).toBe('tag');
  });

  it('takes plain integers for members', () => {
    expect(followKindOf('1')).toBe('user');
    expect(followKindOf('42')).toBe('user');
  });

  it('knows nothing else: answers, comments, malformed ids', () => {
    expect(followKindOf('10020000000000003')).toBeNull();
    expect(followKindOf('10070000000000003')).toBeNull();
    expect(followKindOf('0')).toBeNull();
    expect(followKindOf('')).toBeNull();
    expect(followKindOf('abc')).toBeNull();
  });
});
