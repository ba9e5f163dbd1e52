/** Where each plugin stands in this page load; admin shows it next to the server's view. */
import { action, makeObservable, observable } from 'mobx';
import type { PluginStatus, PluginStatusEntry, PluginStatusView } from '@answer/sdk';

/** Why a load failed, as Grafana classifies plugin load errors. */
export type FailureKind = 'timeout' | 'network' | 'evaluation' | 'invalid-module' | 'setup' | 'render';

export class PluginStatusStore implements PluginStatusView {
  private readonly entries = observable.map<string, PluginStatusEntry>({}, { deep: false });

  constructor() {
    makeObservable(this, { set: action, fail: action, note: action });
  }

  get(id: string): PluginStatusEntry | undefined {
    return this.entries.get(id);
  }

  all(): PluginStatusEntry[] {
    return [...this.entries.values()];
  }

  set(id: string, status: PluginStatus, reason?: string): void {
    this.entries.set(id, Object.freeze(reason ? { id, status, reason } : { id, status }));
  }

  fail(id: string, kind: FailureKind, message: string): void {
    // The first failure is the cause; later ones (a second crashing widget) add nothing useful.
    if (this.entries.get(id)?.status === 'failed') return;
    this.set(id, 'failed', `${kind}: ${message}`);
  }

  /** Adds a note (a keyed conflict) to an active plugin without changing its status. */
  note(id: string, message: string): void {
    const entry = this.entries.get(id);
    if (!entry || entry.status !== 'active') return;
    if (entry.reason?.includes(message)) return;
    this.set(id, 'active', entry.reason ? `${entry.reason}; ${message}` : message);
  }

  isFailed(id: string): boolean {
    return this.entries.get(id)?.status === 'failed';
  }
}
