import { describe, expect, it } from 'vitest';
import { permalinkMode, questionPath, readQuestionRoute, samePath } from './permalink';

describe('questionPath', () => {
  const question = { id: '10010000000000002', url_title: 'how-do-i-ask' };

  it('builds each permalink mode', () => {
    expect(questionPath(1, question)).toBe('/questions/10010000000000002/how-do-i-ask');
    expect(questionPath(2, question)).toBe('/questions/10010000000000002');
    expect(questionPath(3, question)).toBe('/questions/D1E1/how-do-i-ask');
    expect(questionPath(4, question)).toBe('/questions/D1E1');
  });

  it('uses long ids in modes 1 and 2 when the server sent short ones', () => {
    expect(questionPath(1, { id: 'D1E1', url_title: 'x-y' })).toBe('/questions/10010000000000002/x-y');
    expect(questionPath(2, { id: 'D1E1' })).toBe('/questions/10010000000000002');
  });

  it('appends the answer in the same id form', () => {
    expect(questionPath(1, question, '10020000000000003')).toBe('/questions/10010000000000002/how-do-i-ask/10020000000000003');
    expect(questionPath(4, question, '10020000000000003')).toBe('/questions/D1E1/E1F1');
  });

  it('leaves the slug out when the question has none', () => {
    expect(questionPath(1, { id: '10010000000000002', url_title: '' })).toBe('/questions/10010000000000002');
  });

  it('escapes slugs that are not plain ASCII', () => {
    expect(questionPath(1, { id: '10010000000000002', url_title: 'ni hao' })).toBe('/questions/10010000000000002/ni%20hao');
  });
});

describe('permalinkMode', () => {
  it('reads the setting and falls back to 1', () => {
    expect(permalinkMode({ permalink: 3 })).toBe(3);
    expect(permalinkMode({ permalink: '4' })).toBe(4);
    expect(permalinkMode({ permalink: 9 })).toBe(1);
    expect(permalinkMode(undefined)).toBe(1);
  });
});

describe('readQuestionRoute', () => {
  it('reads the answer from the third segment', () => {
    expect(readQuestionRoute({ qid: '1', slug: 'title', aid: '10020000000000003' })).toEqual({ questionId: '1', answerId: '10020000000000003' });
  });

  it('reads an answer id in the slug position (modes 2 and 4)', () => {
    expect(readQuestionRoute({ qid: 'D1E1', slug: 'E1F1' })).toEqual({ questionId: 'D1E1', answerId: 'E1F1' });
    expect(readQuestionRoute({ qid: '10010000000000002', slug: '10020000000000003' })).toEqual({ questionId: '10010000000000002', answerId: '10020000000000003' });
  });

  it('keeps a slug a slug', () => {
    expect(readQuestionRoute({ qid: '10010000000000002', slug: 'how-do-i-ask' })).toEqual({ questionId: '10010000000000002', answerId: '' });
  });
});

describe('slugs', () => {
  it('escapes a slug the server sent already escaped only once', () => {
    expect(questionPath(1, { id: '10010000000000002', url_title: '%E4%BD%A0%E5%A5%BD' })).toBe('/questions/10010000000000002/%E4%BD%A0%E5%A5%BD');
    expect(questionPath(1, { id: '10010000000000002', url_title: '你好' })).toBe('/questions/10010000000000002/%E4%BD%A0%E5%A5%BD');
  });

  it('compares paths however they are escaped', () => {
    expect(samePath('/questions/1/%E4%BD%A0%E5%A5%BD', '/questions/1/你好')).toBe(true);
    expect(samePath('/questions/1/a', '/questions/1/b')).toBe(false);
  });
});
