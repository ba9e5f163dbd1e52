import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { composeDocument, renderFrame } from './document';
import { excerpt, renderHead, type HeadSite } from './head';

const site: HeadSite = {
  name: 'Q&A <Club>',
  description: 'Questions about everything',
  url: 'https://example.com/community',
  basePath: '/community',
  icon: 'https://example.com/community/favicon.ico',
  version: '1.0.0',
  customHead: '',
};
const SHELL = '<!doctype html><html lang="en"><head><title>Answer</title></head><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';

function page(head: Parameters<typeof renderHead>[0], links: Parameters<typeof renderHead>[2] = []) {
  const html = composeDocument(SHELL, { head: renderHead(head, site, links, 'tag'), frame: renderFrame('<p>body</p>', { name: site.name, basePath: site.basePath, logo: '', customHeader: '', customFooter: '' }), preload: { '/x?a=1': { title: '</script><script>alert(1)</script>' } }, lang: 'zh_CN' });
  return { html, $: load(html) };
}

describe('the head of a server-rendered page', () => {
  it('names the page, then the site, and escapes both', () => {
    const { $ } = page({ title: '<b>Why</b> & how?' });
    expect($('title').text()).toBe('<b>Why</b> & how? - Q&A <Club>');
    expect($('meta[property="og:title"]').attr('content')).toBe('<b>Why</b> & how?');
    expect($('meta[property="og:site_name"]').attr('content')).toBe('Q&A <Club>');
    expect($('html').attr('lang')).toBe('zh-CN');
  });

  it('builds the canonical address from the site address and describes the page for previews', () => {
    const { $ } = page({ title: 'T', description: 'A  long\n description', canonical: '/questions?page=2', ogType: 'article', noindex: true, keywords: ['go', 'rust'] });
    expect($('link[rel=canonical]').attr('href')).toBe('https://example.com/community/questions?page=2');
    expect($('meta[property="og:url"]').attr('content')).toBe('https://example.com/community/questions?page=2');
    expect($('meta[name=description]').attr('content')).toBe('A long description');
    expect($('meta[property="og:type"]').attr('content')).toBe('article');
    expect($('meta[name=robots]').attr('content')).toBe('noindex');
    expect($('meta[name=keywords]').attr('content')).toBe('go,rust');
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary');
    expect($('meta[property="og:image"]').attr('content')).toBe(site.icon);
    expect($('link[rel=search]').attr('href')).toBe('/community/opensearch.xml');
  });

  it('keeps structured data and preloaded answers inside their script elements', () => {
    const { $ } = page({ title: 'T', jsonLd: [{ '@type': 'QAPage', name: '</script><img src=x onerror=alert(1)>' }] });
    const data = JSON.parse($('script[type="application/ld+json"]').text()) as { name: string };
    expect(data.name).toBe('</script><img src=x onerror=alert(1)>');
    expect($('img').length).toBe(0);
    const preload = JSON.parse($('#answer-preload').text()) as Record<string, { title: string }>;
    expect(preload['/x?a=1'].title).toContain('</script>');
    expect($('script:not([type])').length).toBe(0);
  });

  it('links feeds other plugins add, with absolute addresses', () => {
    const { $ } = page({ title: 'T' }, [{ rel: 'alternate', type: 'application/rss+xml', title: 'Newest "questions"', href: '/feeds/questions.rss' }]);
    const link = $('link[type="application/rss+xml"]');
    expect(link.attr('href')).toBe('https://example.com/community/feeds/questions.rss');
    expect(link.attr('title')).toBe('Newest "questions"');
  });

  it('puts the page in the frame before the app root, readable without scripts', () => {
    const { $ } = page({ title: 'T' });
    expect($('#answer-ssr main p').text()).toBe('body');
    expect($('#answer-ssr + #answer-preload + #root').length).toBe(1);
    expect($('#answer-ssr a.navbar-brand').attr('href')).toBe('/community/');
  });

  it('cuts descriptions at 240 characters', () => {
    expect(Array.from(excerpt('é'.repeat(500))).length).toBe(240);
    expect(excerpt('short')).toBe('short');
  });
});
