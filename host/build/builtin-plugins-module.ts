/**
 * Vite plugin behind `virtual:answer/builtins`: one lazy `import()` per built-in plugin with a
 * client half, so each plugin becomes its own chunk and the kernel never imports `plugins/`.
 * A plugin listed in the distribution whose client entry does not exist yet is left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const BUILTINS_MODULE_ID = 'virtual:answer/builtins';
const RESOLVED_ID = `\0${BUILTINS_MODULE_ID}`;

interface Distribution {
  builtin: string[];
}

interface ManifestClient {
  client?: { entry?: unknown };
}

export interface BuiltinClientEntry {
  id: string;
  /** Absolute path of the client entry file. */
  entry: string;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The built-ins of `host/distribution.json` that ship a client half, in distribution order. */
export function builtinClientEntries(root: string): BuiltinClientEntry[] {
  const distribution = readJson<Distribution>(path.join(root, 'host', 'distribution.json'));
  const entries: BuiltinClientEntry[] = [];
  for (const id of distribution?.builtin ?? []) {
    const pluginDir = path.join(root, 'plugins', id);
    const manifest = readJson<ManifestClient>(path.join(pluginDir, 'plugin.json'));
    const declared = manifest?.client?.entry;
    if (typeof declared !== 'string' || declared === '') continue;
    const entry = path.resolve(pluginDir, declared);
    // An entry outside the plugin folder would break the import rules; skip it.
    if (!entry.startsWith(pluginDir + path.sep)) continue;
    if (existsSync(entry)) entries.push({ id, entry });
  }
  return entries;
}

export function builtinsModuleSource(entries: readonly BuiltinClientEntry[]): string {
  const lines = entries.map(({ id, entry }) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(entry.split(path.sep).join('/'))}),`);
  return `export default Object.freeze({\n${lines.join('\n')}\n});\n`;
}

export function builtinPluginsModule(root: string): Plugin {
  return {
    name: 'answer-builtin-plugins',
    resolveId(id) {
      return id === BUILTINS_MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(path.join(root, 'host', 'distribution.json'));
      const entries = builtinClientEntries(root);
      for (const { id: pluginId } of entries) this.addWatchFile(path.join(root, 'plugins', pluginId, 'plugin.json'));
      return builtinsModuleSource(entries);
    },
  };
}
