import { describe, expect, it } from 'vitest';
import { feedLinks } from './head';
import { tagFeedFile } from './paths';

const t = (lang: string, key: string, vars: Record<string, unknown> = {}) => `${lang}:${key}:${JSON.stringify(vars)}`;
const page = (pattern: string, params: Record<string, string> = {}) => ({ pattern, params, lang: 'en_US' });

describe('feed links in page heads', () => {
  it('offers the newest and unanswered questions on the home page and the question list', () => {
    for (const pattern of ['/', '/questions']) {
      expect(feedLinks(t, page(pattern)).map((link) => [link.type, link.href])).toEqual([
        ['application/rss+xml', '/feeds/questions.rss'],
        ['application/atom+xml', '/feeds/questions.atom'],
        ['application/rss+xml', '/feeds/unanswered.rss'],
        ['application/atom+xml', '/feeds/unanswered.atom'],
      ]);
    }
    expect(feedLinks(t, page('/questions'))[0]).toMatchObject({ rel: 'alternate', title: 'en_US:feeds.link.newest:{"format":"RSS"}' });
  });

  it("offers a tag's questions on its page, its name escaped in the address", () => {
    const links = feedLinks(t, page('/tags/:tagName', { tagName: 'C++' }));
    expect(links.map((link) => link.href)).toEqual(['/feeds/tags/c%2B%2B.rss', '/feeds/tags/c%2B%2B.atom']);
    expect(links[1].title).toBe('en_US:feeds.link.tag:{"tag":"C++","format":"Atom"}');
  });

  it("offers a question's answers on each form of its address, by its long id", () => {
    for (const pattern of ['/questions/:qid', '/questions/:qid/:slug', '/questions/:qid/:slug/:aid']) {
      const links = feedLinks(t, page(pattern, { qid: '10010000000000007', slug: 'how', aid: '10020000000000009' }));
      expect(links.map((link) => link.href)).toEqual(['/feeds/questions/10010000000000007/answers.rss', '/feeds/questions/10010000000000007/answers.atom']);
    }
    expect(feedLinks(t, page('/questions/:qid', { qid: 'not-an-id' }))).toEqual([]);
  });

  it('adds nothing to other pages', () => {
    for (const pattern of ['/search', '/users/:username', '/tags', '/questions/ask']) expect(feedLinks(t, page(pattern))).toEqual([]);
  });
});

describe('tag feed addresses', () => {
  it('reads the tag and the format from one segment, dots in the tag included', () => {
    expect(tagFeedFile('node.js.rss')).toEqual({ slug: 'node.js', format: 'rss' });
    expect(tagFeedFile('rss.atom')).toEqual({ slug: 'rss', format: 'atom' });
    expect(tagFeedFile('go.xml')).toBeNull();
    expect(tagFeedFile('.rss')).toBeNull();
  });
});
