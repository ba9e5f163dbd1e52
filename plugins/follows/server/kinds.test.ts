import { describe, expect, it } from 'vitest';
import { followRefOf } from './kinds';

describe('followRefOf', () => {
  it('reads questions and tags from the type digits of a content id', () => {
    expect(followRefOf('10010000000000002')).toEqual({ kind: 'question', id: '10010000000000002' });
    expect(followRefOf('10030000000000001')).toEqual({ kind: 'tag', id: '10030000000000001' });
  });

  it('reads short ids as their long spelling', () => {
    expect(followRefOf('D1E1')).toEqual({ kind: 'question', id: '10010000000000002' });
  });

  it('takes plain integers for members', () => {
    expect(followRefOf('1')).toEqual({ kind: 'user', id: '1' });
    expect(followRefOf('1299')).toEqual({ kind: 'user', id: '1299' });
  });

  it('knows nothing else: answers, comments, malformed ids', () => {
    expect(followRefOf('10020000000000003')).toBeNull();
    expect(followRefOf('E1F1')).toBeNull();
    expect(followRefOf('10070000000000003')).toBeNull();
    expect(followRefOf('0')).toBeNull();
    expect(followRefOf('')).toBeNull();
    expect(followRefOf('abc')).toBeNull();
  });
});
