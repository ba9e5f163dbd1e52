import { describe, expect, it } from 'vitest';
import { documentTerms } from './mysql-terms';
import { indexText } from './normalize';

describe('documentTerms', () => {
  it('keeps each token of the title and the body once, as stored', () => {
    expect(documentTerms('zznode zzjs zznode', 'zzjs zzruns zznode')).toEqual(['zznode', 'zzjs', 'zzruns']);
  });

  it('has none for an empty document, and no empty token for an empty title', () => {
    expect(documentTerms('', '')).toEqual([]);
    expect(documentTerms('', indexText('Only a body, only.'))).toEqual(['zzonly', 'zza', 'zzbody']);
  });

  it('tells apart tokens a case- or accent-blind collation would take for one', () => {
    expect(documentTerms(indexText('Café cafe'), indexText('straße strasse'))).toEqual(['zzcafé', 'zzcafe', 'zzstraße', 'zzstrasse']);
  });
});
