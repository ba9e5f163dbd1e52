/**
 * Client half: Vite builds the plugin as an ESM library (React JSX, shared modules external),
 * then Rollup 4 re-wraps that ESM into System.register, the format the kernel's SystemJS loads.
 * Vite 8 bundles with Rolldown, which cannot emit `system`, hence the second pass.
 */
import { mkdtemp, readdir, rm, copyFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { rollup, type OutputOptions } from 'rollup';
import { build, type LogLevel } from 'vite';
import { isClientExternal, sharedImportProblems } from './externals';
import { pluginViteBase } from './vite-base';

export interface ClientBuildResult {
  /** Entry file relative to the output folder (`client/index.js`). */
  entry: string;
  /** Stylesheets relative to the output folder. */
  css: string[];
  /** Every JavaScript file written, relative to the output folder. */
  files: string[];
}

const ENTRY_CANDIDATES = ['client/index.tsx', 'client/index.ts', 'client/index.jsx', 'client/index.js'];

export async function findClientEntry(pluginDir: string): Promise<string | null> {
  const clientDir = path.join(pluginDir, 'client');
  let names: string[];
  try {
    names = await readdir(clientDir);
  } catch {
    return null;
  }
  const found = ENTRY_CANDIDATES.find((candidate) => names.includes(path.basename(candidate)));
  return found ? path.join(pluginDir, found) : null;
}

async function buildEsm(pluginDir: string, entry: string, stagingDir: string, logLevel: LogLevel): Promise<void> {
  const base = pluginViteBase(pluginDir, 'client', logLevel);
  await build({
    ...base,
    plugins: [...(base.plugins ?? []), react()],
    // Library mode leaves process.env alone; bundled npm code would crash in the browser.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Vite derives dev JSX from NODE_ENV (test runners set it): the kernel shares only the
    // production runtime, so pin it.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir: stagingDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      reportCompressedSize: false,
      lib: {
        entry,
        formats: ['es'],
        fileName: () => 'index.js',
        cssFileName: 'index',
      },
      rolldownOptions: {
        external: (id: string) => isClientExternal(id),
        output: { chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
}

async function wrapSystem(stagingDir: string, clientOut: string): Promise<string[]> {
  const bundle = await rollup({
    input: path.join(stagingDir, 'index.js'),
    external: (id: string) => isClientExternal(id),
    // Vite's output is already tree-shaken and ordered; keep every side effect as it is.
    treeshake: false,
    onLog(level, log, handler) {
      if (log.code === 'CIRCULAR_DEPENDENCY') return;
      handler(level, log);
    },
  });
  const options: OutputOptions = {
    dir: clientOut,
    format: 'system',
    entryFileNames: 'index.js',
    // Vite already put a content hash in each chunk's name.
    chunkFileNames: 'chunks/[name].js',
    sourcemap: false,
  };
  try {
    // The kernel shares some modules by name only: an import it does not hand over would be
    // undefined at run time, so the build refuses it before writing anything.
    const generated = await bundle.generate(options);
    const problems = generated.output.flatMap((item) => (item.type === 'chunk' ? sharedImportProblems(item.importedBindings) : []));
    if (problems.length > 0) throw new Error(`The plugin imports what the kernel does not share:\n  ${[...new Set(problems)].join('\n  ')}`);
    const { output } = await bundle.write(options);
    return output.filter((item) => item.type === 'chunk').map((item) => item.fileName);
  } finally {
    await bundle.close();
  }
}

async function copyStyles(stagingDir: string, clientOut: string): Promise<string[]> {
  const css: string[] = [];
  const names = await readdir(stagingDir, { recursive: true });
  for (const name of names) {
    if (!name.endsWith('.css')) continue;
    const target = path.join(clientOut, name);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(stagingDir, name), target);
    css.push(name);
  }
  return css.sort();
}

export async function buildClient(pluginDir: string, outDir: string, logLevel: LogLevel): Promise<ClientBuildResult | null> {
  const entry = await findClientEntry(pluginDir);
  if (!entry) return null;
  const stagingDir = await mkdtemp(path.join(os.tmpdir(), 'answer-plugin-esm-'));
  const clientOut = path.join(outDir, 'client');
  try {
    await buildEsm(pluginDir, entry, stagingDir, logLevel);
    const files = await wrapSystem(stagingDir, clientOut);
    const css = await copyStyles(stagingDir, clientOut);
    return {
      entry: 'client/index.js',
      css: css.map((name) => `client/${name}`),
      files: files.map((name) => `client/${name}`),
    };
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
