import { describe, expect, it } from 'vitest';
import { facebookShareUrl, shareUrl, twitterShareUrl } from './share';

const input = { siteUrl: '', origin: 'http://localhost:3000', basePath: '', path: '/questions/10010000000000002/how-to', username: '' };

describe('shareUrl', () => {
  it('prefers the configured site address over the page origin', () => {
    expect(shareUrl({ ...input, siteUrl: 'https://qa.example.com/' })).toBe('https://qa.example.com/questions/10010000000000002/how-to');
    expect(shareUrl(input)).toBe('http://localhost:3000/questions/10010000000000002/how-to');
  });

  it('puts the base path in once', () => {
    expect(shareUrl({ ...input, basePath: '/community' })).toBe('http://localhost:3000/community/questions/10010000000000002/how-to');
    expect(shareUrl({ ...input, basePath: '/community/', siteUrl: 'https://example.com/community' })).toBe('https://example.com/community/questions/10010000000000002/how-to');
  });

  it('names the sharing member', () => {
    expect(shareUrl({ ...input, username: 'ada.l' })).toBe('http://localhost:3000/questions/10010000000000002/how-to?share=ada.l');
  });
});

describe('social links', () => {
  it('encodes the address and the title', () => {
    expect(twitterShareUrl('https://x.test/q?a=1', 'Why & how?')).toBe('https://twitter.com/intent/tweet?text=Why%20%26%20how%3F&url=https%3A%2F%2Fx.test%2Fq%3Fa%3D1');
    expect(facebookShareUrl('https://x.test/q')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Fq');
  });
});
