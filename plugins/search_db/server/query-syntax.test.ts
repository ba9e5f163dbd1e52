import { describe, expect, it } from 'vitest';
import { parseSearch } from './query-syntax';

describe('parseSearch', () => {
  it('reads every operator and keeps words and phrases apart', () => {
    expect(parseSearch('[SQLite] user:Ann score:3 answers:2 views:10 is:answer isaccepted:yes hasaccepted:no inquestion:D1I0 "Exact Phrase" Join')).toEqual({
      words: ['join'],
      phrases: ['exact phrase'],
      tags: ['sqlite'],
      user: 'Ann',
      minScore: 3,
      minAnswers: 2,
      minViews: 10,
      kind: 'answer',
      accepted: true,
      hasAccepted: false,
      inQuestion: 'D1I0',
    });
  });

  it('reads is:accepted as isaccepted:yes', () => {
    expect(parseSearch('is:accepted')).toEqual({ words: [], phrases: [], tags: [], accepted: true });
  });

  it('searches malformed operators and unbalanced quotes as words', () => {
    expect(parseSearch('score:many is:comment isaccepted:maybe http://x [] "" "open')).toEqual({
      words: ['score:many', 'is:comment', 'isaccepted:maybe', 'http://x', '[]', '"open'],
      phrases: [],
      tags: [],
    });
  });
});
