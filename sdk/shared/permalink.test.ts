import { describe, expect, it } from 'vitest';
import { permalinkMode, questionPermalink, samePath } from './permalink';

const question = { id: '10010000000000002', url_title: 'how-do-i-ask' };
const answer = '10020000000000003';

describe('questionPermalink', () => {
  it('writes each of the four modes, with and without an answer', () => {
    expect(questionPermalink(1, question)).toBe('/questions/10010000000000002/how-do-i-ask');
    expect(questionPermalink(2, question)).toBe('/questions/10010000000000002');
    expect(questionPermalink(3, question)).toBe('/questions/D1E1/how-do-i-ask');
    expect(questionPermalink(4, question)).toBe('/questions/D1E1');
    expect(questionPermalink(1, question, answer)).toBe('/questions/10010000000000002/how-do-i-ask/10020000000000003');
    expect(questionPermalink(2, question, answer)).toBe('/questions/10010000000000002/10020000000000003');
    expect(questionPermalink(3, question, answer)).toBe('/questions/D1E1/how-do-i-ask/E1F1');
    expect(questionPermalink(4, question, answer)).toBe('/questions/D1E1/E1F1');
  });

  it('spells ids the way the mode asks, whichever spelling it was given', () => {
    expect(questionPermalink(2, { id: 'D1E1' }, 'E1F1')).toBe('/questions/10010000000000002/10020000000000003');
    expect(questionPermalink(4, { id: '10010000000000002' }, 'E1F1')).toBe('/questions/D1E1/E1F1');
  });

  it('leaves the slug out when there is none, and escapes it once', () => {
    expect(questionPermalink(3, { id: 'D1E1', url_title: '' })).toBe('/questions/D1E1');
    expect(questionPermalink(1, { id: question.id, url_title: '你好' })).toBe('/questions/10010000000000002/%E4%BD%A0%E5%A5%BD');
    expect(questionPermalink(1, { id: question.id, url_title: '%E4%BD%A0%E5%A5%BD' })).toBe('/questions/10010000000000002/%E4%BD%A0%E5%A5%BD');
  });
});

describe('permalinkMode', () => {
  it('reads the setting, 1 when it is missing or out of range', () => {
    expect(permalinkMode({ permalink: 2 })).toBe(2);
    expect(permalinkMode({ permalink: '3' })).toBe(3);
    expect(permalinkMode({ permalink: 0 })).toBe(1);
    expect(permalinkMode({ permalink: 5 })).toBe(1);
    expect(permalinkMode(undefined)).toBe(1);
  });
});

describe('samePath', () => {
  it('compares paths however their segments are escaped', () => {
    expect(samePath('/questions/1/%E4%BD%A0', '/questions/1/你')).toBe(true);
    expect(samePath('/questions/1/a', '/questions/1/b')).toBe(false);
  });
});
