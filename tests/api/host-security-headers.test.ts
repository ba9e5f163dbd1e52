/**
 * The security headers of an installed site: the usual ones on every kind of response, the
 * Content-Security-Policy on pages (naming the admin's custom head scripts), and HSTS only once
 * the site's address is https.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RunningHost } from './harness';
import { useInstalledSite, writeSiteInfo } from './test-database';

interface Tables {
  site_info: { type: string; content: string };
}

const USUAL = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

async function headersOf(host: RunningHost, path: string): Promise<Headers> {
  const response = await fetch(host.url + path, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers;
}

function directive(policy: string, name: string): string[] {
  const found = policy.split(/;\s*/).find((part) => part.startsWith(`${name} `));
  return found ? found.split(/\s+/).slice(1) : [];
}

async function assetPath(host: RunningHost): Promise<string> {
  const html = await (await fetch(`${host.url}/`)).text();
  const match = /src="[^"]*?(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match) throw new Error(`no script asset in the page:\n${html}`);
  return match[1];
}

describe('security headers', () => {
  const fx = useInstalledSite<Tables>('sqlite');

  it('sends the usual headers on pages, API answers, errors and files, and no HSTS on an http site', async () => {
    const paths = ['/', '/questions/ask', '/no/such/page', '/answer/api/v1/siteinfo', '/answer/api/v1/no-such-route', '/healthz', await assetPath(fx.host)];
    for (const path of paths) {
      const headers = await headersOf(fx.host, path);
      for (const [name, value] of Object.entries(USUAL)) expect(headers.get(name), `${name} on ${path}`).toBe(value);
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('gives every page a policy that lets scripts come only from the site', async () => {
    for (const path of ['/', '/questions/1', '/no/such/page', '/users/login']) {
      const policy = (await headersOf(fx.host, path)).get('content-security-policy') ?? '';
      // no 'unsafe-inline': markup slipped into a page cannot run ('unsafe-eval' is for the form validator)
      expect(directive(policy, 'script-src'), path).toEqual(["'self'", "'unsafe-eval'"]);
      expect(directive(policy, 'default-src')).toEqual(["'self'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    }
    // API answers are data, not documents
    expect((await headersOf(fx.host, '/answer/api/v1/siteinfo')).get('content-security-policy')).toBeNull();
  });

  it('allows the inline scripts and script origins of the admin’s custom head, and nothing else', async () => {
    const inline = 'window.dataLayer = window.dataLayer || [];';
    const customHead = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script><script>${inline}</script><meta name="x" content="y">`;
    const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'custom_css_html').executeTakeFirst();
    const before = row?.content ?? JSON.stringify({ custom_css: '', custom_head: '' });
    await writeSiteInfo(fx.db, 'custom_css_html', JSON.stringify({ ...(JSON.parse(before) as object), custom_head: customHead }));
    try {
      const policy = (await headersOf(fx.host, '/')).get('content-security-policy') ?? '';
      const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
      expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-eval'", hash, 'https://www.googletagmanager.com']);
      expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    } finally {
      await writeSiteInfo(fx.db, 'custom_css_html', before);
    }
    expect(directive((await headersOf(fx.host, '/')).get('content-security-policy') ?? '', 'script-src')).toEqual(["'self'", "'unsafe-eval'"]);
  });

  it('sends HSTS on every response once the site’s address is https, and stops when it is not', async () => {
    const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'general').executeTakeFirstOrThrow();
    const general = JSON.parse(row.content) as { site_url: string };
    await writeSiteInfo(fx.db, 'general', JSON.stringify({ ...general, site_url: 'https://answer.example.com' }));
    try {
      expect((await headersOf(fx.host, '/')).get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect((await headersOf(fx.host, '/answer/api/v1/siteinfo')).get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    } finally {
      await writeSiteInfo(fx.db, 'general', row.content);
    }
    expect((await headersOf(fx.host, '/')).get('strict-transport-security')).toBeNull();
    expect((await headersOf(fx.host, '/answer/api/v1/siteinfo')).get('strict-transport-security')).toBeNull();
  });
});
