import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { afterEach, describe, expect, it } from 'vitest';
import { brandingIcon, faviconRoute } from './favicon';

const DEFAULT_ICON = Buffer.from([0, 0, 1, 0, 1, 0]);
let app: FastifyInstance | null = null;
let webDir = '';

afterEach(async () => {
  await app?.close();
  app = null;
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

async function serve(branding: unknown, basePath = ''): Promise<FastifyInstance> {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
  writeFileSync(path.join(webDir, 'favicon.ico'), DEFAULT_ICON);
  app = Fastify();
  await app.register(fastifyStatic, { root: webDir, serve: false });
  faviconRoute(app, { basePath, branding: async () => branding });
  return app;
}

describe('the favicon', () => {
  it('is the default icon the web app ships while the site has none', async () => {
    const server = await serve({ logo: '', favicon: '', square_icon: '' });
    const reply = await server.inject({ method: 'GET', url: '/favicon.ico' });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(DEFAULT_ICON)).toBe(true);
    expect(reply.headers['content-type']).toMatch(/icon/);
  });

  it('leads to the branding icon the admin set, asked again on every page load', async () => {
    const server = await serve({ favicon: 'https://cdn.example.com/brand/icon.png', square_icon: 'https://cdn.example.com/square.png' }, '/community');
    const reply = await server.inject({ method: 'GET', url: '/community/favicon.ico' });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('https://cdn.example.com/brand/icon.png');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to the square icon, then to the default, and never to an address a page must not load', () => {
    expect(brandingIcon({ favicon: '', square_icon: '/uploads/branding/square.png' })).toBe('/uploads/branding/square.png');
    expect(brandingIcon({ favicon: 'javascript:alert(1)', square_icon: '' })).toBeNull();
    expect(brandingIcon({ favicon: '//evil.example.com/icon.png' })).toBeNull();
    expect(brandingIcon({ favicon: 'data:image/png;base64,AAAA' })).toBeNull();
    expect(brandingIcon(null)).toBeNull();
  });

  it('serves the default icon when the settings cannot be read', async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
    writeFileSync(path.join(webDir, 'favicon.ico'), DEFAULT_ICON);
    app = Fastify();
    await app.register(fastifyStatic, { root: webDir, serve: false });
    faviconRoute(app, { basePath: '', branding: () => Promise.reject(new Error('database gone')) });
    const reply = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(reply.statusCode).toBe(200);
  });
});
