import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries, formatViolation } from '../../scripts/check-boundaries';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const trees: string[] = [];

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'answer-boundaries-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

afterEach(async () => {
  await Promise.all(trees.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

const clean = {
  'core/main.ts': "import { definePlugin } from '@answer/sdk';\nimport { x } from './x';\nexport { definePlugin, x };\n",
  'core/x.ts': 'export const x = 1;\n',
  'sdk/client/index.ts': "import { API_BASE } from '../shared/paths';\nexport { API_BASE };\n",
  'sdk/shared/paths.ts': "export const API_BASE = '/answer/api/v1';\n",
  'plugins/good/client/index.tsx': "import { definePlugin } from '@answer/sdk';\nimport { useState } from 'react';\nimport Page from './Page';\nimport en from '../i18n/en_US.json';\nexport default definePlugin({ id: 'good', contributions: [] });\n",
  'plugins/good/client/Page.tsx': 'export default function Page() { return null; }\n',
  'plugins/good/server/index.ts': "import { defineServerPlugin } from '@answer/sdk/server';\nexport default defineServerPlugin({ id: 'good' });\n",
  'plugins/good/tests/api/good.test.ts': "import { startHost } from '../../../../tests/api/harness';\nexport { startHost };\n",
  'plugins/good/server/schemas.test.ts': "import { createAjv } from '../../../schemas/validation';\nexport { createAjv };\n",
  'host/src/main.ts': "import { x } from '../../core/x';\nimport '../../plugins/good/server/index';\nexport { x };\n",
  'plugins/good/plugin.json': '{ "id": "good" }\n',
  'plugins/good/README.md': '# good\n\nA plugin that does one thing.\n\n## Owns\n\n- `GET /answer/api/v1/good`\n',
};

describe('check-boundaries', () => {
  it('accepts a tree that follows the rules', async () => {
    expect(checkBoundaries(await tree(clean))).toEqual([]);
  });

  it('reports serving code that imports async_hooks, but not tests or the statement counter', async () => {
    const hooks = "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const store = new AsyncLocalStorage();\n";
    const root = await tree({ ...clean, 'plugins/good/server/views.ts': hooks, 'host/src/db/query-count.ts': hooks, 'host/src/http/hooks.test.ts': hooks });
    const found = checkBoundaries(root).map(formatViolation);
    expect(found).toEqual(['plugins/good/server/views.ts:1 node:async_hooks turns on promise hooks that every request would pay for; mark the request instead']);
  });

  it('reports core importing plugins, with file and line', async () => {
    const root = await tree({ ...clean, 'core/boot.ts': "import a from './x';\n\nimport b from '../plugins/good/client/index';\n" });
    const found = checkBoundaries(root).map(formatViolation);
    expect(found).toEqual(['core/boot.ts:3 core/ imports plugins/ (../plugins/good/client/index)']);
  });

  it('reports sdk importing core, dynamic imports included', async () => {
    const root = await tree({ ...clean, 'sdk/client/bad.ts': "export const load = () => import('../../core/x');\n" });
    expect(checkBoundaries(root).map(formatViolation)).toEqual(['sdk/client/bad.ts:1 sdk/ imports core/ (../../core/x)']);
  });

  it('reports a plugin importing another plugin', async () => {
    const root = await tree({ ...clean, 'plugins/other/client/index.ts': "import Page from '../../good/client/Page';\nexport { Page };\n" });
    expect(checkBoundaries(root).map(formatViolation)).toEqual(['plugins/other/client/index.ts:1 plugin other imports another plugin (good)']);
  });

  it('reports a plugin importing the kernel, the host or sdk internals', async () => {
    const root = await tree({
      ...clean,
      'plugins/other/client/a.ts': "export * from '../../../core/x';\n",
      'plugins/other/server/b.ts': "import '../../../host/src/main';\n",
      'plugins/other/client/c.ts': "import { SHARED_MODULES } from '@answer/sdk/client/shared-modules';\nexport { SHARED_MODULES };\n",
      'plugins/other/client/d.ts': "import { API_BASE } from '../../../sdk/shared/paths';\nexport { API_BASE };\n",
      'plugins/other/client/e.ts': "import 'core/x';\n",
    });
    const messages = checkBoundaries(root).map((violation) => `${violation.file} ${violation.message}`).sort();
    expect(messages).toEqual([
      'plugins/other/client/a.ts plugin other imports the kernel (core/)',
      'plugins/other/client/c.ts plugin other imports sdk internals (@answer/sdk/client/shared-modules); use @answer/sdk or @answer/sdk/server',
      'plugins/other/client/d.ts plugin other imports sdk internals (../../../sdk/shared/paths); use @answer/sdk or @answer/sdk/server',
      'plugins/other/client/e.ts plugin other imports the kernel (core/)',
      'plugins/other/server/b.ts plugin other imports the host (host/)',
    ]);
  });

  it('reports a plugin reaching outside its folder anywhere else', async () => {
    const root = await tree({ ...clean, 'plugins/other/server/index.ts': "import schema from '../../../schemas/thing.json';\nexport { schema };\n" });
    expect(checkBoundaries(root).map(formatViolation)).toEqual([
      'plugins/other/server/index.ts:1 plugin other imports ../../../schemas/thing.json, outside its folder',
    ]);
  });

  it('reports a plugin folder without a README, and only folders with a plugin.json directly under plugins/', async () => {
    const root = await tree({
      ...clean,
      'plugins/bare/plugin.json': '{ "id": "bare" }\n',
      'plugins/bare/client/index.ts': "export default {};\n",
      'plugins/helpers/shared.ts': 'export const shared = 1;\n',
      'tests/fixtures/plugins/broken/plugin.json': '{ "id": "broken" }\n',
    });
    expect(checkBoundaries(root).map(formatViolation)).toEqual([
      'plugins/bare/README.md missing: plugin bare has a plugin.json, so it needs a README.md saying what it owns',
    ]);
  });

  it('reports a README without a title or without a section that says something', async () => {
    const root = await tree({
      ...clean,
      'plugins/empty/plugin.json': '{}\n',
      'plugins/empty/README.md': '',
      'plugins/untitled/plugin.json': '{}\n',
      'plugins/untitled/README.md': 'Some text.\n\n## Owns\n\nA table.\n',
      'plugins/headings/plugin.json': '{}\n',
      'plugins/headings/README.md': '# headings\n\nWhat it is for.\n\n## Owns\n\n### Tables\n\n## Tests\n\n',
    });
    expect(checkBoundaries(root).map(formatViolation)).toEqual([
      'plugins/empty/README.md incomplete: no "# " title (plugin empty)',
      'plugins/headings/README.md incomplete: no "## " section with text under it (plugin headings)',
      'plugins/untitled/README.md incomplete: no "# " title (plugin untitled)',
    ]);
  });

  // reads every source file of the repository: seconds on a busy machine
  it('passes on the real tree', () => {
    expect(checkBoundaries(repo).map(formatViolation)).toEqual([]);
  }, 30_000);
});
