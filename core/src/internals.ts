/** What kernel components need beyond the public services; never handed to plugins. */
import { createContext, useContext } from 'react';
import type { KernelServices, SiteInfo } from '@answer/sdk';
import type { BootData } from '../../sdk/shared/boot';
import type { ExtensionRegistry } from './registry/registry';
import type { PluginStatusStore } from './plugins/status';
import type { SessionStore } from './session/session';
import type { FeedbackStore } from './ui/feedback';
import type { ThemeStore } from './theme/theme';
import type { KernelI18n } from './i18n/i18n';
import type { EventBus } from './bus';

export interface SiteStore {
  readonly info: SiteInfo;
  reload(): Promise<void>;
}

export interface KernelInternals {
  boot: BootData;
  services: KernelServices;
  registry: ExtensionRegistry;
  status: PluginStatusStore;
  session: SessionStore;
  feedback: FeedbackStore;
  theme: ThemeStore;
  i18n: KernelI18n;
  bus: EventBus;
  site: SiteStore;
  /** Whether every plugin load of this page has settled (committed, failed or been skipped). */
  pluginLoad: { readonly settled: boolean };
  /** The route on screen is a public account page (the request pipeline asks). */
  current: { isPublic: boolean };
  pluginName(pluginId: string): string;
}

export const InternalsContext = createContext<KernelInternals | null>(null);

export function useInternals(): KernelInternals {
  const internals = useContext(InternalsContext);
  if (!internals) throw new Error('kernel component rendered outside the kernel');
  return internals;
}

/** Translator for the kernel's own namespace. */
export function useKernelT(): (key: string, options?: Record<string, unknown>) => string {
  const { i18n } = useInternals();
  return (key, options) => i18n.t(`kernel:${key}`, options);
}
