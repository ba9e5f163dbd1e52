import { describe, expect, it, vi } from 'vitest';
import { definePlugin, kernelPoints, navItemPoint, routePoint } from '@answer/sdk';
import type { ExtensionPoint, PluginSetupContext } from '@answer/sdk';
import type { BootPlugin } from '../../sdk/shared/boot';
import { loadPlugins } from '../../core/src/plugins/plugin-host';
import type { BuiltinLoaders } from '../../core/src/plugins/plugin-host';
import { PluginStatusStore } from '../../core/src/plugins/status';
import { ExtensionRegistry } from '../../core/src/registry/registry';
import { classifyLoadError } from '../../core/src/plugins/errors';

function boot(id: string, extra: Partial<BootPlugin> = {}): BootPlugin {
  return {
    id,
    name: id,
    description: '',
    version: '1.0.0',
    kernel: '^1.0.0',
    builtin: true,
    required: false,
    enabled: true,
    status: 'active',
    config: {},
    ...extra,
  };
}

const nav = (name: string) => navItemPoint.contribute(name, { labelKey: name, to: `/${name}` });
const good = (id: string, extra: Partial<Parameters<typeof definePlugin>[0]> = {}) =>
  definePlugin({ id, contributions: [nav(`${id}-link`)], ...extra });

function setup(builtins: BuiltinLoaders, options: { external?: (url: string) => Promise<unknown>; safeMode?: boolean; timeoutMs?: number } = {}) {
  const status = new PluginStatusStore();
  const registry = new ExtensionRegistry(kernelPoints as unknown as ExtensionPoint<unknown>[], { isFailed: (id) => status.isFailed(id) });
  const contexts: PluginSetupContext[] = [];
  const locales: [string, unknown][] = [];
  const css: [string, string[]][] = [];
  const deps = {
    kernelVersion: '1.0.0',
    builtins,
    importExternal: options.external ?? (async () => ({})),
    registry,
    status,
    timeoutMs: options.timeoutMs ?? 50,
    safeMode: options.safeMode ?? false,
    addLocales: (id: string, tree: unknown) => void locales.push([id, tree]),
    injectCss: (id: string, urls: string[]) => void css.push([id, urls]),
    createContext: (plugin: BootPlugin) => {
      const ctx = { pluginId: plugin.id, config: plugin.config } as unknown as PluginSetupContext;
      contexts.push(ctx);
      return ctx;
    },
  };
  return { deps, status, registry, contexts, locales, css };
}

const links = (registry: ExtensionRegistry) => registry.get(navItemPoint).map((item) => item.value.to);

describe('plugin host', () => {
  it('loads a built-in through its lazy import, runs setup, commits and marks it active', async () => {
    const setupFn = vi.fn();
    const env = setup({ a: async () => ({ default: good('a', { setup: setupFn, locales: { en_US: { hi: 'Hi' } } }) }) });
    await loadPlugins([boot('a', { css: ['/a.css'] })], env.deps);
    expect(env.status.get('a')).toEqual({ id: 'a', status: 'active' });
    expect(links(env.registry)).toEqual(['/a-link']);
    expect(setupFn).toHaveBeenCalledWith(env.contexts[0]);
    expect(env.locales).toEqual([['a', { en_US: { hi: 'Hi' } }]]);
    expect(env.css).toEqual([['a', ['/a.css']]]);
  });

  it('loads an external plugin through the SystemJS transport', async () => {
    const external = vi.fn(async () => ({ default: good('ext') }));
    const env = setup({}, { external });
    await loadPlugins([boot('ext', { builtin: false, clientEntry: '/plugins/ext/client.js' })], env.deps);
    expect(external).toHaveBeenCalledWith('/plugins/ext/client.js');
    expect(env.status.get('ext')?.status).toBe('active');
    expect(links(env.registry)).toEqual(['/ext-link']);
  });

  it('records a plugin that throws on load as failed (evaluation) and keeps the others', async () => {
    const env = setup({
      broken: async () => {
        throw new Error('boom at top level');
      },
      fine: async () => ({ default: good('fine') }),
    });
    await loadPlugins([boot('broken'), boot('fine')], env.deps);
    expect(env.status.get('broken')).toEqual({ id: 'broken', status: 'failed', reason: 'evaluation: boom at top level' });
    expect(env.status.get('fine')?.status).toBe('active');
    expect(links(env.registry)).toEqual(['/fine-link']);
  });

  it('classifies a file that never arrived as a network failure', async () => {
    const env = setup({}, { external: async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')) });
    await loadPlugins([boot('gone', { builtin: false, clientEntry: '/x.js' })], env.deps);
    expect(env.status.get('gone')?.reason).toMatch(/^network: /);
    expect(classifyLoadError(new Error('Unable to fetch "x"; see errors.md#3')).kind).toBe('network');
  });

  it('times out a plugin that never finishes loading without blocking the rest', async () => {
    const env = setup({ stuck: () => new Promise(() => undefined), fine: async () => ({ default: good('fine') }) }, { timeoutMs: 30 });
    const started = Date.now();
    await loadPlugins([boot('stuck'), boot('fine')], env.deps);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(env.status.get('stuck')?.reason).toBe('timeout: Loading stuck did not finish within 30 ms');
    expect(env.status.get('fine')?.status).toBe('active');
  });

  it('rejects a module that is not a plugin, or names another id', async () => {
    const env = setup({
      plain: async () => ({ default: { id: 'plain', contributions: [] } }),
      liar: async () => ({ default: good('someone_else') }),
    });
    await loadPlugins([boot('plain'), boot('liar')], env.deps);
    expect(env.status.get('plain')?.reason).toMatch(/^invalid-module: .*definePlugin/);
    expect(env.status.get('liar')?.reason).toMatch(/^invalid-module: .*"someone_else".*"liar"/);
    expect(links(env.registry)).toEqual([]);
  });

  it('commits nothing of a plugin with one bad contribution', async () => {
    const bad = definePlugin({ id: 'bad', contributions: [nav('ok'), { point: 'kernel/nav/item', name: 'forged' } as never] });
    const env = setup({ bad: async () => ({ default: bad }) });
    await loadPlugins([boot('bad')], env.deps);
    expect(env.status.get('bad')?.status).toBe('failed');
    expect(env.status.get('bad')?.reason).toMatch(/^invalid-module: contribution #1/);
    expect(links(env.registry)).toEqual([]);
  });

  it('commits nothing of a plugin whose setup throws', async () => {
    const env = setup({
      angry: async () => ({
        default: good('angry', {
          setup: () => {
            throw new Error('no config');
          },
        }),
      }),
    });
    await loadPlugins([boot('angry')], env.deps);
    expect(env.status.get('angry')).toEqual({ id: 'angry', status: 'failed', reason: 'setup: no config' });
    expect(links(env.registry)).toEqual([]);
  });

  it('does not load a plugin whose kernel range this kernel does not meet', async () => {
    const loader = vi.fn(async () => ({ default: good('old') }));
    const env = setup({ old: loader, junk: loader });
    await loadPlugins([boot('old', { kernel: '^2.0.0' }), boot('junk', { kernel: 'not a range' })], env.deps);
    expect(loader).not.toHaveBeenCalled();
    expect(env.status.get('old')).toEqual({ id: 'old', status: 'incompatible', reason: 'needs kernel ^2.0.0, this is 1.0.0' });
    expect(env.status.get('junk')?.status).toBe('incompatible');
  });

  it('in safe mode loads only required plugins', async () => {
    const env = setup({ core: async () => ({ default: good('core') }), extra: async () => ({ default: good('extra') }) }, { safeMode: true });
    await loadPlugins([boot('core', { required: true }), boot('extra')], env.deps);
    expect(env.status.get('core')?.status).toBe('active');
    expect(env.status.get('extra')).toEqual({ id: 'extra', status: 'disabled', reason: 'safe mode: only required plugins run' });
    expect(links(env.registry)).toEqual(['/core-link']);
  });

  it("keeps the server's verdict for disabled, failed and incompatible plugins", async () => {
    const loader = vi.fn(async () => ({ default: good('x') }));
    const env = setup({ off: loader, srv: loader, inc: loader });
    await loadPlugins(
      [
        boot('off', { enabled: false }),
        boot('srv', { status: 'failed', reason: 'server half threw' }),
        boot('inc', { status: 'incompatible', reason: 'manifest invalid' }),
      ],
      env.deps,
    );
    expect(loader).not.toHaveBeenCalled();
    expect(env.status.get('off')?.status).toBe('disabled');
    expect(env.status.get('srv')).toEqual({ id: 'srv', status: 'failed', reason: 'server half threw' });
    expect(env.status.get('inc')).toEqual({ id: 'inc', status: 'incompatible', reason: 'manifest invalid' });
  });

  it('notes keyed conflicts on the plugin that lost', async () => {
    const page = async () => ({ default: () => null });
    const withRoute = (id: string) =>
      definePlugin({ id, contributions: [routePoint.contribute('home', { path: '/', layout: 'main', load: page })] });
    const env = setup({
      // The first in boot order finishes last: it still wins.
      first: () => new Promise((resolve) => setTimeout(() => resolve({ default: withRoute('first') }), 10)),
      second: async () => ({ default: withRoute('second') }),
    });
    await loadPlugins([boot('first'), boot('second')], env.deps);
    expect(env.registry.get(routePoint).map((r) => r.pluginId)).toEqual(['first']);
    expect(env.status.get('second')).toEqual({ id: 'second', status: 'active', reason: 'kernel/route "/" is already provided by first' });
  });
});
