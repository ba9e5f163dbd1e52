import { describe, expect, it } from 'vitest';
import { longIdOf, questionIdOf, shortId } from './ids';

describe('content ids', () => {
  it('spells the first seeded question as Answer does', () => {
    expect(shortId('10010000000000002')).toBe('D1E1');
    expect(longIdOf('D1E1')).toBe('10010000000000002');
  });

  it('round-trips long ids of every size through the short spelling', () => {
    for (const id of ['10010000000000001', '10030000000000061', '10020000000123456', '10019999999999999']) {
      expect(longIdOf(shortId(id))).toBe(id);
    }
  });

  it('keeps long ids as they are and refuses text that is neither spelling', () => {
    expect(longIdOf(' 10010000000000042 ')).toBe('10010000000000042');
    for (const bad of ['', '42', 'abc-def', '1001000000000000', '100100000000000001', '<script>', 'D1']) expect(longIdOf(bad)).toBeNull();
  });

  it('answers a question id only for questions', () => {
    expect(questionIdOf('10010000000000007')).toBe('10010000000000007');
    expect(questionIdOf(shortId('10010000000000007'))).toBe('10010000000000007');
    expect(questionIdOf('10030000000000007')).toBeNull();
    expect(questionIdOf(7)).toBeNull();
  });
});
