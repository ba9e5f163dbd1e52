/**
 * A build of the host for one API test run. Started through tsx (as `npm start` does), a host
 * spends most of its ~4.5 s start-up resolving and compiling some 500 TypeScript modules one by one
 * through tsx's loader thread, and API test files start about two hundred hosts a run. The same
 * sources bundled once by esbuild (the compiler tsx uses per file) start in about half the time.
 *
 * What the bundle holds: host/src/main.ts, the sdk's server half, and every built-in plugin's
 * server entry, each an entry point of its own, with the code they share in shared chunks (one
 * copy of each module, as under tsx). npm packages stay outside and load from node_modules, which
 * is why the bundle is written under node_modules/.cache. The host still discovers plugins from
 * their folders and imports each entry by its source path: host-bundle/run.mjs starts the bundle
 * with loader hooks that redirect that import to the entry's bundled module. `import.meta.url` is
 * written into each module as its source file's URL, so paths the host finds from it (the source
 * tree's folders) are the same as under tsx.
 *
 * The browser tests start their hosts through tsx, as `npm start` does, so every run still starts
 * the host that way; `ANSWER_TEST_HOST=tsx` makes the API tests do so too (for a failure that
 * might come from bundling).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ROOT_DIR } from './harness';

const SDK_SERVER = path.join(ROOT_DIR, 'sdk', 'server', 'index.ts');

/** Each module's own `import.meta.url`, which bundling would otherwise turn into its chunk's. */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** The built-in plugins' server entries by plugin id (as each plugin.json names it). */
function pluginEntries(): Record<string, string> {
  const pluginsDir = path.join(ROOT_DIR, 'plugins');
  const entries: Record<string, string> = {};
  for (const id of readdirSync(pluginsDir)) {
    const manifest = path.join(pluginsDir, id, 'plugin.json');
    if (!existsSync(manifest)) continue;
    const entry = (JSON.parse(readFileSync(manifest, 'utf8')) as { server?: { entry?: string } }).server?.entry;
    if (entry) entries[id] = path.join(pluginsDir, id, entry);
  }
  return entries;
}

/** What host-bundle/run.mjs reads beside the bundle. */
export interface BundleManifest {
  /** The bundled host/src/main.ts. */
  main: string;
  /** Modules to load before the hooks are installed: everything but `main`. */
  preload: string[];
  /** Specifiers and source URLs the hooks send to bundled modules. */
  redirects: Record<string, string>;
}

/** Bundles the host into a new folder under node_modules/.cache; returns the folder. */
export async function buildHostBundle(): Promise<string> {
  const parent = path.join(ROOT_DIR, 'node_modules', '.cache', 'answer-test-host');
  mkdirSync(parent, { recursive: true });
  const outDir = mkdtempSync(path.join(parent, 'run-'));
  const plugins = pluginEntries();
  const hostDir = path.join(ROOT_DIR, 'host', 'src');
  // main.ts and what it imports, each an entry: the imports can be loaded before main runs
  const entryPoints: Record<string, string> = {
    main: path.join(hostDir, 'main.ts'),
    'host-config': path.join(hostDir, 'config.ts'),
    'host-host': path.join(hostDir, 'host.ts'),
    'host-headless': path.join(hostDir, 'installation', 'headless.ts'),
    'sdk-server': SDK_SERVER,
  };
  for (const [id, file] of Object.entries(plugins)) entryPoints[`plugin-${id}`] = file;
  try {
    await build({
      absWorkingDir: ROOT_DIR,
      entryPoints,
      outdir: outDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      // names stay what the sources say (error classes, functions), whatever else a chunk holds
      keepNames: true,
      // read by Node only with --enable-source-maps: stack traces then name the source files
      sourcemap: 'linked',
      alias: { '@answer/sdk/server': SDK_SERVER, '@answer/sdk': path.join(ROOT_DIR, 'sdk', 'client', 'index.ts') },
      plugins: [sourceUrls],
      logLevel: 'error',
    });
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const bundled = (name: string) => pathToFileURL(path.join(outDir, `${name}.js`)).href;
  const redirects: Record<string, string> = {
    '@answer/sdk/server': bundled('sdk-server'),
    [pathToFileURL(SDK_SERVER).href]: bundled('sdk-server'),
  };
  for (const [id, file] of Object.entries(plugins)) redirects[pathToFileURL(file).href] = bundled(`plugin-${id}`);
  const manifest: BundleManifest = {
    main: bundled('main'),
    preload: Object.keys(entryPoints).filter((name) => name !== 'main').map(bundled),
    redirects,
  };
  writeFileSync(path.join(outDir, 'bundle.json'), JSON.stringify(manifest, null, 2));
  return outDir;
}

export function removeHostBundle(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
