// @vitest-environment happy-dom
import { describe, expect, it, vi, afterEach } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { usePluginId } from '@answer/sdk';
import { InternalsContext } from '../../core/src/internals';
import type { KernelInternals } from '../../core/src/internals';
import { PluginStatusStore } from '../../core/src/plugins/status';
import { PluginBoundary } from '../../core/src/ui/PluginBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(node: React.ReactNode, status: PluginStatusStore) {
  const internals = {
    status,
    pluginName: (id: string) => `Plugin ${id}`,
    i18n: { t: (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}` },
  } as unknown as KernelInternals;
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <InternalsContext.Provider value={internals}>
        <MemoryRouter>{node}</MemoryRouter>
      </InternalsContext.Provider>,
    ),
  );
  return container;
}

function Thrower(): never {
  throw new Error('render exploded');
}

function WhoAmI() {
  return <span>{usePluginId()}</span>;
}

describe('plugin boundary', () => {
  it('tells the plugin who it is', () => {
    const container = render(
      <PluginBoundary pluginId="questions" kind="slot">
        <WhoAmI />
      </PluginBoundary>,
      new PluginStatusStore(),
    );
    expect(container.textContent).toBe('questions');
  });

  it('shows an error card naming the plugin when a route throws, and marks it failed', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const status = new PluginStatusStore();
    status.set('broken', 'active');
    const container = render(
      <PluginBoundary pluginId="broken" kind="route">
        <Thrower />
      </PluginBoundary>,
      status,
    );
    spy.mockRestore();
    const card = container.querySelector('[data-plugin-error="broken"]');
    expect(card).not.toBeNull();
    expect(card?.textContent).toContain('Plugin broken');
    expect(card?.textContent).toContain('render exploded');
    expect(status.get('broken')).toEqual({ id: 'broken', status: 'failed', reason: 'render: render exploded' });
  });

  it('renders nothing for a slot that throws, and leaves its neighbours alone', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const status = new PluginStatusStore();
    const container = render(
      <>
        <PluginBoundary pluginId="widget" kind="slot">
          <Thrower />
        </PluginBoundary>
        <PluginBoundary pluginId="fine" kind="slot">
          <span>still here</span>
        </PluginBoundary>
      </>,
      status,
    );
    spy.mockRestore();
    expect(container.textContent).toBe('still here');
    expect(status.get('widget')?.status).toBe('failed');
    expect(status.get('fine')).toBeUndefined();
  });
});
