/** One status per plugin for the admin table, from the server's record and this page load's result. */
import type { PluginStatusEntry } from '@answer/sdk';
import type { AdminPlugin } from './api';

export type DisplayStatus = 'active' | 'inactive' | 'failed' | 'outdated' | 'loading' | 'not_running';
export type PluginFilter = 'all' | 'active' | 'inactive' | 'outdated';

export const FILTERS: readonly PluginFilter[] = ['all', 'active', 'inactive', 'outdated'];

export interface EffectiveStatus {
  status: DisplayStatus;
  reason: string;
}

/**
 * The server decides outdated (kernel range unmet) and server-side failures; the browser adds what
 * happened to the client half on this page load: it failed (threw on load, timed out, crashed while
 * rendering), or the kernel did not run it (safe mode), each with the kernel's reason.
 * Pass no `client` entry for a plugin switched on or off since the page loaded: the kernel's entry
 * then describes the state before the switch.
 */
export function effectiveStatus(plugin: AdminPlugin, client: PluginStatusEntry | undefined): EffectiveStatus {
  if (plugin.status === 'incompatible' || client?.status === 'incompatible') {
    return { status: 'outdated', reason: plugin.reason || client?.reason || '' };
  }
  if (plugin.status === 'failed') return { status: 'failed', reason: plugin.reason ?? '' };
  if (!plugin.enabled) return { status: 'inactive', reason: '' };
  if (client?.status === 'failed') return { status: 'failed', reason: client.reason ?? '' };
  if (client?.status === 'disabled') return { status: 'not_running', reason: client.reason ?? '' };
  if (client?.status === 'loading') return { status: 'loading', reason: '' };
  return { status: 'active', reason: '' };
}

export function matchesFilter(plugin: AdminPlugin, status: DisplayStatus, filter: PluginFilter): boolean {
  switch (filter) {
    case 'active':
      return plugin.enabled && status !== 'outdated';
    case 'inactive':
      return !plugin.enabled && status !== 'outdated';
    case 'outdated':
      return status === 'outdated';
    default:
      return true;
  }
}

export const parseFilter = (value: string | null): PluginFilter => (FILTERS as readonly string[]).includes(value ?? '') ? (value as PluginFilter) : 'all';
