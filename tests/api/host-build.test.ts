/**
 * The compiled host (scripts/build-host.mjs), which `npm start`, the benchmarks and every test
 * run's hosts start: the build's folder holds its runner, a host started from it serves an
 * installed site, and plugins in the data directory still load: a built one importing the sdk by
 * name, and one whose server entry is TypeScript (the runner loads tsx for it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_DIR_VARIABLE, ROOT_DIR, type Envelope } from './harness';
import { USE_BUILT_HOST } from './host-bundle';
import { useInstalledSite } from './test-database';

const FIXTURES = path.join(ROOT_DIR, 'tests', 'fixtures', 'build-plugins');
const ADM = '/answer/admin/api';

describe.runIf(USE_BUILT_HOST)('the compiled host', () => {
  const fx = useInstalledSite('sqlite', { plugins: [path.join(FIXTURES, 'ts_probe'), path.join(FIXTURES, 'js_probe')] });

  it('is what this run starts, with a runner and every built-in plugin compiled', () => {
    const dir = process.env[BUNDLE_DIR_VARIABLE] ?? '';
    expect(existsSync(path.join(dir, 'run.mjs'))).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'bundle.json'), 'utf8')) as { plugins: Record<string, string> };
    const compiled = Object.values(manifest.plugins);
    expect(compiled).toContain('./plugin-questions.js');
    for (const file of compiled) expect(existsSync(path.join(dir, file))).toBe(true);
  });

  it('serves the installed site', async () => {
    const info = await fx.host.api<Envelope<{ name: string }>>('GET', '/answer/api/v1/siteinfo');
    expect(info.status).toBe(200);
    const questions = await fx.host.api<Envelope<{ count: number }>>('GET', '/answer/api/v1/question/page?page=1&page_size=5');
    expect(questions.status).toBe(200);
  });

  it('loads plugins from the data directory, TypeScript ones through tsx, with the sdk the host uses', async () => {
    const token = fx.site.adminToken;
    const plugins = (await fx.host.api<Envelope<{ slug_name: string; status: string; reason: string }[]>>('GET', `${ADM}/plugins`, { token })).body.data;
    const probes = Object.fromEntries(plugins.filter((plugin) => plugin.slug_name.endsWith('_probe')).map((plugin) => [plugin.slug_name, plugin.reason]));
    expect(probes).toEqual({ ts_probe: '', js_probe: '' });
    for (const id of ['ts_probe', 'js_probe']) {
      const enabled = await fx.host.api('PUT', `${ADM}/plugin/status`, { token, body: { plugin_slug_name: id, enabled: true } });
      expect(enabled.status).toBe(200);
    }
    const typescript = await fx.host.api<Record<string, unknown>>('GET', '/answer/api/v1/ts_probe');
    expect(typescript.status).toBe(200);
    expect(JSON.stringify(typescript.body)).toContain('"language":"typescript"');
    expect(JSON.stringify(typescript.body)).toContain('"sdk":"function"');
    const javascript = await fx.host.api<Record<string, unknown>>('GET', '/answer/api/v1/js_probe');
    expect(javascript.status).toBe(200);
    expect(JSON.stringify(javascript.body)).toContain('"language":"javascript"');
  });
});
