import { describe, expect, it } from 'vitest';
import { parseSearch } from './query-syntax';

describe('parseSearch', () => {
  it('reads every operator and leaves words and phrases as terms', () => {
    expect(parseSearch('[SQLite] user:Ann score:3 answers:2 views:10 is:answer isaccepted:yes hasaccepted:no inquestion:D1I0 "Exact Phrase" Join')).toEqual({
      terms: ['exact phrase', 'join'],
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

  it('searches malformed operators as words', () => {
    expect(parseSearch('score:many is:comment isaccepted:maybe http://x [] ""')).toEqual({ terms: ['score:many', 'is:comment', 'isaccepted:maybe', 'http://x', '[]'], tags: [] });
  });
});
