import { mkdtemp, mkdir, readFile, rm, writeFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_MODULES } from '../../sdk/client/shared-modules';
import { CLIENT_EXTERNALS, buildPlugin, isClientExternal, isServerExternal, scopeViolation } from '../../sdk/build';

const repo = fileURLToPath(new URL('../..', import.meta.url));
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'answer-plugin-build-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('plugin build externals', () => {
  it('are the shared-module list itself', () => {
    expect(CLIENT_EXTERNALS).toBe(SHARED_MODULES);
    for (const name of SHARED_MODULES) expect(isClientExternal(name)).toBe(true);
  });

  it('cover subpaths of shared modules but nothing else', () => {
    expect(isClientExternal('react-dom/client')).toBe(true);
    expect(isClientExternal('mobx/dist/mobx.esm.js')).toBe(true);
    expect(isClientExternal('react-markdown')).toBe(false);
    expect(isClientExternal('reactive')).toBe(false);
    expect(isClientExternal('./react')).toBe(false);
  });

  it('keep the host-provided server modules external', () => {
    expect(isServerExternal('@answer/sdk/server')).toBe(true);
    expect(isServerExternal('fastify')).toBe(true);
    expect(isServerExternal('kysely/helpers/postgres')).toBe(true);
    expect(isServerExternal('yaml')).toBe(false);
  });
});

describe('plugin scope guard', () => {
  const pluginDir = path.join(repo, 'plugins', 'sample');
  const importer = path.join(pluginDir, 'client', 'index.tsx');

  it('accepts own files, npm packages and the public sdk', () => {
    expect(scopeViolation(pluginDir, 'client', './Page', importer)).toBeNull();
    expect(scopeViolation(pluginDir, 'client', '../i18n/en_US.json', importer)).toBeNull();
    expect(scopeViolation(pluginDir, 'client', 'date-fns', importer)).toBeNull();
    expect(scopeViolation(pluginDir, 'client', '@answer/sdk', importer)).toBeNull();
    expect(scopeViolation(pluginDir, 'server', '@answer/sdk/server', path.join(pluginDir, 'server', 'index.ts'))).toBeNull();
  });

  it('rejects other plugins, the kernel and sdk internals', () => {
    expect(scopeViolation(pluginDir, 'client', '../../questions/client/index', importer)).toMatch(/outside the plugin folder/);
    expect(scopeViolation(pluginDir, 'client', '../../../core/main', importer)).toMatch(/outside the plugin folder/);
    expect(scopeViolation(pluginDir, 'client', '@answer/sdk/server', importer)).toMatch(/may only import @answer\/sdk/);
    expect(scopeViolation(pluginDir, 'client', '@answer/sdk/client/react', importer)).toMatch(/may only import @answer\/sdk/);
  });
});

describe('building the sample plugin', () => {
  let out: string;

  beforeAll(async () => {
    out = path.join(work, 'hello_route');
    await buildPlugin({ pluginDir: path.join(repo, 'plugins', 'hello_route'), outDir: out, logLevel: 'silent' });
  }, 120_000);

  it('writes a System.register client bundle that imports the shared modules', async () => {
    const entry = await readFile(path.join(out, 'client', 'index.js'), 'utf8');
    expect(entry.startsWith('System.register(')).toBe(true);
    expect(entry).toMatch(/^System\.register\(\[[^\]]*'@answer\/sdk'/);
    // The page is its own chunk, loaded through SystemJS on first visit.
    expect(entry).toMatch(/module\.import\('\.\/chunks\/HelloPage[^']*\.js'\)/);

    const chunks = await readdir(path.join(out, 'client', 'chunks'));
    expect(chunks.length).toBeGreaterThan(0);
    const page = await readFile(path.join(out, 'client', 'chunks', chunks[0]), 'utf8');
    expect(page.startsWith('System.register(')).toBe(true);
    const deps = /^System\.register\(\[([^\]]*)\]/.exec(page)?.[1] ?? '';
    expect(deps).toContain("'react'");
    expect(deps).toContain("'react/jsx-runtime'");
    expect(deps).toContain("'@answer/sdk'");
    // Neither React nor the sdk was bundled in.
    expect(page).not.toMatch(/react\.production|__SECRET_INTERNALS|ReactCurrentOwner/);
    expect(page).not.toContain('defineExtensionPoint');
  });

  it('writes the manifest pointing at the built files, with i18n and config beside it', async () => {
    const manifest = JSON.parse(await readFile(path.join(out, 'plugin.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.id).toBe('hello_route');
    expect(manifest.client).toEqual({ entry: 'client/index.js' });
    expect(manifest.server).toEqual({ entry: 'server/index.js' });
    expect(manifest.config).toEqual({ schema: 'config/schema.json', uiSchema: 'config/ui-schema.json' });
    expect(manifest.$schema).toBeUndefined();
    for (const file of ['i18n/en_US.json', 'i18n/zh_CN.json', 'config/schema.json', 'config/ui-schema.json']) {
      await expect(readFile(path.join(out, file), 'utf8')).resolves.toBeTruthy();
    }
  });

  it('bundles the server half as ESM with the host modules external', async () => {
    const server = await readFile(path.join(out, 'server', 'index.js'), 'utf8');
    expect(server).toMatch(/from ["']@answer\/sdk\/server["']/);
    expect(server).toMatch(/export \{[^}]*as default/);
    expect(server).not.toContain('System.register');
  });
});

describe('the output folder', () => {
  it('is not cleared when it holds something other than an earlier build', async () => {
    const outDir = path.join(work, 'precious');
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'notes.txt'), 'keep me\n');
    await expect(buildPlugin({ pluginDir: path.join(repo, 'plugins', 'hello_route'), outDir, logLevel: 'silent' })).rejects.toThrow(/refusing to overwrite/);
    await expect(readFile(path.join(outDir, 'notes.txt'), 'utf8')).resolves.toBe('keep me\n');
  });
});

describe('the build guard', () => {
  /** A route plugin `id` under the work folder whose client entry is `source`. */
  async function writePlugin(id: string, source: string): Promise<string> {
    const pluginDir = path.join(work, 'plugins', id);
    await mkdir(path.join(pluginDir, 'client'), { recursive: true });
    await writeFile(
      path.join(pluginDir, 'plugin.json'),
      JSON.stringify({ id, name: id, description: '', version: '1.0.0', type: 'route', kernel: '^1.0.0' }),
    );
    await writeFile(path.join(pluginDir, 'client', 'index.ts'), source);
    return pluginDir;
  }

  it('fails when a plugin imports a name the kernel does not share', async () => {
    const pluginDir = await writePlugin(
      'greedy',
      "import { definePlugin } from '@answer/sdk';\nimport { createBrowserRouter } from 'react-router-dom';\nexport default definePlugin({ id: 'greedy', contributions: [], locales: { en_US: { n: typeof createBrowserRouter } } });\n",
    );
    await expect(buildPlugin({ pluginDir, outDir: path.join(work, 'greedy-out'), logLevel: 'silent' })).rejects.toThrow(
      /react-router-dom does not share "createBrowserRouter"/,
    );
  }, 60_000);

  it('fails when a plugin imports another plugin folder', async () => {
    await mkdir(path.join(work, 'plugins', 'other'), { recursive: true });
    await writeFile(path.join(work, 'plugins', 'other', 'secret.ts'), 'export const secret = 1;\n');
    const pluginDir = await writePlugin(
      'sneaky',
      "import { definePlugin } from '@answer/sdk';\nimport { secret } from '../../other/secret';\nexport default definePlugin({ id: 'sneaky', contributions: [], locales: { en_US: { n: String(secret) } } });\n",
    );
    await expect(buildPlugin({ pluginDir, outDir: path.join(work, 'sneaky-out'), logLevel: 'silent' })).rejects.toThrow(
      /outside the plugin folder/,
    );
  }, 60_000);
});
