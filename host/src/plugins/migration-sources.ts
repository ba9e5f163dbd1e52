/** The kernel's and the plugins' migrations, in the order their dependencies ask for. */
import { KERNEL_PLUGIN_ID, kernelMigrations } from '../db/kernel-migrations';
import type { MigrationSource } from '../db/migrate';
import type { InstallPlugin } from '../runtime';
import type { PluginRecord } from './registry';

/** A loaded plugin (its server half present) as the installer and the migrations see it. */
export function installPlugin(record: PluginRecord): InstallPlugin {
  return {
    pluginId: record.id,
    dependsOn: Object.keys(record.manifest?.dependencies?.plugins ?? {}),
    definition: record.server as NonNullable<PluginRecord['server']>,
  };
}

/** The kernel first; each plugin after the kernel and the plugins it depends on. */
export function migrationSources(records: PluginRecord[]): MigrationSource[] {
  return [
    { pluginId: KERNEL_PLUGIN_ID, dependsOn: [], migrations: kernelMigrations },
    ...records
      .filter((record) => record.server)
      .map((record) => {
        const plugin = installPlugin(record);
        return { pluginId: plugin.pluginId, dependsOn: [KERNEL_PLUGIN_ID, ...plugin.dependsOn], migrations: plugin.definition.migrations ?? {} };
      }),
  ];
}
