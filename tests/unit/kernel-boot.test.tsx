// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { definePlugin, navItemPoint, routePoint } from '@answer/sdk';
import type { Contribution } from '@answer/sdk';
import { KERNEL_VERSION } from '../../sdk/shared/boot';
import type { BootData, BootPlugin } from '../../sdk/shared/boot';
import { createKernel } from '../../core/src/kernel';
import type { Kernel } from '../../core/src/kernel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Resolves when `resolve()` is called, so a test decides when a plugin finishes loading. */
function gate<T>() {
  let open: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function bootPlugin(id: string, patch: Partial<BootPlugin> = {}): BootPlugin {
  return {
    id,
    name: id,
    description: '',
    version: '1.0.0',
    kernel: '*',
    builtin: true,
    required: false,
    enabled: true,
    status: 'active',
    config: {},
    ...patch,
  };
}

function page(testId: string, text: string) {
  return () => Promise.resolve({ default: () => <p data-testid={testId}>{text}</p> });
}

function plugin(id: string, contributions: Contribution[]) {
  return definePlugin({ id, contributions });
}

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, reason: 'base.success', msg: 'Success.', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let kernel: Kernel | null = null;
let mount: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  mount = document.createElement('div');
  document.body.appendChild(mount);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/siteinfo')) return envelope({ general: { name: 'Boot Test' } });
    if (url.includes('/language/config')) return envelope({});
    return envelope(null);
  });
});

afterEach(async () => {
  await act(async () => kernel?.unmount());
  kernel = null;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function boot(plugins: BootPlugin[], builtins: Record<string, () => Promise<unknown>>, firstPaintWaitMs = 50) {
  const data: BootData = { mode: 'run', basePath: '', kernelVersion: KERNEL_VERSION, plugins };
  await act(async () => {
    kernel = await createKernel({ mount, boot: data, builtins, firstPaintWaitMs, pluginTimeoutMs: 60_000 });
  });
}

/** Lets loads, lazy pages and router updates finish. */
async function settle(rounds = 5) {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

const home = plugin('home', [
  routePoint.contribute('home', { path: '/', layout: 'main', load: page('home-page', 'Home') }),
  navItemPoint.contribute('home', { labelKey: 'nav', to: '/' }),
]);

describe('kernel boot', () => {
  it('paints without waiting for a plugin that never loads, and shows a loading state for unknown paths', async () => {
    window.history.replaceState(null, '', '/somewhere');
    const stuck = gate<unknown>();
    await boot([bootPlugin('home'), bootPlugin('stuck')], { home: async () => home, stuck: () => stuck.promise });
    await settle();

    expect(mount.querySelector('header')).not.toBeNull();
    const loading = mount.querySelector('[data-kernel-page="loading"] [role="status"]');
    expect(loading?.textContent).toBe('Loading…');
    expect(mount.querySelector('[data-kernel-page="404"]')).toBeNull();

    // Navigation to a page that already arrived works meanwhile.
    await act(async () => kernel?.services.router.navigate('/'));
    await settle();
    expect(mount.querySelector('[data-testid="home-page"]')?.textContent).toBe('Home');
  });

  it('adds routes and nav items a plugin commits after the first paint, then 404s what nobody claimed', async () => {
    window.history.replaceState(null, '', '/late');
    const late = gate<unknown>();
    await boot([bootPlugin('home'), bootPlugin('late')], { home: async () => home, late: () => late.promise });
    await settle();
    expect(mount.querySelector('[data-kernel-page="loading"]')).not.toBeNull();

    await act(async () => {
      late.open(
        plugin('late', [
          routePoint.contribute('late', { path: '/late', layout: 'main', load: page('late-page', 'Late page') }),
          navItemPoint.contribute('late', { labelKey: 'nav', to: '/late' }),
        ]),
      );
    });
    await settle();
    expect(mount.querySelector('[data-testid="late-page"]')?.textContent).toBe('Late page');
    expect(mount.querySelector('header a[href="/late"]')).not.toBeNull();

    // The request pipeline navigates through the rebuilt router, not the first one.
    await act(async () => kernel?.services.router.navigate('/unknown'));
    await settle();
    expect(window.location.pathname).toBe('/unknown');
    expect(mount.querySelector('[data-kernel-page="404"]')).not.toBeNull();
    expect(mount.querySelector('[data-kernel-page="loading"]')).toBeNull();
  });

  it('shows the 404 page in the main layout at / when no plugin provides it', async () => {
    await boot([bootPlugin('home')], { home: async () => plugin('home', []) });
    await settle();
    const notFound = mount.querySelector('main [data-kernel-page="404"]');
    expect(notFound).not.toBeNull();
    expect(mount.querySelector('header')).not.toBeNull();
  });

  it('skips plugins in safe mode and still has a home page', async () => {
    window.history.replaceState(null, '', '/?safe_mode=no_plugins');
    await boot([bootPlugin('home')], { home: async () => home });
    await settle();
    expect(mount.querySelector('[data-testid="home-page"]')).toBeNull();
    expect(mount.querySelector('main [data-kernel-page="404"]')).not.toBeNull();
  });

  it('renders the header as the banner landmark holding the labelled navigation', async () => {
    await boot([bootPlugin('home')], { home: async () => home });
    await settle();
    const header = mount.querySelector('header');
    // An explicit role would override the banner role a <header> outside <main> has.
    expect(header?.getAttribute('role')).toBeNull();
    expect(header?.closest('main')).toBeNull();
    const nav = header?.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('Main navigation');
    expect(nav?.getAttribute('role')).toBeNull();
    expect(nav?.querySelector('a[href="/"]')).not.toBeNull();
  });

  it('labels plugin items with the English text the host serves, the plugin bundling none', async () => {
    const fetchSpy = vi.mocked(globalThis.fetch);
    const fallback = fetchSpy.getMockImplementation();
    fetchSpy.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/language/config')) return envelope({ ui: { home: { nav: 'Start here' } } });
      return fallback ? fallback(input, init) : envelope(null);
    });
    await boot([bootPlugin('home')], { home: async () => home });
    await settle();
    expect(fetchSpy.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/language/config'))).toEqual([
      expect.stringContaining('lang=en_US'),
    ]);
    expect(mount.querySelector('header .nav-link[href="/"]')?.textContent).toBe('Start here');
  });

  it('runs the cleanup a plugin setup returned when the kernel unmounts', async () => {
    const stopped: string[] = [];
    const watcher = definePlugin({
      id: 'watcher',
      contributions: [],
      setup: () => () => void stopped.push('watcher'),
    });
    await boot([bootPlugin('watcher')], { watcher: async () => watcher });
    await settle();
    expect(stopped).toEqual([]);
    await act(async () => kernel?.unmount());
    kernel = null;
    expect(stopped).toEqual(['watcher']);
  });
});
