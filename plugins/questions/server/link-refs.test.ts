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

  it('treats malformed escapes and other hostile paths as no link, and still finds the good ones', () => {
    const hostile = [
      'https://qa.example.com/questions/%E0%A4%A',
      'https://qa.example.com/questions/%',
      'https://qa.example.com/questions/%%%/%zz/%',
      `https://qa.example.com/questions/${Q1}/%E0%A4%A/%`,
      'https://qa.example.com/questions/%ED%A0%80',
      'https://qa.example.com/questions/%00',
      'https://qa.example.com/questions/%uD800',
      '[x](/questions/%)',
      '[x](/questions/%E0%A4%A/slug)',
      `[x](/questions/${'%'.repeat(5000)})`,
      `https://qa.example.com/${'questions/'.repeat(20000)}%`,
    ];
    for (const text of hostile) expect(() => linkRefs(text, SITE), text.slice(0, 80)).not.toThrow();
    expect(linkRefs(hostile.filter((text) => !text.includes(Q1)).join('\n'), SITE)).toEqual([]);
    // a malformed answer segment leaves the question link
    expect(linkRefs(`https://qa.example.com/questions/${Q1}/%E0%A4%A/%`, SITE)).toEqual([{ questionId: Q1, answerId: '0' }]);
    expect(linkRefs(`${hostile.join(' ')} and https://qa.example.com/questions/${Q2}`, SITE)).toEqual([
      { questionId: Q1, answerId: '0' },
      { questionId: Q2, answerId: '0' },
    ]);
  });

  it('reads escaped ids and does not take the site list apart on bad site addresses', () => {
    expect(linkRefs(`https://qa.example.com/questions/%31${Q1.slice(1)}`, SITE)).toEqual([{ questionId: Q1, answerId: '0' }]);
    expect(linkRefs(`https://qa.example.com/questions/${Q1}`, ['not a url', '%', 'https://qa.example.com'])).toEqual([{ questionId: Q1, answerId: '0' }]);
  });
});
