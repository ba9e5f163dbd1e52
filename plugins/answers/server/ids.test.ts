import { describe, expect, it } from 'vitest';
import { contentIdOf, longIdOf, OBJECT_TYPE } from './ids';

describe('answer ids', () => {
  it('reads long and short spellings of the same id', () => {
    expect(longIdOf('10010000000000002')).toBe('10010000000000002');
    expect(longIdOf(' D1E1 ')).toBe('10010000000000002');
    expect(contentIdOf('D1E1', OBJECT_TYPE.question)).toBe('10010000000000002');
    // type 2 is `E1`: the answer of a fresh site, sequence 3
    expect(contentIdOf('E1F1', OBJECT_TYPE.answer)).toBe('10020000000000003');
  });

  it('refuses ids of another kind and text that is no id', () => {
    expect(contentIdOf('D1E1', OBJECT_TYPE.answer)).toBeNull();
    expect(contentIdOf('10020000000000003', OBJECT_TYPE.question)).toBeNull();
    expect(longIdOf('not an id!')).toBeNull();
    expect(longIdOf(42)).toBeNull();
    expect(longIdOf('00')).toBeNull();
  });
});
