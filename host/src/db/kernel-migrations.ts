/**
 * Tables the host itself owns, migrated as plugin id `kernel` before every plugin.
 * VARCHAR where a column is unique or keyed: MySQL cannot index TEXT.
 */
import type { Kysely, Migration } from 'kysely';
import { dialectOfDb, withAutoIncrementId } from './dialect';

export const KERNEL_PLUGIN_ID = 'kernel';

export const kernelMigrations: Record<string, Migration> = {
  '0001_host_tables': {
    async up(db: Kysely<unknown>) {
      const dialect = dialectOfDb(db);
      await withAutoIncrementId(db.schema.createTable('site_info'), dialect)
        .addColumn('type', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('content', 'text', (column) => column.notNull())
        .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('config')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('key', 'varchar(128)', (column) => column.notNull().unique())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('plugin_config')
        .addColumn('plugin_slug_name', 'varchar(100)', (column) => column.primaryKey())
        .addColumn('enabled', 'boolean', (column) => column.notNull())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
      await withAutoIncrementId(db.schema.createTable('uniqid'), dialect)
        .addColumn('uniqid_type', 'integer', (column) => column.notNull())
        .execute();
    },
  },
  '0002_kv_cache': {
    async up(db: Kysely<unknown>) {
      // Short-lived shared values (codes, counters, captcha answers); `counter` serves increments.
      await db.schema
        .createTable('kv_cache')
        .addColumn('cache_key', 'varchar(255)', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('counter', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('kv_cache_expires_idx').on('kv_cache').column('expires_at').execute();
    },
  },
  '0003_user_plugin_config': {
    async up(db: Kysely<unknown>) {
      // Each member's settings of a plugin with a `userConfig` (one JSON value per plugin and member).
      await withAutoIncrementId(db.schema.createTable('user_plugin_config'), dialectOfDb(db))
        .addColumn('plugin_id', 'varchar(100)', (column) => column.notNull())
        .addColumn('user_id', 'varchar(64)', (column) => column.notNull())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('user_plugin_config_plugin_user_uq').on('user_plugin_config').columns(['plugin_id', 'user_id']).unique().execute();
      await db.schema.createIndex('user_plugin_config_user_idx').on('user_plugin_config').column('user_id').execute();
    },
  },
};
