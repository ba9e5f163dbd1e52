/**
 * Compressed responses: API JSON compressed for clients that accept it, built assets served from
 * their build-time .br/.gz copies, and the page HTML (with its boot data) compressed and kept up
 * to date when a plugin is switched on or off.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '../../sdk/shared/boot';
import { installSite, ROOT_DIR, startHost, type Envelope, type InstalledSite, type RunningHost } from './harness';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, still encoded. */
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

function bootOf(html: string): BootData {
  const match = /<script id="answer-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot data');
  return JSON.parse(match[1]) as BootData;
}

/** A build of the fixture web app with an asset big enough to compress, compressed as `npm run build` does. */
function builtWebDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'answer-web-'));
  cpSync(path.join(ROOT_DIR, 'tests', 'fixtures', 'host-web'), dir, { recursive: true });
  const lines = Array.from({ length: 200 }, (_, i) => `export const line${i} = 'asset line ${i}';`);
  writeFileSync(path.join(dir, 'assets', 'big-test.js'), lines.join('\n'));
  const result = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts', 'compress-web.mjs'), dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`compress-web failed: ${result.stderr}`);
  // written after the build's compression: files without a .br or .gz copy beside them
  writeFileSync(path.join(dir, 'assets', 'uncopied-test.js'), lines.join('\n'));
  writeFileSync(path.join(dir, 'assets', 'uncopied-test.png'), Buffer.alloc(4096, 7));
  return dir;
}

describe('compressed responses', () => {
  const webDir = builtWebDir();
  let host: RunningHost;
  let site: InstalledSite;

  beforeAll(async () => {
    host = await startHost({ env: { WEB_DIR: webDir } });
    site = await installSite(host);
  });

  afterAll(async () => {
    await host?.stop();
    await site?.database.drop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends API JSON gzipped to a client that accepts gzip, decoding to the same envelope', async () => {
    const url = `${host.url}/answer/api/v1/language/config?lang=en_US`;
    const zipped = await rawGet(url, { 'accept-encoding': 'gzip' });
    const plain = await rawGet(url, { 'accept-encoding': 'identity' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    const envelope = JSON.parse(decoded(zipped)) as Envelope;
    expect(envelope.code).toBe(200);
    expect(envelope).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('leaves small API answers uncompressed', async () => {
    const response = await rawGet(`${host.url}/healthz`, { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe('OK');
  });

  it('serves a built asset from its .br or .gz copy, with the long cache lifetime', async () => {
    const source = readFileSync(path.join(webDir, 'assets', 'big-test.js'), 'utf8');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await rawGet(`${host.url}/assets/big-test.js`, { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(decoded(response)).toBe(source);
    }
    const plain = await rawGet(`${host.url}/assets/big-test.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(source);
  });

  it('compresses a file that has no compressed copy as it streams, and leaves images alone', async () => {
    const source = readFileSync(path.join(webDir, 'assets', 'uncopied-test.js'), 'utf8');
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await rawGet(`${host.url}/assets/uncopied-test.js`, { 'accept-encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-length']).toBeUndefined();
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(response.body.length).toBeLessThan(source.length / 2);
      expect(decoded(response)).toBe(source);
    }
    const plain = await rawGet(`${host.url}/assets/uncopied-test.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(source.length));
    const image = await rawGet(`${host.url}/assets/uncopied-test.png`, { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toEqual(Buffer.alloc(4096, 7));
  });

  it('sends the page HTML compressed, with the boot data, and follows plugin switches', async () => {
    const page = async (accept: string) => {
      const response = await rawGet(`${host.url}/questions/1`, { 'accept-encoding': accept });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      return response;
    };
    const setCaptcha = async (enabled: boolean) => {
      const body = { plugin_slug_name: 'captcha_basic', enabled };
      const response = await host.api('PUT', '/answer/admin/api/plugin/status', { token: site.adminToken, body });
      expect(response.status).toBe(200);
    };
    const captchaEnabled = (html: string) => bootOf(html).plugins.find((plugin) => plugin.id === 'captcha_basic')?.enabled;

    const zipped = await page('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('no-cache');
    const html = decoded(zipped);
    expect(html).toContain('src="/assets/index-test.js"');
    expect(bootOf(html).mode).toBe('run');
    expect(captchaEnabled(html)).toBe(true);
    expect(decoded(await page('identity'))).toBe(html);

    await setCaptcha(false);
    expect(captchaEnabled(decoded(await page('br')))).toBe(false);
    expect(captchaEnabled(decoded(await page('gzip')))).toBe(false);
    await setCaptcha(true);
    expect(captchaEnabled(decoded(await page('gzip')))).toBe(true);
  });
});
