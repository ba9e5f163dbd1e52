/**
 * Loads the client halves of the plugins the server lists at boot. Every plugin goes the same
 * way whatever its transport: check, load with a timeout, check the module, run `setup`, and
 * commit its contributions in one batch only if all of that passed. One broken plugin is
 * recorded as failed and never stops the others.
 */
import { isPluginModule } from '@answer/sdk';
import type { PluginModule, PluginSetupContext, TranslationTree } from '@answer/sdk';
import type { BootPlugin as SharedBootPlugin } from '../../../sdk/shared/boot';
import type { ExtensionRegistry } from '../registry/registry';
import type { PluginStatusStore } from './status';
import { PluginLoadError, classifyLoadError, withTimeout } from './errors';
import { meetsKernelRange } from './kernel-range';
import type { ExternalImport } from './system-transport';

export const DEFAULT_PLUGIN_TIMEOUT_MS = 10_000;

export type BuiltinLoaders = Readonly<Record<string, () => Promise<unknown>>>;

export interface PluginHostDeps {
  kernelVersion: string;
  builtins: BuiltinLoaders;
  importExternal: ExternalImport;
  registry: ExtensionRegistry;
  status: PluginStatusStore;
  createContext: (plugin: SharedBootPlugin) => PluginSetupContext;
  addLocales: (pluginId: string, locales: Partial<Record<string, TranslationTree>>) => void;
  injectCss?: (pluginId: string, urls: string[]) => void;
  timeoutMs?: number;
  safeMode?: boolean;
  log?: (message: string, detail?: unknown) => void;
}

export interface LoadedPlugin {
  id: string;
  cleanup?: () => void;
}

export async function loadPlugins(plugins: readonly SharedBootPlugin[], deps: PluginHostDeps): Promise<LoadedPlugin[]> {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_PLUGIN_TIMEOUT_MS;
  const pluginIds = new Set(plugins.map((plugin) => plugin.id));
  const loaded: LoadedPlugin[] = [];

  const attempts = plugins.map(async (plugin, rank) => {
    const load = admit(plugin, deps);
    if (!load) return;
    deps.status.set(plugin.id, 'loading');
    try {
      const namespace = await withTimeout(load(), timeoutMs, `Loading ${plugin.id}`);
      const module = checkModule(namespace, plugin.id);
      const problems = deps.registry.validate(plugin.id, module.contributions, pluginIds);
      if (problems.length > 0) throw new PluginLoadError('invalid-module', problems.join('; '));
      if (module.locales) deps.addLocales(plugin.id, module.locales);
      const cleanup = await runSetup(module, deps.createContext(plugin), timeoutMs);
      deps.registry.commit(plugin.id, rank, module.contributions);
      if (plugin.css?.length) deps.injectCss?.(plugin.id, plugin.css);
      deps.status.set(plugin.id, 'active');
      loaded.push(cleanup ? { id: plugin.id, cleanup } : { id: plugin.id });
    } catch (error) {
      const failure = classifyLoadError(error);
      deps.status.fail(plugin.id, failure.kind, failure.message);
      deps.log?.(`Plugin ${plugin.id} failed (${failure.kind})`, error);
    }
  });
  await Promise.allSettled(attempts);

  // Keyed conflicts are known only once every plugin had its chance to commit.
  for (const plugin of plugins) {
    for (const conflict of deps.registry.conflicts(plugin.id)) deps.status.note(plugin.id, conflict);
  }
  return loaded;
}

/** Decides whether a plugin may load at all, and through which transport. */
function admit(plugin: SharedBootPlugin, deps: PluginHostDeps): (() => Promise<unknown>) | null {
  if (!plugin.enabled) {
    deps.status.set(plugin.id, 'disabled', plugin.reason ?? 'disabled by the site administrator');
    return null;
  }
  if (plugin.status !== 'active') {
    deps.status.set(plugin.id, plugin.status, plugin.reason ?? `the server reports ${plugin.status}`);
    return null;
  }
  if (deps.safeMode && !plugin.required) {
    deps.status.set(plugin.id, 'disabled', 'safe mode: only required plugins run');
    return null;
  }
  if (!meetsKernelRange(deps.kernelVersion, plugin.kernel)) {
    deps.status.set(plugin.id, 'incompatible', `needs kernel ${plugin.kernel}, this is ${deps.kernelVersion}`);
    return null;
  }
  const builtin = deps.builtins[plugin.id];
  if (plugin.builtin && builtin) return builtin;
  if (plugin.clientEntry) {
    const url = plugin.clientEntry;
    return () => deps.importExternal(url);
  }
  // A plugin with only a server half: nothing to load in the browser, and nothing wrong.
  deps.status.set(plugin.id, 'active');
  return null;
}

function checkModule(namespace: unknown, id: string): PluginModule {
  const candidate =
    typeof namespace === 'object' && namespace !== null && 'default' in namespace
      ? (namespace as { default: unknown }).default
      : namespace;
  if (!isPluginModule(candidate)) {
    throw new PluginLoadError('invalid-module', 'the module does not default-export definePlugin(...)');
  }
  if (candidate.id !== id) {
    throw new PluginLoadError('invalid-module', `the module says it is "${candidate.id}" but the manifest id is "${id}"`);
  }
  return candidate;
}

async function runSetup(module: PluginModule, ctx: PluginSetupContext, timeoutMs: number): Promise<(() => void) | undefined> {
  if (!module.setup) return undefined;
  try {
    const result = await withTimeout(Promise.resolve().then(() => module.setup?.(ctx)), timeoutMs, `setup of ${module.id}`);
    return typeof result === 'function' ? result : undefined;
  } catch (error) {
    if (error instanceof PluginLoadError) throw error;
    throw new PluginLoadError('setup', error instanceof Error ? error.message : String(error));
  }
}
