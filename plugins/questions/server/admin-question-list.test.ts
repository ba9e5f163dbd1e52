import { describe, expect, it } from 'vitest';
import { shortId } from '@answer/sdk/server';
import { parseQuestionSearch } from './admin-question-list';

const ID = '10010000000000042';

describe('the admin question search box', () => {
  it('reads ids in both spellings, with or without the question: prefix', () => {
    expect(parseQuestionSearch(`question:${ID}`)).toEqual({ kind: 'id', id: ID });
    expect(parseQuestionSearch(`Question: ${shortId(ID)}`)).toEqual({ kind: 'id', id: ID });
    // a bare id still finds titles that contain the text
    expect(parseQuestionSearch(` ${shortId(ID)} `)).toEqual({ kind: 'text', text: shortId(ID), id: ID });
  });

  it('matches nothing for a prefixed value that names no question (an answer id, a word)', () => {
    expect(parseQuestionSearch('question:10020000000000042')).toEqual({ kind: 'id', id: '0' });
    expect(parseQuestionSearch('question:printer')).toEqual({ kind: 'id', id: '0' });
  });

  it('reads user:<name> as the author, and anything else as words', () => {
    expect(parseQuestionSearch('user:@alma')).toEqual({ kind: 'user', username: 'alma' });
    expect(parseQuestionSearch('printer queue')).toEqual({ kind: 'text', text: 'printer queue', id: null });
    expect(parseQuestionSearch('   ')).toBeNull();
    expect(parseQuestionSearch(undefined)).toBeNull();
  });
});
