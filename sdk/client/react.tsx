import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { KernelServices } from './services';
import type { ExtensionPoint, RegisteredContribution } from './extension';

/** Provided by the kernel at the root of the app. */
export const KernelContext = createContext<KernelServices | null>(null);

/** Provided by the kernel around every contribution, so components know their plugin. */
export const PluginIdContext = createContext<string>('kernel');

export function useKernel(): KernelServices {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('useKernel must be used inside the kernel');
  return kernel;
}

export function usePluginId(): string {
  return useContext(PluginIdContext);
}

/** Translator for the calling plugin's namespace; `other_ns:key` reaches another namespace. */
export function useT(): (key: string, options?: Record<string, unknown>) => string {
  const kernel = useKernel();
  const pluginId = usePluginId();
  const language = kernel.i18n.language;
  return useMemo(
    () => (key: string, options?: Record<string, unknown>) =>
      kernel.i18n.t(key.includes(':') ? key : `${pluginId}:${key}`, options),
    // language is listed so components re-render with new strings after a switch
    [kernel, pluginId, language],
  );
}

export function useExtensions<T>(point: ExtensionPoint<T>): RegisteredContribution<T>[] {
  return useKernel().extensions.get(point);
}

/** Children rendered as belonging to a plugin (its translations, its errors). */
export function PluginScope({ pluginId, children }: { pluginId: string; children: ReactNode }) {
  return <PluginIdContext.Provider value={pluginId}>{children}</PluginIdContext.Provider>;
}
