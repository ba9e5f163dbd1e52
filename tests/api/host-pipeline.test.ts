/**
 * The host's request pipeline before the site is installed: envelopes (for what the framework
 * refuses before any route too), languages, install-mode gating, pages, static files, base path,
 * secrets kept out of the log, and shutdown.
 */
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '../../sdk/shared/boot';
import { installSite, ROOT_DIR, startHost, type Envelope, type RunningHost } from './harness';

/**
 * A POST that declares a body of `declaredBytes` but sends only its first bytes, then reads the
 * answer: a host that refuses the size answers without reading on. Sending the whole body races
 * the host closing the connection after its answer (the client's write fails with EPIPE).
 */
function postDeclaringSize(url: string, apiPath: string, declaredBytes: number, lang: string): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      try {
        resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown });
      } catch {
        // no answer, or not JSON: fail the test with what came back rather than an uncaught throw
        reject(new Error(`unexpected answer: ${JSON.stringify(received.slice(0, 300))}`));
      }
    });
    const headers = [`POST ${apiPath} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Content-Type: application/json', `Content-Length: ${declaredBytes}`, `Accept-Language: ${lang}`, 'Connection: close'];
    socket.write(`${headers.join('\r\n')}\r\n\r\n{"db_type": "`);
  });
}

const WEB_DIR = path.join(ROOT_DIR, 'tests', 'fixtures', 'host-web');

function bootOf(html: string): BootData {
  const match = /<script id="answer-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error(`no boot data in:\n${html}`);
  return JSON.parse(match[1]) as BootData;
}

describe('host in install mode', () => {
  let host: RunningHost;

  beforeAll(async () => {
    host = await startHost({ env: { WEB_DIR } });
  });

  afterAll(async () => {
    await host?.kill();
  });

  it('answers /healthz', async () => {
    const response = await host.api('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toBe('OK');
  });

  it('wraps success in the envelope', async () => {
    const response = await host.api<Envelope>('GET', '/answer/api/v1/language/options');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: 200,
      reason: 'base.success',
      msg: 'Success.',
      data: [
        { label: 'Default', value: 'Default', progress: 0 },
        { label: 'English', value: 'en_US', progress: 100 },
        { label: '简体中文', value: 'zh_CN', progress: 100 },
      ],
    });
  });

  it('translates msg by Accept-Language, accepting both spellings and falling back to en_US', async () => {
    for (const lang of ['zh_CN', 'zh-CN', 'zh-CN,zh;q=0.9,en;q=0.8']) {
      const response = await host.api<Envelope>('GET', '/answer/api/v1/language/options', { lang });
      expect(response.body.msg).toBe('成功。');
    }
    for (const lang of ['en-US', 'fr_FR', 'xx']) {
      const response = await host.api<Envelope>('GET', '/answer/api/v1/language/options', { lang });
      expect(response.body.msg).toBe('Success.');
    }
  });

  it('serves the UI translations of kernel and plugins by namespace', async () => {
    const english = await host.api<Envelope<{ ui: Record<string, Record<string, unknown>> }>>('GET', '/answer/api/v1/language/config');
    expect(english.status).toBe(200);
    expect(Object.keys(english.body.data.ui)).toEqual(expect.arrayContaining(['kernel', 'installer', 'accounts']));
    const chinese = await host.api<Envelope<{ ui: Record<string, Record<string, unknown>> }>>('GET', '/answer/api/v1/language/config', { lang: 'zh_CN' });
    expect(JSON.stringify(chinese.body.data.ui.kernel)).not.toEqual(JSON.stringify(english.body.data.ui.kernel));
  });

  it('answers API calls other than the installer with a 404 envelope', async () => {
    for (const apiPath of ['/answer/api/v1/siteinfo', '/answer/api/v1/plugin/status', '/answer/admin/api/plugins', '/answer/api/v1/question/page']) {
      const response = await host.api<Envelope>('GET', apiPath, { lang: 'zh_CN' });
      expect(response.status, apiPath).toBe(404);
      expect(response.body).toEqual({ code: 404, reason: 'base.not_found', msg: '资源不存在。', data: null });
    }
  });

  it('serves the installer API', async () => {
    const response = await host.api<Envelope<Record<string, boolean>>>('POST', '/installation/config-file/check');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ config_file_exist: false, db_connection_success: false, db_table_exist: false });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await host.api<Envelope>('GET', '/installation/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 404, reason: 'base.not_found', data: null });
  });

  it('turns malformed JSON and a wrong content type into envelopes with their own status', async () => {
    const malformed = await host.api<Envelope>('POST', '/installation/db/check', { body: '{"db_type": ', lang: 'en_US' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 400, reason: 'base.request_format_error', msg: 'Request format is not valid.', data: null });
    const empty = await host.api<Envelope>('POST', '/installation/db/check', { body: '', headers: { 'Content-Type': 'application/json' } });
    expect([empty.status, empty.body.code, empty.body.reason]).toEqual([400, 400, 'base.request_format_error']);
    const wrongType = await host.api<Envelope>('POST', '/installation/db/check', { body: 'db_type=sqlite3', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ code: 415, reason: 'base.unsupported_media_type', msg: 'This content type is not accepted here.', data: null });
    const tooLarge = await postDeclaringSize(host.url, '/installation/db/check', 3_000_000, 'zh_CN');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ code: 413, reason: 'base.payload_too_large', msg: '请求内容过大。', data: null });
  });

  it('answers what Fastify and Node refuse before any route in the envelope too, with their status', async () => {
    // a path whose escapes cannot be decoded: nothing of it is echoed back
    for (const path of ['/answer/api/v1/question/%E0%A4%A', '/installation/%', '/questions/%']) {
      const response = await fetch(`${host.url}${path}?Authorization=secret-token-in-a-bad-url`, { headers: { 'Accept-Language': 'zh_CN' } });
      const text = await response.text();
      expect(response.status, path).toBe(400);
      expect(JSON.parse(text), path).toEqual({ code: 400, reason: 'base.request_format_error', msg: '请求格式错误。', data: null });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // an address too long for Node's header limit, with many query keys or one long value
    const keys = Array.from({ length: 3000 }, (_, index) => `k${index}=${index}`).join('&');
    for (const query of [keys, `q=${'x'.repeat(20_000)}`]) {
      const response = await fetch(`${host.url}/answer/api/v1/language/options?${query}`);
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ code: 431, reason: 'base.request_header_too_large', msg: 'The request address or headers are too long.', data: null });
    }
    // the host keeps serving after refusing them
    expect((await host.api('GET', '/answer/api/v1/language/options')).status).toBe(200);
  });

  it('reports schema violations as translated field errors', async () => {
    type Items = { error_field: string; error_msg: string }[];
    const english = await host.api<Envelope<Items>>('POST', '/installation/db/check', { body: { db_type: 'oracle' } });
    expect(english.status).toBe(400);
    expect(english.body.reason).toBe('base.request_format_error');
    const field = english.body.data.find((item) => item.error_field === 'db_type');
    expect(field?.error_msg).toMatch(/\S/);
    const chinese = await host.api<Envelope<Items>>('POST', '/installation/db/check', { body: { db_type: 'oracle' }, lang: 'zh_CN' });
    expect(chinese.body.data.find((item) => item.error_field === 'db_type')?.error_msg).not.toBe(field?.error_msg);
  });

  it('redirects every page but /install to the installer', async () => {
    for (const page of ['/', '/questions', '/users/login', '/nowhere']) {
      const response = await host.api('GET', page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location')).toBe('/install');
    }
  });

  it('serves /install with boot data in install mode and security headers', async () => {
    const response = await host.api<string>('GET', '/install');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.body).toContain('src="/assets/index-test.js"');
    expect(response.body).toContain('href="/favicon.svg"');
    const boot = bootOf(response.body);
    expect(boot.mode).toBe('install');
    expect(boot.basePath).toBe('');
    expect(boot.kernelVersion).toBe('1.0.0');
    const installer = boot.plugins.find((plugin) => plugin.id === 'installer');
    expect(installer).toMatchObject({ builtin: true, required: true, enabled: true, status: 'active' });
    // nothing but the installer runs in the browser before there is a database
    expect(boot.plugins.map((plugin) => plugin.id)).toEqual(['installer']);
  });

  it('serves built assets with long immutable caching and never the raw index.html', async () => {
    const asset = await host.api<string>('GET', '/assets/index-test.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await host.api('GET', '/assets/missing.js');
    expect(missing.status).toBe(404);
    const raw = await host.api('GET', '/index.html');
    expect(raw.status).not.toBe(200);
  });
});

describe('host under a base path', () => {
  let host: RunningHost;

  beforeAll(async () => {
    host = await startHost({ basePath: '/community', env: { WEB_DIR } });
  });

  afterAll(async () => {
    await host?.kill();
  });

  it('serves the API, pages and assets under the base path', async () => {
    const api = await host.api<Envelope>('GET', '/answer/api/v1/language/options');
    expect(api.status).toBe(200);
    const page = await host.api<string>('GET', '/install');
    expect(page.status).toBe(200);
    expect(page.body).toContain('src="/community/assets/index-test.js"');
    expect(bootOf(page.body).basePath).toBe('/community');
    const other = await host.api('GET', '/questions');
    expect(other.headers.get('location')).toBe('/community/install');
    const asset = await fetch(`${host.url}/assets/index-test.js`);
    expect(asset.status).toBe(200);
    const outside = await fetch(`${host.origin}/answer/api/v1/language/options`);
    expect(outside.status).toBe(404);
  });
});

describe('boot data escaping', () => {
  it('cannot be broken out of by a plugin manifest', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { tempDataDir } = await import('./harness');
    const dataDir = tempDataDir();
    const dir = path.join(dataDir, 'plugins', 'sneaky');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'plugin.json'),
      JSON.stringify({ id: 'sneaky', name: '</script><script>alert(1)</script>', description: '', version: '1.0.0', type: 'installer', kernel: '^1.0.0' }),
    );
    const host = await startHost({ dataDir, env: { WEB_DIR } });
    try {
      const page = await host.api<string>('GET', '/install');
      expect(page.body).not.toContain('<script>alert(1)');
      expect(bootOf(page.body).plugins.find((plugin) => plugin.id === 'sneaky')?.name).toBe('</script><script>alert(1)</script>');
    } finally {
      await host.kill();
    }
  });
});

describe('host logs', () => {
  it('never write a token, a cookie or a mailed code, however the request carries it', async () => {
    // the most talkative level: every request, every refusal and every client error is written
    const host = await startHost({ env: { WEB_DIR, LOG_LEVEL: 'trace' } });
    try {
      const { adminToken: token } = await installSite(host, 'sqlite');
      const cookie = 'cookie-secret-7f3a9c';
      const code = 'mailed-code-secret-51d2e8';
      const headers = { Authorization: `Bearer ${token}`, Cookie: `session=${cookie}` };
      const failing = [
        `/answer/api/v1/question/info?id=10010000000099999&Authorization=${token}`,
        `/answer/admin/api/nothing-here?Authorization=${token}`,
        `/answer/api/v1/question/info?id=10010000000099999&%41uthorization=${encodeURIComponent(token)}`,
        `/answer/api/v1/user/password/replacement/check?code=${code}`,
        `/answer/api/v1/%E0%A4%A?Authorization=${token}`,
        `/answer/api/v1/language/options?Authorization=${token}&pad=${'x'.repeat(20_000)}`,
      ];
      for (const path of failing) {
        const response = await fetch(`${host.url}${path}`, { headers });
        expect(response.status, path.slice(0, 60)).toBeGreaterThanOrEqual(400);
      }
      // the page a mailed link opens
      expect((await fetch(`${host.url}/users/account-activation?code=${code}&from=mail`, { headers })).status).toBe(200);
      const posted = await fetch(`${host.url}/answer/api/v1/question?Authorization=${token}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/xml' }, body: token });
      expect(posted.status).toBe(415);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const output = host.output();
      // the requests were written, with the secrets taken out
      expect(output).toContain('/answer/api/v1/question/info?id=10010000000099999&Authorization=[redacted]');
      expect(output).toContain('/users/account-activation?code=[redacted]&from=mail');
      for (const secret of [token, cookie, code]) expect(output).not.toContain(secret);
    } finally {
      await host.kill();
    }
  });
});

describe('shutdown', () => {
  it('exits 0 on SIGTERM', async () => {
    const host = await startHost();
    expect(await host.stop()).toBe(0);
  });
});
