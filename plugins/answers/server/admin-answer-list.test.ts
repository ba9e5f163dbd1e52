import { describe, expect, it } from 'vitest';
import { shortId } from '@answer/sdk/server';
import { excerpt, parseAnswerSearch } from './admin-answer-list';

const ID = '10020000000000007';

describe('the admin answer list', () => {
  it('reads answer:<id> and bare answer ids in both spellings; other text as words', () => {
    expect(parseAnswerSearch(`answer:${shortId(ID)}`)).toEqual({ kind: 'id', id: ID });
    expect(parseAnswerSearch('answer:10010000000000007')).toEqual({ kind: 'id', id: '0' });
    expect(parseAnswerSearch(ID)).toEqual({ kind: 'text', text: ID, id: ID });
    expect(parseAnswerSearch('descale kettle')).toEqual({ kind: 'text', text: 'descale kettle', id: null });
    expect(parseAnswerSearch('')).toBeNull();
  });

  it('shows the answer as plain text, cut at 240 characters', () => {
    expect(excerpt('<p>Use <strong>vinegar</strong> &amp; water.</p>\n<script>alert(1)</script>')).toBe('Use vinegar & water.');
    const long = excerpt(`<p>${'word '.repeat(100)}</p>`);
    expect(long.endsWith('...')).toBe(true);
    expect(Array.from(long)).toHaveLength(243);
  });
});
