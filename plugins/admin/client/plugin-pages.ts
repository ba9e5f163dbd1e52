/**
 * The enabled plugins with settings, as the admin menu lists them (one page each). Loaded once per
 * page load and again whenever the installed plugins page switches one, so the menu follows.
 */
import { action, makeObservable, observable } from 'mobx';
import type { HttpClient } from '@answer/sdk';
import { listPlugins, type AdminPlugin } from './api';

export interface PluginPage {
  slug: string;
  name: string;
}

export const configurablePages = (plugins: readonly AdminPlugin[]): PluginPage[] =>
  plugins.filter((plugin) => plugin.enabled && plugin.have_config).map((plugin) => ({ slug: plugin.slug_name, name: plugin.name }));

class PluginPages {
  list: PluginPage[] = [];
  private loading: Promise<void> | null = null;

  constructor() {
    makeObservable(this, { list: observable, show: action });
  }

  show(plugins: readonly AdminPlugin[]): void {
    this.list = configurablePages(plugins);
  }

  /** Loads the list unless a load has already started on this page load. */
  ensure(http: HttpClient): Promise<void> {
    this.loading ??= this.reload(http);
    return this.loading;
  }

  async reload(http: HttpClient): Promise<void> {
    try {
      this.show(await listPlugins(http));
    } catch {
      // the menu keeps what it had; the request pipeline reported the failure
    }
  }
}

export const pluginPages = new PluginPages();
