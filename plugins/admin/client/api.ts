import { ADMIN_API_BASE, type HttpClient } from '@answer/sdk';

/** The host's view of a plugin: Answer's GetPluginListResp plus why it is not running, when it is not. */
export interface AdminPlugin {
  name: string;
  slug_name: string;
  description: string;
  version: string;
  enabled: boolean;
  have_config: boolean;
  link: string;
  status?: 'active' | 'failed' | 'incompatible' | 'disabled';
  reason?: string;
  builtin?: boolean;
  required?: boolean;
}

export interface PluginConfig {
  name: string;
  slug_name: string;
  description: string;
  version: string;
  schema: object;
  ui_schema: object;
  values: Record<string, unknown>;
}

export const listPlugins = (http: HttpClient) => http.get<AdminPlugin[]>(`${ADMIN_API_BASE}/plugins`);

export const setPluginEnabled = (http: HttpClient, slug: string, enabled: boolean) =>
  http.put<null>(`${ADMIN_API_BASE}/plugin/status`, { plugin_slug_name: slug, enabled });

export const getPluginConfig = (http: HttpClient, slug: string) =>
  http.get<PluginConfig>(`${ADMIN_API_BASE}/plugin/config`, { query: { plugin_slug_name: slug }, allow404: true });

export const savePluginConfig = (http: HttpClient, slug: string, values: Record<string, unknown>) =>
  http.put<null>(`${ADMIN_API_BASE}/plugin/config`, { plugin_slug_name: slug, config_fields: values });
