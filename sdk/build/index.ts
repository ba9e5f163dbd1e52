/**
 * The plugin build command: turns a plugin folder into the folder the host loads at run time.
 *
 *   <out>/plugin.json        the manifest, with client/server entries pointing at built files
 *   <out>/client/index.js    System.register bundle (+ chunks/, css)
 *   <out>/server/index.js    ESM for Node, when the plugin has a server half
 *   <out>/i18n/*.json        translations
 *   <out>/config/*.json      config schema and uiSchema
 */
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LogLevel } from 'vite';
import { buildClient } from './client';
import { buildServer } from './server';

export { CLIENT_EXTERNALS, SERVER_EXTERNALS, isClientExternal, isServerExternal } from './externals';
export { scopeViolation, pluginScopeGuard } from './guard';

export interface BuildPluginOptions {
  pluginDir: string;
  /** Defaults to `<pluginDir>/dist`. */
  outDir?: string;
  logLevel?: LogLevel;
}

export interface BuildPluginResult {
  id: string;
  outDir: string;
  clientEntry: string | null;
  css: string[];
  serverEntry: string | null;
  /** Every file written, relative to the output folder. */
  files: string[];
}

type Manifest = Record<string, unknown> & {
  id?: unknown;
  config?: { schema?: unknown; uiSchema?: unknown };
  i18n?: { dir?: unknown; locales?: unknown };
};

async function readManifest(pluginDir: string): Promise<Manifest & { id: string }> {
  const file = path.join(pluginDir, 'plugin.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the manifest (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || typeof (parsed as Manifest).id !== 'string') {
    throw new Error(`${file}: the manifest needs a string "id"`);
  }
  return parsed as Manifest & { id: string };
}

async function jsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

async function copyInto(pluginDir: string, outDir: string, relative: string): Promise<string> {
  const target = path.join(outDir, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(path.join(pluginDir, relative), target);
  return relative.split(path.sep).join('/');
}

/** Empties the output folder, but only one that is empty or holds an earlier build. */
async function clearOutput(outDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(outDir);
  } catch {
    return;
  }
  if (names.length > 0 && !names.includes('plugin.json')) {
    throw new Error(`${outDir} is not empty and holds no earlier plugin build; refusing to overwrite it`);
  }
  await rm(outDir, { recursive: true, force: true });
}

/** Translation files relative to the i18n folder: `<lang>.json` and `server/<lang>.json`. */
async function translationFiles(dir: string): Promise<string[]> {
  const top = await jsonFiles(dir);
  const server = (await jsonFiles(path.join(dir, 'server'))).map((name) => `server/${name}`);
  return [...top, ...server];
}

function isSafeRelative(file: string): boolean {
  return !path.isAbsolute(file) && !path.normalize(file).startsWith('..');
}

export async function buildPlugin(options: BuildPluginOptions): Promise<BuildPluginResult> {
  const pluginDir = path.resolve(options.pluginDir);
  const outDir = path.resolve(options.outDir ?? path.join(pluginDir, 'dist'));
  const logLevel = options.logLevel ?? 'warn';
  const fromOut = path.relative(outDir, pluginDir);
  if (fromOut === '' || (!fromOut.startsWith('..') && !path.isAbsolute(fromOut))) {
    throw new Error('The output folder must not contain the plugin folder');
  }
  const manifest = await readManifest(pluginDir);
  await clearOutput(outDir);
  await mkdir(outDir, { recursive: true });

  const files: string[] = [];
  const client = await buildClient(pluginDir, outDir, logLevel);
  if (client) files.push(...client.files, ...client.css);
  const serverEntry = await buildServer(pluginDir, outDir, logLevel);
  if (serverEntry) files.push(serverEntry);

  const i18nDir = typeof manifest.i18n?.dir === 'string' ? manifest.i18n.dir : 'i18n';
  const locales: string[] = [];
  for (const name of await translationFiles(path.join(pluginDir, i18nDir))) {
    const target = path.join(outDir, 'i18n', name);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(pluginDir, i18nDir, name), target);
    files.push(`i18n/${name}`);
    const locale = name.replace(/\.json$/, '');
    if (/^[a-z]{2}_[A-Z]{2}$/.test(locale)) locales.push(locale);
  }

  const configFiles = new Set((await jsonFiles(path.join(pluginDir, 'config'))).map((name) => path.join('config', name)));
  for (const ref of [manifest.config?.schema, manifest.config?.uiSchema]) {
    if (typeof ref === 'string' && isSafeRelative(ref)) configFiles.add(path.normalize(ref));
  }
  for (const relative of configFiles) files.push(await copyInto(pluginDir, outDir, relative));

  const built: Manifest = { ...manifest };
  // The editor hint points at the repository's schema, which an installed folder does not have.
  delete built.$schema;
  delete built.client;
  delete built.server;
  if (client) built.client = client.css.length ? { entry: client.entry, css: client.css } : { entry: client.entry };
  if (serverEntry) built.server = { entry: serverEntry };
  if (locales.length) built.i18n = { dir: 'i18n', locales };
  await writeFile(path.join(outDir, 'plugin.json'), `${JSON.stringify(built, null, 2)}\n`);
  files.push('plugin.json');

  return {
    id: manifest.id,
    outDir,
    clientEntry: client?.entry ?? null,
    css: client?.css ?? [],
    serverEntry,
    files: files.sort(),
  };
}
