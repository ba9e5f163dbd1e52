/** Row shapes of the host-owned tables (see kernel-migrations.ts). */
import type { Generated } from 'kysely';

export interface HostTables {
  site_info: { id: Generated<number>; type: string; content: string; status: number };
  config: { id: number; key: string; value: string };
  /** `enabled` reads back as 0/1 on SQLite and MySQL, boolean on PostgreSQL. */
  plugin_config: { plugin_slug_name: string; enabled: boolean | number; value: string };
  uniqid: { id: Generated<number>; uniqid_type: number };
  kv_cache: { cache_key: string; value: string; counter: number | string; expires_at: number | string };
  user_plugin_config: { id: Generated<number>; plugin_id: string; user_id: string; value: string; updated_at: number | string };
  plugin_migration: { plugin_id: string; name: string; executed_at: number };
}
