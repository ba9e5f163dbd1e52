/**
 * Rendering a plugin's component in a unit test as the kernel renders it: inside the kernel's
 * services (a test's stand-ins) and the plugin's scope, in a container added to the page. Call
 * `unmountRendered()` after each test.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { KernelContext, PluginScope, type KernelServices } from '@answer/sdk';
import { i18nWithPluginStrings } from './plugin-i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];

/** Renders `node` as plugin `pluginId` with `kernel`; answers the container. */
export function renderInPlugin(pluginId: string, kernel: KernelServices, node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  roots.push(root);
  act(() =>
    root.render(
      <KernelContext.Provider value={kernel}>
        <PluginScope pluginId={pluginId}>{node}</PluginScope>
      </KernelContext.Provider>,
    ),
  );
  return container;
}

/** Unmounts everything rendered so far and empties the page. */
export function unmountRendered(): void {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
}

/**
 * Renders `node` as plugin `pluginId` with its own strings and a kernel whose `http.get` answers
 * `answer` to every read, once the read has resolved. Answers the container and the addresses read.
 */
export async function renderReading(pluginId: string, node: ReactNode, answer: unknown): Promise<{ container: HTMLElement; asked: string[] }> {
  const asked: string[] = [];
  const kernel = {
    i18n: await i18nWithPluginStrings(pluginId),
    http: {
      get: (url: string) => {
        asked.push(url);
        return Promise.resolve(answer);
      },
    },
  } as unknown as KernelServices;
  const container = renderInPlugin(pluginId, kernel, node);
  // the read resolves on the next turn
  await act(async () => undefined);
  return { container, asked };
}
