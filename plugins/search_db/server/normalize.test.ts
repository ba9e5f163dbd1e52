import { describe, expect, it } from 'vitest';
import { boundedGroups, ftsQuery, MAX_QUERY_TOKENS, tsvectorLiteral } from './fts-query';
import { indexTokens, queryGroup } from './normalize';

describe('indexTokens', () => {
  it('lower-cases, drops markup and punctuation, and prefixes every token', () => {
    expect(indexTokens('Hello, <b>World</b>! node.js &amp; C++')).toEqual(['zzhello', 'zzworld', 'zznode', 'zzjs', 'zzc']);
  });

  it('splits CJK runs into pairs in place and single characters at the end', () => {
    expect(indexTokens('用中文搜索 ok')).toEqual(['zz用中', 'zz中文', 'zz文搜', 'zz搜索', 'zzok', 'zz用', 'zz中', 'zz文', 'zz搜', 'zz索']);
    expect(indexTokens('我 a')).toEqual(['zz我', 'zza']);
  });

  it('keeps nothing of emoji, control characters and symbols', () => {
    expect(indexTokens('🎉\u0000\u0007 — ✓')).toEqual([]);
  });
});

describe('queryGroup', () => {
  it('asks a CJK word through its pairs, in order', () => {
    expect(queryGroup('中文搜索')).toEqual({ tokens: ['zz中文', 'zz文搜', 'zz搜索'], ordered: true });
    expect(queryGroup('中')).toEqual({ tokens: ['zz中'], ordered: false });
  });

  it('keeps a split word in order and a lone CJK character out of order', () => {
    expect(queryGroup('node.js')).toEqual({ tokens: ['zznode', 'zzjs'], ordered: true });
    expect(queryGroup('a 中 b')).toEqual({ tokens: ['zza', 'zz中', 'zzb'], ordered: false });
  });

  it('leaves nothing of punctuation and FTS syntax', () => {
    expect(queryGroup('"*:^()-+~<>')).toEqual({ tokens: [], ordered: false });
    expect(queryGroup('NEAR(a b) OR c*')).toEqual({ tokens: ['zznear', 'zza', 'zzb', 'zzor', 'zzc'], ordered: true });
  });
});

describe('ftsQuery', () => {
  const groups = [queryGroup('docker'), queryGroup('exact phrase')];

  it('quotes every token for each database', () => {
    expect(ftsQuery('sqlite', groups)).toBe('"zzdocker" AND "zzexact zzphrase"');
    expect(ftsQuery('postgres', groups)).toBe("'zzdocker' & ('zzexact' <-> 'zzphrase')");
  });

  it('bounds the tokens of a long query and drops empty groups', () => {
    const many = boundedGroups(Array.from({ length: 1000 }, (_, index) => queryGroup(`w${index}`)).concat([queryGroup('!!')]));
    expect(many.flatMap((group) => group.tokens)).toHaveLength(MAX_QUERY_TOKENS);
  });
});

describe('tsvectorLiteral', () => {
  it('weights the title and leaves a gap before the body', () => {
    expect(tsvectorLiteral(['zza', 'zzb'], ['zza'])).toBe("'zza':1A,5 'zzb':2A");
  });
});
