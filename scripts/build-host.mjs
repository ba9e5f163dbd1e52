#!/usr/bin/env node
// Compiles the host to JavaScript: node scripts/build-host.mjs [--out <dir>] (dist/host by default).
// `npm start` runs the result (scripts/host-runtime.mjs), and so do the benchmarks and the tests'
// hosts, each test run from a build of its own (tests/api/global-setup.ts).
//
// Why: started from the TypeScript sources, a host compiles some 500 modules one by one through
// tsx's loader thread (about 4.5 s), and keeps that thread, a V8 instance of its own, with the
// compiled texts and their source maps for as long as it runs: 25-50 MB of the host's memory
// (docs/performance.md, Memory).
//
// What the build holds: host/src/main.ts, the sdk's server half, and every built-in plugin's
// server entry, each an entry point of its own, with the code they share in shared chunks (one
// copy of each module, as from the sources). The npm packages they import are bundled in too,
// with whitespace and redundant syntax taken out: a host then starts by reading a dozen files
// instead of some 240 modules, each resolved, read and compiled on its own, which took a third of
// its start-up and kept every package's full text in the heap (docs/performance.md, "Run of
// 2026-11-28 (day)"). Identifiers keep their names, so stack traces and profiles read as the
// sources do. The packages in EXTERNAL_PACKAGES stay outside and load from the checkout's
// node_modules, which Node finds by walking up from the output folder. The host still discovers
// plugins by their folders and names each server entry by its source path; the runner
// (host/bundle/run.mjs, copied beside the output) maps those paths to the compiled entries. A
// module's `import.meta.url` becomes its source file's URL, relative to the output folder, so the
// folders the host finds from it are the source tree's, wherever the checkout is.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_BUILD } from './host-runtime.mjs';
import { mtime, newest } from './mtimes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HOST_BUILD_DIR = path.join(ROOT, HOST_BUILD);
/** The runner and its loader hooks, copied into every build. */
const RUNNER_DIR = path.join(ROOT, 'host', 'bundle');
const SDK_SERVER = path.join(ROOT, 'sdk', 'server', 'index.ts');
const SDK_CLIENT = path.join(ROOT, 'sdk', 'client', 'index.ts');

/**
 * Packages left out of the build: better-sqlite3 loads a compiled addon from its own folder, and
 * the rest are imported only when a site uses them (the PostgreSQL or MySQL driver, outgoing
 * mail, an OpenID provider), so bundling them would only add to every host's build.
 */
const EXTERNAL_PACKAGES = ['better-sqlite3', 'pg', 'mysql2', 'nodemailer', 'openid-client'];

/**
 * Bundled CommonJS packages `require` Node's own modules; in an ES module output that needs a
 * `require` of the chunk's own, which each chunk makes first.
 */
const CHUNK_PREAMBLE = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** What the compiled host is made from, for ensure-ready's "older than its sources". */
export const HOST_SOURCES = ['host/src', 'host/bundle', 'sdk/server', 'sdk/shared', 'plugins', 'schemas', 'scripts/build-host.mjs', 'package-lock.json'];

/** Whether `outDir` holds a build newer than every source it is made from. */
export function hostBuildIsCurrent(outDir = HOST_BUILD_DIR) {
  const built = mtime(path.join(outDir, 'bundle.json'));
  return built > 0 && built >= Math.max(...HOST_SOURCES.map((source) => newest(path.join(ROOT, source))));
}

const posix = (file) => file.split(path.sep).join('/');

/** Each module's own `import.meta.url` (its source file), which bundling would make its chunk's. */
function sourceUrls(outDir) {
  return {
    name: 'source-import-meta-url',
    setup(bundler) {
      bundler.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        // every output file sits directly in outDir, so one relative path serves any chunk
        const relative = JSON.stringify(posix(path.relative(outDir, args.path)));
        return { contents: text.replaceAll('import.meta.url', `new URL(${relative}, import.meta.url).href`), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Rewrites every character beyond ASCII in the output's JavaScript as a `\uXXXX` escape. V8 keeps
 * each module's text for as long as the host runs, and keeps it at two bytes per character when a
 * single character is beyond Latin-1: one ellipsis in a regular expression of markdown-it doubled
 * a 517 KB chunk. esbuild escapes strings itself, but leaves regular expressions and template
 * literals as written. A character escaped by a backslash already (`\…`) takes that backslash as
 * its escape's own. Every place left is a string, a template, a regular expression or a comment,
 * where the escape reads as the character did (templates read through `.raw` aside: none in the host).
 */
function escapeBeyondAscii(outDir) {
  for (const name of readdirSync(outDir)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(outDir, name);
    const text = readFileSync(file, 'utf8');
    if (!/[^\x00-\x7f]/.test(text)) continue;
    const escaped = text.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes, char) => {
      const kept = slashes.length % 2 === 1 ? slashes.slice(0, -1) : slashes;
      return `${kept}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
    writeFileSync(file, escaped);
  }
}

/** The built-in plugins' server entries by plugin id (as each plugin.json names it). */
function pluginEntries() {
  const pluginsDir = path.join(ROOT, 'plugins');
  const entries = {};
  for (const id of readdirSync(pluginsDir)) {
    const manifest = path.join(pluginsDir, id, 'plugin.json');
    if (!existsSync(manifest)) continue;
    const entry = JSON.parse(readFileSync(manifest, 'utf8')).server?.entry;
    if (entry) entries[id] = path.join(pluginsDir, id, entry);
  }
  return entries;
}

/**
 * Compiles the host into `outDir` (emptied first); resolves to `outDir`. The folder's run.mjs
 * starts the host: `node <outDir>/run.mjs`.
 */
export async function buildHost(outDir = HOST_BUILD_DIR) {
  // imported here: ensure-ready.mjs imports this file before it has installed the npm packages
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const plugins = pluginEntries();
  const entryPoints = {
    main: path.join(ROOT, 'host', 'src', 'main.ts'),
    'entry-import': path.join(ROOT, 'host', 'src', 'plugins', 'entry-import.ts'),
    'sdk-server': SDK_SERVER,
  };
  for (const [id, file] of Object.entries(plugins)) entryPoints[`plugin-${id}`] = file;
  await build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL_PACKAGES,
    banner: { js: CHUNK_PREAMBLE },
    minifyWhitespace: true,
    minifySyntax: true,
    // read by Node only with --enable-source-maps: stack traces then name the source files
    sourcemap: 'linked',
    alias: { '@answer/sdk/server': SDK_SERVER, '@answer/sdk': SDK_CLIENT },
    plugins: [sourceUrls(outDir)],
    logLevel: 'error',
  });
  escapeBeyondAscii(outDir);
  const relative = (file) => posix(path.relative(outDir, file));
  const manifest = {
    main: './main.js',
    entryImport: './entry-import.js',
    sdkServer: { source: relative(SDK_SERVER), module: './sdk-server.js' },
    plugins: Object.fromEntries(Object.entries(plugins).map(([id, file]) => [relative(file), `./plugin-${id}.js`])),
  };
  writeFileSync(path.join(outDir, 'bundle.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const name of ['run.mjs', 'hooks.mjs']) copyFileSync(path.join(RUNNER_DIR, name), path.join(outDir, name));
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const outDir = at > 0 ? path.resolve(process.argv[at + 1] ?? '') : HOST_BUILD_DIR;
  const started = performance.now();
  await buildHost(outDir);
  console.log(`built the host -> ${path.relative(process.cwd(), outDir) || '.'} (${Math.round(performance.now() - started)} ms)`);
}
