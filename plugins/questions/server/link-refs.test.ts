import { describe, expect, it } from 'vitest';
import { shortId } from '@answer/sdk/server';
import { linkRefs } from './link-refs';

const Q1 = '10010000000000001';
const Q2 = '10010000000000002';
const A5 = '10020000000000005';
const SITE = ['https://qa.example.com'];

describe('links between posts', () => {
  it('finds addresses of this site in every permalink form', () => {
    const text = [
      `See https://qa.example.com/questions/${Q1}/how-to-start.`,
      `Short: https://qa.example.com/questions/${shortId(Q2)}`,
      `An answer: https://qa.example.com/questions/${Q1}/how-to-start/${A5}`,
      `Without slug: https://qa.example.com/questions/${Q2}/${A5}`,
      `Elsewhere: https://other.example.com/questions/${Q1}`,
    ].join('\n');
    expect(linkRefs(text, SITE)).toEqual([
      { questionId: Q1, answerId: '0' },
      { questionId: Q2, answerId: '0' },
      { questionId: Q1, answerId: A5 },
      { questionId: Q2, answerId: A5 },
    ]);
  });

  it('finds relative Markdown links and #id references, each once', () => {
    const text = `[that one](/questions/${Q1}) and #${Q2}, again #${Q2} and [it](/questions/${Q1}/x)\n#${A5}`;
    expect(linkRefs(text, SITE)).toEqual([
      { questionId: Q1, answerId: '0' },
      { questionId: Q2, answerId: '0' },
      { questionId: null, answerId: A5 },
    ]);
  });

  it('ignores what only looks like a reference', () => {
    expect(linkRefs(`issue#${Q1} and #hashtag, /questions/ask and #${'9'.repeat(17)}`, SITE)).toEqual([]);
    expect(linkRefs(`https://qa.example.com/questions/ask https://qa.example.com/tags/${Q1}`, SITE)).toEqual([]);
    expect(linkRefs(`https://qa.example.com/questions/${Q1}`, [])).toEqual([]);
  });
});
