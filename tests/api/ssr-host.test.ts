/**
 * What the host does around every server-rendered page, whichever plugin renders it: app-only
 * pages keep the shell, the head's site-wide parts (search, custom head), the frame (custom header
 * and footer), the reads that travel with the page, one kept copy for every guest that a write
 * replaces, members-only sites and maintenance, web-cache addresses, the sitemap and OpenSearch.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { addMember, asked, type Tables } from './questions-support';
import { useInstalledSite, writeSiteInfo } from './test-database';

const ADM = '/answer/admin/api';

for (const kind of API_DATABASES) {
  describe(`server-rendered pages on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const page = (path: string, headers: Record<string, string> = {}) => fetch(`${fx.host.url}${path}`, { redirect: 'manual', headers: { 'accept-language': 'en-US', ...headers } });
    const html = async (path: string) => {
      const response = await page(path);
      return { response, $: load(await response.text()) };
    };

    it('renders public pages and leaves app-only pages to the app', async () => {
      const member = await addMember(fx);
      await asked(fx, member, 'How do pages reach a crawler?');
      const home = await html('/questions');
      expect(home.response.status).toBe(200);
      expect(home.$('#answer-ssr main').text()).toContain('How do pages reach a crawler?');
      expect(home.$('#root').length).toBe(1);
      for (const path of ['/questions/ask', '/users/settings', '/admin', '/review']) {
        const { response, $ } = await html(path);
        expect(response.status, path).toBe(200);
        expect($('#answer-ssr').length, path).toBe(0);
      }
    });

    it('sends the reads the page was made from, for the app to take over with', async () => {
      const { $ } = await html('/questions');
      const preload = JSON.parse($('#answer-preload').text()) as Record<string, unknown>;
      expect(Object.keys(preload)).toContain('/answer/api/v1/siteinfo');
      expect(Object.keys(preload).some((key) => key.startsWith('/answer/api/v1/question/page?'))).toBe(true);
      // the boot data and the app's scripts are still there
      expect($('#answer-boot').length).toBe(1);
      expect($('script[type=module]').length).toBeGreaterThan(0);
    });

    it('offers the site search and describes it for browsers', async () => {
      const { $ } = await html('/questions');
      expect($('link[rel=search]').attr('href')).toBe('/opensearch.xml');
      const response = await page('/opensearch.xml');
      expect(response.headers.get('content-type')).toContain('application/opensearchdescription+xml');
      const $x = load(await response.text(), { xml: true });
      expect($x('OpenSearchDescription > ShortName').text()).toBe('Answer Test');
      expect($x('Url').attr('template')).toBe(`${fx.host.url}/search?q={searchTerms}`);
    });

    it('keeps one copy for every guest until a write changes what it shows', async () => {
      const first = await page('/questions');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const again = await page('/questions', { 'if-none-match': etag ?? '' });
      expect(again.status).toBe(304);
      const member = await addMember(fx);
      await asked(fx, member, 'A question asked after the page was kept');
      const after = await page('/questions', { 'if-none-match': etag ?? '' });
      expect(after.status).toBe(200);
      expect(await after.text()).toContain('A question asked after the page was kept');
    });

    it('puts the admin\'s custom head, header and footer where they go', async () => {
      const saved = await fx.host.api<Envelope>('PUT', `${ADM}/siteinfo/custom-css-html`, {
        token: fx.site.adminToken,
        body: { custom_css: '', custom_head: '<meta name="site-check" content="ssr">', custom_header: '<div id="announce">Welcome</div>', custom_footer: '<p id="imprint">Imprint</p>', custom_sidebar: '' },
      });
      expect(saved.status).toBe(200);
      const { $ } = await html('/questions');
      expect($('head meta[name=site-check]').attr('content')).toBe('ssr');
      expect($('head meta[name="answer:custom-head"]').length).toBe(1);
      expect($('#answer-ssr #announce').text()).toBe('Welcome');
      expect($('#answer-ssr #imprint').text()).toBe('Imprint');
    });

    it('answers an unknown question with a readable 404 page', async () => {
      const { response, $ } = await html('/questions/10010000000099999');
      expect(response.status).toBe(404);
      expect($('meta[name=robots]').attr('content')).toBe('noindex');
      expect($('#answer-ssr h1').text()).not.toBe('');
    });

    it('renders search results for readers without scripts, kept out of search engines', async () => {
      const member = await addMember(fx);
      await asked(fx, member, 'Searching <b>bold</b> words in titles');
      const { response, $ } = await html(`/search?q=${encodeURIComponent('bold')}`);
      expect(response.status).toBe(200);
      expect($('meta[name=robots]').attr('content')).toBe('noindex');
      expect($('title').text()).toBe('Results for "bold" - Answer Test');
      expect($('#answer-ssr [data-testid=search-result] h2 a').first().text()).toBe('Searching <b>bold</b> words in titles');
      const empty = await html('/search');
      expect(empty.$('#answer-ssr main').text()).toContain('Type some words in the search box.');
    });

    it('sends a web cache\'s copy to the page it is of, and never to another site', async () => {
      const cached = await page(`/search?q=${encodeURIComponent('cache:https://example.com/questions/1?page=2')}`);
      expect(cached.status).toBe(302);
      expect(cached.headers.get('location')).toBe('/questions/1?page=2');
      const sneaky = await page(`/search?q=${encodeURIComponent('cache:https://example.com//evil.example/x')}`);
      expect(sneaky.headers.get('location')).toBe('/evil.example/x');
    });

    it('lists public addresses in the sitemap', async () => {
      // enough reputation to create a tag
      const member = await addMember(fx, 1000);
      const question = await asked(fx, member, 'Which pages belong in a sitemap?', ['sitemaps']);
      const response = await page('/sitemap.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const $x = load(await response.text(), { xml: true });
      const locations = $x('urlset > url > loc')
        .map((_, element) => $x(element).text())
        .get();
      expect(locations.some((loc) => loc.startsWith(`${fx.host.url}/questions/${question.id}`))).toBe(true);
      expect(locations).toContain(`${fx.host.url}/tags/sitemaps`);
      expect((await page('/sitemap/question-99.xml')).status).toBe(404);
      expect((await page('/sitemap/nothing-1.xml')).status).toBe(404);
    });

    it('renders nothing for guests of a members-only site', async () => {
      const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'login').executeTakeFirstOrThrow();
      await writeSiteInfo(fx.db, 'login', JSON.stringify({ ...(JSON.parse(row.content) as object), login_required: true }));
      try {
        const { response, $ } = await html('/questions');
        expect(response.status).toBe(200);
        expect($('#answer-ssr').length).toBe(0);
        expect($('#answer-preload').length).toBe(0);
        expect((await page('/sitemap.xml')).status).toBe(404);
      } finally {
        await writeSiteInfo(fx.db, 'login', row.content);
      }
    });
  });
}
