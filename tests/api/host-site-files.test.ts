/**
 * The site's files made from its settings: `/robots.txt` (SEO), `/custom.css` (custom CSS) and
 * `/manifest.json` (name, icon, colour). Each follows a saved setting at once, is revalidated
 * with an ETag, and stays public on a members-only site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DATABASES, startHost, type Envelope, type RunningHost } from './harness';
import { useInstalledSite, writeSiteInfo } from './test-database';

interface Tables {
  site_info: { type: string; content: string };
}

interface Manifest {
  name: string;
  short_name: string;
  icons: { src: string; sizes: string; type: string }[];
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
}

const ADMIN_API = '/answer/admin/api';

for (const kind of API_DATABASES) {
  describe(`site files on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const file = (name: string, headers: Record<string, string> = {}) => fetch(`${fx.host.url}${name}`, { headers });
    const put = async (block: string, body: unknown) => {
      const saved = await fx.host.api<Envelope<unknown>>('PUT', `${ADMIN_API}/siteinfo/${block}`, { token: fx.site.adminToken, body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };

    it('serves robots.txt as the admin wrote it, and the default rules when it is empty', async () => {
      const seeded = await file('/robots.txt');
      expect(seeded.status).toBe(200);
      expect(seeded.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await seeded.text()).toContain('Disallow: /admin');

      await put('seo', { permalink: 1, robots: 'User-agent: *\nDisallow: /private\n' });
      expect(await (await file('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /private\n');

      await put('seo', { permalink: 1, robots: '' });
      const fallback = await (await file('/robots.txt')).text();
      expect(fallback).toContain('User-agent: *');
      for (const rule of ['Disallow: /admin', 'Disallow: /users/settings', 'Disallow: /answer/api']) expect(fallback).toContain(rule);
      // and names the sitemap at the site's address
      expect(fallback).toContain(`Sitemap: ${fx.host.url}/sitemap.xml`);
    });

    it('serves the custom CSS as a stylesheet, answering 304 until it changes', async () => {
      await put('custom-css-html', { custom_css: 'body { color: #123456; }' });
      const first = await file('/custom.css');
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(await first.text()).toBe('body { color: #123456; }');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      expect((await file('/custom.css', { 'if-none-match': etag })).status).toBe(304);

      await put('custom-css-html', { custom_css: '.question { margin: 0; }' });
      const changed = await file('/custom.css', { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe('.question { margin: 0; }');
    });

    it('describes the web app with the site name, square icon and theme colour', async () => {
      const before = (await (await file('/manifest.json')).json()) as Manifest;
      expect(before).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#0033ff', background_color: '#ffffff' });
      expect(before.icons.map((icon) => icon.src)).toEqual(Array(4).fill('/favicon.ico'));

      const general = (await fx.host.api<Envelope<Record<string, unknown>>>('GET', `${ADMIN_API}/siteinfo/general`, { token: fx.site.adminToken })).body.data;
      await put('general', { ...general, name: 'Lantern Q&A' });
      await put('theme', { theme: 'default', color_scheme: 'system', theme_config: { default: { navbar_style: 'colored', primary_color: '#aa3300' } } });
      // an uploaded icon, as another host process saved it
      await writeSiteInfo(fx.db, 'branding', JSON.stringify({ logo: '', mobile_logo: '', square_icon: '/uploads/branding/icon.png', favicon: '' }));

      const response = await file('/manifest.json');
      expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
      const manifest = (await response.json()) as Manifest;
      expect(manifest.name).toBe('Lantern Q&A');
      expect(manifest.short_name).toBe('Lantern Q&A');
      expect(manifest.theme_color).toBe('#aa3300');
      expect(manifest.icons).toEqual(['16x16', '32x32', '48x48', '128x128'].map((sizes) => ({ src: '/uploads/branding/icon.png', sizes, type: 'image/png' })));
      // every page names it
      expect(await (await file('/')).text()).toContain('<link rel="manifest" href="/manifest.json">');
    });

    it('stays public on a site that requires login', async () => {
      await writeSiteInfo(fx.db, 'login', JSON.stringify({ allow_new_registrations: true, allow_email_registrations: true, allow_password_login: true, login_required: true, allow_email_domains: [] }));
      expect((await fx.host.api('GET', '/answer/api/v1/question/page')).status).toBe(401);
      for (const name of ['/robots.txt', '/custom.css', '/manifest.json']) expect((await file(name)).status, name).toBe(200);
    });
  });
}

describe('site files under a base path, before the install', () => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await startHost({ basePath: '/community' });
  });
  afterAll(async () => {
    await host?.stop();
  });

  it('serves them under the base path with the defaults', async () => {
    const manifest = (await (await fetch(`${host.url}/manifest.json`)).json()) as Manifest;
    expect(manifest.name).toBe('Answer');
    expect(manifest.start_url).toBe('/community/');
    expect(manifest.icons[0]?.src).toBe('/community/favicon.ico');
    const robots = await fetch(`${host.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Disallow: /admin');
    expect(await (await fetch(`${host.url}/custom.css`)).text()).toBe('');
  });
});
