/**
 * Every plugin the host knows of, with its status and enable state. The enable state lives in
 * `plugin_config` and is mirrored here so each request can check it without a query; the mirror
 * is reread every few seconds so that several host processes on one database agree.
 */
import type { ServerPluginModule } from '@answer/sdk/server';
import type { ServerPluginStatus } from '../../../sdk/shared/boot';
import type { Store } from '../db/store';
import { deepMerge, type Tree } from '../i18n';
import type { DiscoveredPlugin } from './manifest';

export interface PluginRecord extends DiscoveredPlugin {
  server: ServerPluginModule | null;
  enabled: boolean;
  /** Saved admin config (without defaults). */
  values: Record<string, unknown>;
}

export class PluginRegistry {
  private readonly records = new Map<string, PluginRecord>();
  private loadedAt = 0;
  private reloading: Promise<void> | null = null;

  constructor(plugins: DiscoveredPlugin[]) {
    for (const plugin of plugins) {
      this.records.set(plugin.id, { ...plugin, server: null, enabled: this.defaultEnabled(plugin), values: {} });
    }
  }

  defaultEnabled(plugin: Pick<DiscoveredPlugin, 'builtin' | 'required'>): boolean {
    return plugin.required || plugin.builtin;
  }

  list(): PluginRecord[] {
    return [...this.records.values()];
  }

  get(id: string): PluginRecord | undefined {
    return this.records.get(id);
  }

  status(record: PluginRecord): ServerPluginStatus {
    if (record.problem) return record.problem.status;
    return record.enabled ? 'active' : 'disabled';
  }

  /** True while the plugin's routes and files should answer. */
  isServing(id: string): boolean {
    const record = this.records.get(id);
    return record !== undefined && !record.problem && record.enabled;
  }

  /** Plugins that loaded (whatever their enable state), in registry order. */
  loaded(): PluginRecord[] {
    return this.list().filter((record) => !record.problem);
  }

  /** Rereads the state when the mirror is older than `maxAgeMs`; concurrent callers share one read. */
  /** Whether the enable state was read from the database less than `maxAgeMs` ago. */
  isFresh(maxAgeMs: number): boolean {
    return Date.now() - this.loadedAt < maxAgeMs;
  }

  async refreshIfStale(store: Store, maxAgeMs: number): Promise<void> {
    if (this.isFresh(maxAgeMs)) return;
    this.reloading ??= this.loadState(store).finally(() => {
      this.reloading = null;
    });
    await this.reloading;
  }

  /** Reads the enable state and saved values of every plugin from the database. */
  async loadState(store: Store): Promise<void> {
    this.loadedAt = Date.now();
    const saved = await store.pluginConfig.all();
    for (const record of this.records.values()) {
      const row = saved.get(record.id);
      record.enabled = record.required ? true : row ? row.enabled : this.defaultEnabled(record);
      record.values = row ? row.value : {};
    }
  }

  async setEnabled(store: Store, id: string, enabled: boolean): Promise<void> {
    const record = this.records.get(id);
    if (!record) return;
    await store.pluginConfig.save(id, { enabled }, { enabled: this.defaultEnabled(record) });
    record.enabled = record.required ? true : enabled;
  }

  async setValues(store: Store, id: string, values: Record<string, unknown>): Promise<void> {
    const record = this.records.get(id);
    if (!record) return;
    await store.pluginConfig.save(id, { value: values }, { enabled: record.enabled });
    record.values = values;
  }

  /** Backend messages of every plugin that loaded, merged by language. */
  backendTrees(): Map<string, Tree> {
    const merged = new Map<string, Tree>();
    for (const record of this.loaded()) {
      for (const [lang, translations] of record.translations) {
        merged.set(lang, deepMerge(merged.get(lang) ?? {}, translations.backend));
      }
    }
    return merged;
  }

  uiTrees(): Map<string, Map<string, Tree>> {
    const trees = new Map<string, Map<string, Tree>>();
    for (const record of this.list()) {
      const byLang = new Map<string, Tree>();
      for (const [lang, translations] of record.translations) byLang.set(lang, translations.ui);
      trees.set(record.id, byLang);
    }
    return trees;
  }
}
