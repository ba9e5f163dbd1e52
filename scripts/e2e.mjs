#!/usr/bin/env node
// Browser tests: makes sure Chromium, the web app and the plugin bundles the journeys install are
// present, then runs vitest over tests/e2e.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const E2E_PLUGINS_DIR = path.join(root, 'dist', 'e2e-plugins');
const PLUGIN_SOURCES = [
  'plugins/hello_route',
  'plugins/user_center_sample',
  'tests/fixtures/plugins/broken_throws_on_load',
  'tests/fixtures/plugins/broken_never_loads',
  'tests/fixtures/plugins/broken_render',
  'tests/fixtures/plugins/incompatible_kernel',
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('> apt-get install -y chromium');
  const quiet = { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (run('apt-get', ['install', '-y', '-q', 'chromium'], quiet) === 0 && existsSync(CHROMIUM)) return;
  // A fresh machine may not have package lists yet.
  run('apt-get', ['update', '-q'], quiet);
  if (run('apt-get', ['install', '-y', '-q', 'chromium'], quiet) !== 0 || !existsSync(CHROMIUM)) {
    console.error(`e2e: cannot install Chromium at ${CHROMIUM}`);
    process.exit(1);
  }
}

async function buildPlugins() {
  const sdkBuild = pathToFileURL(path.join(root, 'sdk', 'build', 'index.ts')).href;
  const { buildPlugin } = await tsImport(sdkBuild, import.meta.url);
  for (const source of PLUGIN_SOURCES) {
    const id = path.basename(source);
    await buildPlugin({ pluginDir: path.join(root, source), outDir: path.join(E2E_PLUGINS_DIR, id), logLevel: 'error' });
  }
  // Its manifest is invalid on purpose, so it cannot be built: the host must refuse it as it is.
  rmSync(path.join(E2E_PLUGINS_DIR, 'bad_manifest'), { recursive: true, force: true });
  cpSync(path.join(root, 'tests', 'fixtures', 'plugins', 'bad_manifest'), path.join(E2E_PLUGINS_DIR, 'bad_manifest'), { recursive: true });
  console.log(`e2e: built ${PLUGIN_SOURCES.length} plugins into ${path.relative(root, E2E_PLUGINS_DIR)}`);
}

ensureChromium();
if (run(process.execPath, [path.join(root, 'scripts', 'ensure-ready.mjs')]) !== 0) process.exit(1);
await buildPlugins();
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
process.exit(run(process.execPath, [vitest, 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)]));
