import Fastify from 'fastify';
import { load } from 'cheerio';
import { describe, expect, it, vi } from 'vitest';
import type { SitemapSource } from '@answer/sdk/server';
import { SharedResponseCache } from '../../http/shared-cache';
import { SITEMAP_PAGE_SIZE, sitemapRoutes, Sitemaps } from './sitemap';

function source(name: string, count: number, scopes: string[]): SitemapSource & { list: ReturnType<typeof vi.fn> } {
  const list = vi.fn(async (offset: number, limit: number) =>
    Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => ({ path: `/${name}s/${offset + i}`, lastModified: 1_700_000_000 })),
  );
  return { name, scopes, count: async () => count, list };
}

async function site(sources: SitemapSource[], isPublic = true) {
  const cache = new SharedResponseCache({ maxBytes: 1024 * 1024, maxEntryBytes: 1024 });
  const app = Fastify();
  const sitemaps = new Sitemaps({ basePath: '', sources: () => sources, public: async () => isPublic, siteUrl: async () => 'https://example.com', cache, log: console });
  sitemapRoutes(app, sitemaps, '');
  await app.ready();
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    // a full page is 50,000 lines: counted, not parsed
    const big = response.body.length > 100_000;
    return { status: response.statusCode, $: load(big ? '' : response.body, { xml: true }), type: response.headers['content-type'], urls: (response.body.match(/<url>/g) ?? []).length };
  };
  return { get, cache };
}

describe('the sitemap', () => {
  it('lists every source in one file while the site is small', async () => {
    const { get } = await site([source('question', 3, ['questions']), source('tag', 2, ['tags'])]);
    const { status, $, type } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toBe('application/xml; charset=utf-8');
    expect($('urlset > url > loc').map((_, el) => $(el).text()).get()).toEqual([
      'https://example.com/questions/0',
      'https://example.com/questions/1',
      'https://example.com/questions/2',
      'https://example.com/tags/0',
      'https://example.com/tags/1',
    ]);
    expect($('url > lastmod').first().text()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('becomes an index of files of 50,000 addresses beyond that', async () => {
    const { get } = await site([source('question', SITEMAP_PAGE_SIZE + 1, ['questions']), source('tag', 2, ['tags'])]);
    const index = await get('/sitemap.xml');
    expect(index.$('sitemapindex > sitemap > loc').map((_, el) => index.$(el).text()).get()).toEqual([
      'https://example.com/sitemap/question-1.xml',
      'https://example.com/sitemap/question-2.xml',
      'https://example.com/sitemap/tag-1.xml',
    ]);
    const second = await get('/sitemap/question-2.xml');
    expect(second.$('url > loc').map((_, el) => second.$(el).text()).get()).toEqual([`https://example.com/questions/${SITEMAP_PAGE_SIZE}`]);
    expect((await get('/sitemap/question-1.xml')).urls).toBe(SITEMAP_PAGE_SIZE);
    for (const missing of ['/sitemap/question-3.xml', '/sitemap/user-1.xml', '/sitemap/question-0.xml', '/sitemap/..%2Fetc.xml']) expect((await get(missing)).status, missing).toBe(404);
    // 50,000 addresses are written and counted: slow on a busy machine
  }, 30_000);

  it('is built once and again only after a write to what it lists', async () => {
    const questions = source('question', 2, ['questions']);
    const { get, cache } = await site([questions]);
    await Promise.all([get('/sitemap.xml'), get('/sitemap.xml'), get('/sitemap.xml')]);
    expect(questions.list).toHaveBeenCalledTimes(1);
    cache.invalidate(['users']);
    await get('/sitemap.xml');
    expect(questions.list).toHaveBeenCalledTimes(1);
    cache.invalidate(['questions']);
    await get('/sitemap.xml');
    expect(questions.list).toHaveBeenCalledTimes(2);
  });

  it('does not exist on a members-only site', async () => {
    const { get } = await site([source('question', 2, ['questions'])], false);
    expect((await get('/sitemap.xml')).status).toBe(404);
  });
});
