/**
 * The installer's door into the host: connection checks, the config file, and the install itself
 * (every plugin's migrations, the host's site settings, every plugin's seeds), then run mode.
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { ApiError } from '@answer/sdk/server';
import type {
  DatabaseInput,
  InstallContext,
  InstallInput,
  InstallState,
  InstallationService,
  ServerContext,
} from '@answer/sdk/server';
import { readConfig, renderConfig, sqliteFilePath, writeConfig, type DatabaseSettings } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { KERNEL_PLUGIN_ID, kernelMigrations } from '../db/kernel-migrations';
import { dependencyOrder, runMigrations, type MigrationSource } from '../db/migrate';
import { createStore } from '../db/store';
import type { HostRuntime, InstallPlugin } from '../runtime';
import { INSTALLED_MARKER_TYPE, siteInfoSeeds } from './seeds';

export const ALREADY_INSTALLED = 'installation.already_installed';
export const CONFIG_MISSING = 'installation.config_missing';
export const INSTALL_FAILED = 'installation.install_failed';

export function settingsOf(input: DatabaseInput): DatabaseSettings {
  if (input.db_type === 'sqlite3') return { driver: 'sqlite3', file: input.db_file };
  const settings: DatabaseSettings = {
    driver: input.db_type,
    host: input.db_host,
    user: input.db_username,
    password: input.db_password,
    name: input.db_name,
  };
  if (input.ssl_enabled) settings.sslMode = input.ssl_mode && input.ssl_mode !== 'disable' ? input.ssl_mode : 'require';
  return settings;
}

/** The nearest ancestor of `file` that exists. */
function existingAncestor(file: string): string {
  let current = path.dirname(file);
  while (!existsSync(current)) {
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return current;
}

/**
 * A SQLite file is usable when it exists as a file, or when its folder exists (or can be made)
 * and is writable. Checked without creating anything: a check must leave no trace.
 */
function checkSqliteFile(file: string): void {
  if (existsSync(file)) {
    if (!statSync(file).isFile()) throw new Error(`${file} is not a file`);
    accessSync(file, constants.R_OK | constants.W_OK);
    return;
  }
  const ancestor = existingAncestor(file);
  if (!statSync(ancestor).isDirectory()) throw new Error(`${ancestor} is not a directory`);
  accessSync(ancestor, constants.W_OK);
}

async function tableNames(db: Kysely<unknown>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name);
}

async function hasMarker(db: Kysely<unknown>): Promise<boolean> {
  if (!(await tableNames(db)).includes('site_info')) return false;
  const row = await (db as Kysely<{ site_info: { type: string } }>)
    .selectFrom('site_info')
    .select('type')
    .where('type', '=', INSTALLED_MARKER_TYPE)
    .executeTakeFirst();
  return row !== undefined;
}

/** Calls `work` with an install context: the plugin's own context plus the input and the transaction. */
function installContext(ctx: ServerContext, input: InstallInput, trx: Transaction<unknown>): InstallContext {
  return new Proxy(ctx, {
    get(target, property) {
      if (property === 'input') return input;
      if (property === 'trx') return trx;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as InstallContext;
}

export function createInstallationService(host: HostRuntime): InstallationService {
  /* Installs run one at a time; a second request waits and then finds the site installed. */
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  const configFileExists = () => existsSync(host.config.configPath);
  /* The database the config file names, as the wizard wrote it (environment overrides apply at start-up). */
  const configuredDatabase = () => readConfig({ DATA_DIR: host.config.dataDir }).database;

  /** The configured database: run mode's, or a fresh connection from the config file. */
  async function withConfiguredDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const running = host.database();
    if (running) return work(running);
    const settings = configuredDatabase();
    if (!settings) throw new ApiError(400, CONFIG_MISSING, { err_type: 'alert' });
    const handle = await connectDatabase(settings, host.config.dataDir);
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  async function isInstalled(): Promise<boolean> {
    const running = host.database();
    if (running) return hasMarker(running.db);
    if (!configFileExists()) return false;
    try {
      return await withConfiguredDatabase((handle) => hasMarker(handle.db));
    } catch {
      return false;
    }
  }

  async function state(): Promise<InstallState> {
    if (!configFileExists() && !host.database()) {
      return { config_file_exist: false, db_connection_success: false, db_table_exist: false };
    }
    try {
      const installed = await withConfiguredDatabase((handle) => hasMarker(handle.db));
      return { config_file_exist: true, db_connection_success: true, db_table_exist: installed };
    } catch (error) {
      host.log.warn('installation: the configured database is unreachable', error instanceof Error ? error.message : error);
      return { config_file_exist: true, db_connection_success: false, db_table_exist: false };
    }
  }

  async function checkDatabase(input: DatabaseInput): Promise<void> {
    const settings = settingsOf(input);
    if (settings.driver === 'sqlite3') {
      checkSqliteFile(sqliteFilePath(host.config.dataDir, settings));
      return;
    }
    const handle = await connectDatabase(settings, host.config.dataDir);
    await handle.close();
  }

  async function writeConfigFile(input: DatabaseInput): Promise<{ written: boolean; text: string }> {
    const text = renderConfig(settingsOf(input), { port: host.config.port, basePath: host.config.basePath });
    try {
      writeConfig(host.config.dataDir, text);
      return { written: true, text };
    } catch (error) {
      host.log.warn('installation: the config file could not be written', error instanceof Error ? error.message : error);
      return { written: false, text };
    }
  }

  /** Migrations, host seeds and plugin seeds on `db` (a transaction where the dialect allows). */
  async function migrateAndSeed(handle: DatabaseHandle, input: InstallInput, plugins: InstallPlugin[]): Promise<void> {
    const sources: MigrationSource[] = [
      { pluginId: KERNEL_PLUGIN_ID, dependsOn: [], migrations: kernelMigrations },
      ...plugins.map((plugin) => ({
        pluginId: plugin.pluginId,
        dependsOn: [KERNEL_PLUGIN_ID, ...plugin.dependsOn],
        migrations: plugin.definition.migrations ?? {},
      })),
    ];
    const seed = async (trx: Transaction<unknown>) => {
      const store = createStore(trx, handle.dialect);
      for (const [type, value] of siteInfoSeeds(input)) await store.siteInfo.set(type, value, trx);
      for (const plugin of dependencyOrder(plugins)) {
        if (!plugin.definition.install) continue;
        await plugin.definition.install(installContext(host.contextFor(plugin.pluginId, handle), input, trx));
      }
    };

    if (handle.dialect === 'mysql') {
      // MySQL commits DDL implicitly, so migrations cannot share the seeds' transaction; tables this
      // attempt created are dropped again on failure so the next attempt starts clean.
      const before = new Set(await tableNames(handle.db));
      try {
        await runMigrations(handle.db, sources);
        await handle.db.transaction().execute(seed);
      } catch (error) {
        const created = (await tableNames(handle.db)).filter((name) => !before.has(name));
        await dropTables(handle.db, created).catch((dropError: unknown) =>
          host.log.error('installation: could not drop the tables of a failed install', dropError),
        );
        throw error;
      }
      return;
    }
    await handle.db.transaction().execute(async (trx) => {
      await runMigrations(trx, sources);
      await seed(trx);
    });
  }

  async function install(input: InstallInput): Promise<void> {
    return serialized(async () => {
      if (host.database()) throw new ApiError(400, ALREADY_INSTALLED, { err_type: 'alert' });
      const settings = configuredDatabase();
      if (!settings) throw new ApiError(400, CONFIG_MISSING, { err_type: 'alert' });
      const handle = await connectDatabase(settings, host.config.dataDir);
      let handedOver = false;
      try {
        if (await hasMarker(handle.db)) throw new ApiError(400, ALREADY_INSTALLED, { err_type: 'alert' });
        try {
          await migrateAndSeed(handle, input, host.installPlugins());
        } catch (error) {
          host.log.error('installation: install failed and was rolled back', error);
          if (error instanceof ApiError) throw error;
          throw new ApiError(500, INSTALL_FAILED, null, { error: error instanceof Error ? error.message : String(error) });
        }
        handedOver = true;
        await host.enterRunMode(handle);
      } finally {
        if (!handedOver) await handle.close();
      }
    });
  }

  return {
    state,
    checkDatabase,
    writeConfig: (db) => writeConfigFile(db),
    install,
    isInstalled,
  };
}

async function dropTables(db: Kysely<unknown>, names: string[]): Promise<void> {
  if (names.length === 0) return;
  // one connection, so the session setting applies to the drops
  await db.connection().execute(async (connection) => {
    await sql`SET FOREIGN_KEY_CHECKS = 0`.execute(connection);
    try {
      for (const name of names) await connection.schema.dropTable(name).ifExists().execute();
    } finally {
      await sql`SET FOREIGN_KEY_CHECKS = 1`.execute(connection);
    }
  });
}
