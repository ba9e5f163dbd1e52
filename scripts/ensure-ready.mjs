#!/usr/bin/env node
// Makes a checkout runnable: installs npm packages when node_modules is missing or older than the
// package files, builds the web app when dist/web is missing or older than its sources (with
// each asset's .br/.gz copy, written again for any asset newer than its copy), and compiles the
// host (scripts/build-host.mjs) when dist/host is missing or older than its sources.
// When nothing changed it only walks the source tree's timestamps.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostBuildIsCurrent } from './build-host.mjs';
import { compressWebApp } from './compress-web.mjs';
import { mtime, newest } from './mtimes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(command, args, env = process.env) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`ensure-ready: ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensurePackages() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const installed = mtime(marker);
  const wanted = Math.max(mtime(path.join(root, 'package.json')), mtime(path.join(root, 'package-lock.json')));
  if (installed > 0 && installed >= wanted) return;
  const env = { ...process.env };
  // better-sqlite3 compiles from source; the headers of the installed Node avoid a download.
  if (existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  run(npm, ['install', '--no-audit', '--no-fund'], env);
}

function webSources() {
  const sources = ['core', 'sdk/client', 'sdk/shared', 'schemas', 'host/build', 'host/distribution.json', 'vite.config.ts', 'package-lock.json'];
  const pluginsDir = path.join(root, 'plugins');
  for (const id of existsSync(pluginsDir) ? readdirSync(pluginsDir) : []) {
    for (const part of ['client', 'i18n', 'config', 'schemas', 'plugin.json']) sources.push(`plugins/${id}/${part}`);
  }
  return sources.map((source) => path.join(root, source));
}

function ensureWebApp() {
  const built = mtime(path.join(root, 'dist', 'web', 'index.html'));
  const latest = Math.max(...webSources().map(newest));
  if (built < 1 || built < latest) run(npx, ['vite', 'build', '--logLevel', 'warn']);
  // also after a bare `vite build`, which leaves the assets without their compressed copies
  const written = compressWebApp();
  if (written > 0) console.log(`ensure-ready: ${written} compressed copies of web assets written`);
}

function ensureHost() {
  if (!hostBuildIsCurrent()) run(process.execPath, [path.join('scripts', 'build-host.mjs')]);
}

ensurePackages();
ensureWebApp();
ensureHost();
console.log('ensure-ready: packages installed, web app and host built');
