/**
 * The plugin scope guard: a plugin's bundle may contain its own files and npm packages, and may
 * reach the kernel only through the sdk. Importing another plugin, the kernel or sdk internals
 * fails the build, so a plugin cannot come to depend on code that is not a public contract.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export type PluginSide = 'client' | 'server';

const SDK_ENTRY: Record<PluginSide, string> = { client: '@answer/sdk', server: '@answer/sdk/server' };

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Why `source` imported from `importer` is out of the plugin's scope, or null when it is fine. */
export function scopeViolation(pluginDir: string, side: PluginSide, source: string, importer: string): string | null {
  if (source.startsWith('\0') || source.startsWith('virtual:')) return null;
  if (source === '@answer/sdk' || source.startsWith('@answer/sdk/')) {
    if (source === SDK_ENTRY[side]) return null;
    return `imports ${source}; a ${side} half may only import ${SDK_ENTRY[side]} from the sdk`;
  }
  const isPath = source.startsWith('.') || path.isAbsolute(source);
  if (!isPath) return null;
  // Vite appends queries such as `?inline` or `?url` to asset imports.
  const cleaned = source.replace(/[?#].*$/, '');
  const target = path.resolve(path.dirname(importer), cleaned);
  if (target.split(path.sep).includes('node_modules')) return null;
  if (isInside(pluginDir, target)) return null;
  return `imports ${source}, which is outside the plugin folder (another plugin, the kernel or the host)`;
}

export function pluginScopeGuard(pluginDir: string, side: PluginSide): Plugin {
  const root = path.resolve(pluginDir);
  return {
    name: 'answer-plugin-scope',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !isInside(root, importer.replace(/[?#].*$/, ''))) return null;
      const problem = scopeViolation(root, side, source, importer);
      if (problem) this.error(`${path.relative(root, importer)} ${problem}`);
      return null;
    },
  };
}
