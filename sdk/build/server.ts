/**
 * Server half: one ESM file for Node with the plugin's npm dependencies bundled in, so a plugin
 * folder dropped into the data directory needs no node_modules of its own. The sdk, Fastify and
 * Kysely stay external: the host provides them, so there is one instance of each.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { build, type LogLevel } from 'vite';
import { isServerExternal } from './externals';
import { pluginViteBase } from './vite-base';

const ENTRY_CANDIDATES = ['index.ts', 'index.js'];

export async function findServerEntry(pluginDir: string): Promise<string | null> {
  try {
    const names = await readdir(path.join(pluginDir, 'server'));
    const found = ENTRY_CANDIDATES.find((candidate) => names.includes(candidate));
    return found ? path.join(pluginDir, 'server', found) : null;
  } catch {
    return null;
  }
}

export async function buildServer(pluginDir: string, outDir: string, logLevel: LogLevel): Promise<string | null> {
  const entry = await findServerEntry(pluginDir);
  if (!entry) return null;
  await build({
    ...pluginViteBase(pluginDir, 'server', logLevel),
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      outDir: path.join(outDir, 'server'),
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: {
        external: (id: string) => isServerExternal(id),
        output: { format: 'es', entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  return 'server/index.js';
}
