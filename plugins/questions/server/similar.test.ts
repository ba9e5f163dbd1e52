import { describe, expect, it } from 'vitest';
import { significantWords } from './similar';

describe('significant words of a title', () => {
  it('keeps words of three characters or more that are not common question words', () => {
    expect(significantWords('How do I upgrade the mail server?')).toEqual(['upgrade', 'mail', 'server']);
  });

  it('keeps technical names whole and each word once', () => {
    expect(significantWords('C++ vs node.js: snake_case in Node.js')).toEqual(['c++', 'node.js', 'snake_case']);
  });

  it('reads any script and drops punctuation-only text', () => {
    expect(significantWords('如何升级 服务器')).toEqual(['如何升级', '服务器']);
    expect(significantWords('%%% __ !!')).toEqual([]);
  });

  it('looks at no more than eight words', () => {
    expect(significantWords('alpha bravo charlie delta echo foxtrot golf hotel india juliet')).toHaveLength(8);
  });
});
