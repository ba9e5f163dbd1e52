import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { feedErrors } from '../tests/validate';
import { lastUpdate, renderAtom, renderRss, type Feed } from './render';

const NOW = Date.UTC(2024, 5, 1) / 1000;
const ASKED = Date.UTC(2024, 0, 2, 3, 4, 5) / 1000;
const EDITED = Date.UTC(2024, 0, 3, 0, 0, 0) / 1000;

function hostileFeed(): Feed {
  return {
    title: 'Newest <questions> & "answers" - Q&A\u0000',
    description: 'Ask & answer <b>here</b>',
    link: 'https://example.com/community/questions',
    self: { rss: 'https://example.com/community/feeds/questions.rss', atom: 'https://example.com/community/feeds/questions.atom' },
    lang: 'en_US',
    categoryScheme: 'https://example.com/community/tags/',
    entries: [
      {
        id: 'https://example.com/community/questions/10010000000000002/10020000000000005',
        title: '<script>alert(1)</script> & ]]> done\u0007',
        link: 'https://example.com/community/questions/10010000000000002/a-b/10020000000000005?x=1&y=2',
        author: 'Ann & <Bob>',
        published: ASKED,
        updated: EDITED,
        categories: [{ term: 'c++', label: 'C++ & co' }],
        body: { kind: 'html', value: '<p>Use <code>a]]>b</code> &amp; done\u000B</p><script>x</script>' },
      },
      {
        id: 'https://example.com/community/questions/10010000000000001',
        title: 'Plain question',
        link: 'https://example.com/community/questions/10010000000000001/plain-question',
        author: 'Cy',
        published: ASKED - 60,
        updated: ASKED - 60,
        categories: [],
        body: { kind: 'text', value: 'Is 1 < 2 & "true"?' },
      },
    ],
  };
}

describe('RSS 2.0', () => {
  it('is valid RSS whatever the text holds, and reads back as the text', async () => {
    const feed = hostileFeed();
    const xml = renderRss(feed, NOW);
    expect(await feedErrors(xml, 'rss')).toEqual([]);
    const $ = load(xml, { xml: true });
    expect($('channel > title').text()).toBe('Newest <questions> & "answers" - Q&A');
    expect($('channel > language').text()).toBe('en-US');
    expect($('channel > lastBuildDate').text()).toBe('Wed, 03 Jan 2024 00:00:00 GMT');
    expect($('channel > atom\\:link').attr('href')).toBe(feed.self.rss);
    const first = $('item').first();
    expect(first.find('title').text()).toBe('<script>alert(1)</script> & ]]> done');
    expect(first.find('link').text()).toBe(feed.entries[0].link);
    expect(first.find('guid').text()).toBe(feed.entries[0].id);
    expect(first.find('pubDate').text()).toBe('Tue, 02 Jan 2024 03:04:05 GMT');
    expect(first.find('dc\\:creator').text()).toBe('Ann & <Bob>');
    expect(first.find('category').text()).toBe('C++ & co');
    // the answer's HTML comes back whole from its CDATA, the ]]> included
    expect(first.find('description').text()).toBe('<p>Use <code>a]]>b</code> &amp; done</p><script>x</script>');
    // a plain-text excerpt is HTML-escaped, so a reader shows it as text
    expect($('item').eq(1).find('description').text()).toBe('Is 1 &lt; 2 &amp; &quot;true&quot;?');
    expect($('item script').length).toBe(0);
  });

  it('is valid with no item', async () => {
    const feed = { ...hostileFeed(), entries: [] };
    const xml = renderRss(feed, NOW);
    expect(await feedErrors(xml, 'rss')).toEqual([]);
    expect(lastUpdate(feed, NOW)).toBe(NOW);
  });

  it('is refused by the validator when it breaks the format', async () => {
    const broken = renderRss(hostileFeed(), NOW).replace(/<pubDate>[^<]*<\/pubDate>/, '<pubDate>2024-01-02T03:04:05Z</pubDate>');
    expect(await feedErrors(broken, 'rss')).not.toEqual([]);
  });
});

describe('Atom 1.0', () => {
  it('is valid Atom whatever the text holds, and reads back as the text', async () => {
    const feed = hostileFeed();
    const xml = renderAtom(feed, NOW);
    expect(await feedErrors(xml, 'atom')).toEqual([]);
    const $ = load(xml, { xml: true });
    expect($('feed').attr('xml:lang')).toBe('en-US');
    expect($('feed > title').text()).toBe('Newest <questions> & "answers" - Q&A');
    expect($('feed > id').text()).toBe(feed.self.atom);
    expect($('feed > updated').text()).toBe('2024-01-03T00:00:00Z');
    expect($('feed > link[rel=self]').attr('href')).toBe(feed.self.atom);
    const first = $('entry').first();
    expect(first.find('title').text()).toBe('<script>alert(1)</script> & ]]> done');
    expect(first.find('link').attr('href')).toBe(feed.entries[0].link);
    expect(first.find('published').text()).toBe('2024-01-02T03:04:05Z');
    expect(first.find('updated').text()).toBe('2024-01-03T00:00:00Z');
    expect(first.find('author > name').text()).toBe('Ann & <Bob>');
    expect(first.find('category').attr('term')).toBe('c++');
    expect(first.find('category').attr('label')).toBe('C++ & co');
    // html content is escaped text: the markup is the content's value, not elements of the feed
    expect(first.find('content').attr('type')).toBe('html');
    expect(first.find('content').text()).toBe('<p>Use <code>a]]>b</code> &amp; done</p><script>x</script>');
    expect(first.find('content').children().length).toBe(0);
    expect($('entry').eq(1).find('summary').attr('type')).toBe('text');
    expect($('entry').eq(1).find('summary').text()).toBe('Is 1 < 2 & "true"?');
  });

  it('is valid with no entry', async () => {
    expect(await feedErrors(renderAtom({ ...hostileFeed(), entries: [] }, NOW), 'atom')).toEqual([]);
  });

  it('is refused by the validator when an entry has no author', async () => {
    const broken = renderAtom(hostileFeed(), NOW).replace(/<author>.*?<\/author>/, '');
    expect(await feedErrors(broken, 'atom')).not.toEqual([]);
  });
});
