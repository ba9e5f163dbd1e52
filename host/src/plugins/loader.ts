/** Imports plugin server halves. A half that cannot be imported leaves its plugin `failed`, never the host down. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isServerPluginModule, type ServerPluginModule } from '@answer/sdk/server';
import { importEntry } from './entry-import';
import { insideDir, type DiscoveredPlugin } from './manifest';

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads `plugin`'s server entry; returns the module or sets `plugin.problem`. */
export async function loadServerHalf(plugin: DiscoveredPlugin): Promise<ServerPluginModule | null> {
  const entry = plugin.manifest?.server?.entry;
  if (!entry || plugin.problem) return null;
  const file = insideDir(plugin.dir, entry);
  if (!file) {
    plugin.problem = { status: 'failed', reason: 'server.entry points outside the plugin folder' };
    return null;
  }
  try {
    const imported = (await importEntry(pathToFileURL(path.resolve(file)).href)) as { default?: unknown };
    const definition = imported.default;
    if (!isServerPluginModule(definition)) {
      plugin.problem = { status: 'failed', reason: 'server.entry has no default export made by defineServerPlugin' };
      return null;
    }
    if (definition.id !== plugin.id) {
      plugin.problem = { status: 'failed', reason: `Server half id "${definition.id}" does not match the manifest id "${plugin.id}"` };
      return null;
    }
    return definition;
  } catch (error) {
    plugin.problem = { status: 'failed', reason: `Server half failed to load: ${errorMessage(error)}` };
    return null;
  }
}
