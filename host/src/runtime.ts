/**
 * What the host offers the installation code (`host/src/installation`): its settings, the run-mode
 * database, the plugins taking part in an install with a context for each, and the switch from
 * install mode to run mode in-process.
 */
import type { InstallationService, ServerContext, ServerLogger, ServerPluginDefinition } from '@answer/sdk/server';
import type { HostConfig } from './config';
import type { DatabaseHandle } from './db/connect';

/** A plugin taking part in the install: its server half and the plugins it depends on. */
export interface InstallPlugin {
  pluginId: string;
  dependsOn: string[];
  definition: ServerPluginDefinition;
}

export interface HostRuntime {
  /** Settings as read at start-up (`database` is null in install mode). */
  readonly config: HostConfig;
  readonly log: ServerLogger;
  /** The database of run mode, or null while installing. */
  database(): DatabaseHandle | null;
  /** Server halves of the plugins enabled on a fresh site, for their migrations and install seeds. */
  installPlugins(): InstallPlugin[];
  /** A plugin's context working on `handle` (used before the host is in run mode). */
  contextFor(pluginId: string, handle: DatabaseHandle): ServerContext;
  /** Takes `handle` over (migrated and seeded) and starts serving every plugin: run mode. */
  enterRunMode(handle: DatabaseHandle): Promise<void>;
}

/** Signature `host/src/installation` implements. */
export type CreateInstallationService = (host: HostRuntime) => InstallationService;
