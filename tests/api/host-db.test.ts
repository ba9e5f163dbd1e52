/**
 * The host's database layer on all three databases: migrations run once in dependency order,
 * Answer-format ids, and the host-owned tables' stores.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { connectDatabase, type DatabaseHandle } from '../../host/src/db/connect';
import { KERNEL_PLUGIN_ID, kernelMigrations } from '../../host/src/db/kernel-migrations';
import { runMigrations, type MigrationSource } from '../../host/src/db/migrate';
import { createStore } from '../../host/src/db/store';
import { ConfigCache } from '../../host/src/db/config-cache';
import { SiteInfoCache } from '../../host/src/db/site-info-cache';
import { settingsOf } from '../../host/src/installation/service';
import { freshDatabase, tempDataDir, type DatabaseKind, type FreshDatabase } from './harness';

const kinds: DatabaseKind[] = ['sqlite', 'postgres', 'mysql'];

describe.each(kinds)('host database on %s', (kind) => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  const order: string[] = [];

  const sources = (): MigrationSource[] => [
    {
      pluginId: 'second',
      dependsOn: [KERNEL_PLUGIN_ID, 'first'],
      migrations: {
        '0001_b': { up: async () => void order.push('second/0001_b') },
        '0000_a': { up: async () => void order.push('second/0000_a') },
      },
    },
    {
      pluginId: 'first',
      dependsOn: [KERNEL_PLUGIN_ID],
      migrations: {
        '0001_table': {
          async up(db: Kysely<unknown>) {
            order.push('first/0001_table');
            await db.schema.createTable('first_item').addColumn('id', 'varchar(20)', (column) => column.primaryKey()).execute();
          },
        },
      },
    },
    { pluginId: KERNEL_PLUGIN_ID, dependsOn: [], migrations: kernelMigrations },
  ];

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('runs migrations once, kernel first, dependencies before dependants, names in order', async () => {
    database = await freshDatabase(kind);
    handle = await connectDatabase(settingsOf(database.body), tempDataDir());
    const ran = await runMigrations(handle.db, sources());
    expect(ran.map((run) => `${run.pluginId}/${run.name}`)).toEqual([
      'kernel/0001_host_tables',
      'kernel/0002_kv_cache',
      'kernel/0003_user_plugin_config',
      'first/0001_table',
      'second/0000_a',
      'second/0001_b',
    ]);
    expect(order).toEqual(['first/0001_table', 'second/0000_a', 'second/0001_b']);
    expect(await runMigrations(handle.db, sources())).toEqual([]);
    expect(order).toHaveLength(3);
  });

  it('leaves no trace of a migration that fails halfway where DDL is transactional', async () => {
    const failing: MigrationSource[] = [
      {
        pluginId: 'broken',
        dependsOn: [],
        migrations: {
          '0001_half': {
            async up(db: Kysely<unknown>) {
              await db.schema.createTable('broken_half').addColumn('id', 'varchar(20)', (column) => column.primaryKey()).execute();
              throw new Error('disk on fire');
            },
          },
        },
      },
    ];
    await expect(runMigrations(handle.db, failing)).rejects.toThrow('Migration broken/0001_half failed: disk on fire');
    const records = await (handle.db as Kysely<{ plugin_migration: { plugin_id: string } }>)
      .selectFrom('plugin_migration')
      .select('plugin_id')
      .where('plugin_id', '=', 'broken')
      .execute();
    expect(records).toEqual([]);
    const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
    // MySQL commits DDL as it goes; the other two roll the half-made table back.
    expect(tables.includes('broken_half')).toBe(kind === 'mysql');
  });

  it('hands out 17-digit ids from one counter shared by all types', async () => {
    const store = createStore(handle.db, handle.dialect);
    const first = await store.ids.next(1);
    const second = await store.ids.next(3);
    expect(first).toMatch(/^1001\d{13}$/);
    expect(second).toMatch(/^1003\d{13}$/);
    expect(BigInt(second.slice(4))).toBe(BigInt(first.slice(4)) + 1n);
    const inTransaction = await handle.db.transaction().execute((trx) => store.ids.next(7, trx));
    expect(inTransaction).toMatch(/^1007\d{13}$/);
  });

  it('stores site info, config rows and plugin state', async () => {
    const store = createStore(handle.db, handle.dialect);
    await store.siteInfo.set('general', { name: 'One' });
    await store.siteInfo.set('general', { name: 'Two', site_url: 'https://example.com' });
    expect(await store.siteInfo.get('general')).toEqual({ name: 'Two', site_url: 'https://example.com' });
    expect(await store.siteInfo.get('missing')).toBeNull();
    await store.config.set([{ id: 10, key: 'rank.question.add', value: 1 }]);
    await store.config.set([{ id: 10, key: 'rank.question.add', value: 5 }, { id: 11, key: 'reason.spam', value: { name: 'spam' } }]);
    expect(await store.config.get('rank.question.add')).toBe(5);
    expect(await store.config.get('reason.spam')).toEqual({ name: 'spam' });
    await store.pluginConfig.save('sample', { enabled: true }, { enabled: false });
    await store.pluginConfig.save('sample', { value: { greeting: 'hi' } }, { enabled: false });
    expect((await store.pluginConfig.all()).get('sample')).toEqual({ enabled: true, value: { greeting: 'hi' } });
  });

  it('answers a page asking for the same config keys again with what was saved last', async () => {
    // a clock that never moves: kept rows never age, so only a write can change the answer
    const kept = { siteInfo: new SiteInfoCache(60_000, () => 0), config: new ConfigCache(60_000, () => 0) };
    const store = createStore(handle.db, handle.dialect, kept);
    await store.config.set([{ id: 20, key: 'rank.answer.add', value: 3 }, { id: 21, key: 'reason.other', value: { name: 'other' } }]);
    const plain = ['rank.answer.add', 'rank.absent'];
    const first = await store.config.getMany(plain);
    expect(first).toEqual(new Map([['rank.answer.add', 3]]));
    expect(await store.config.getMany(plain)).toEqual(first);
    await store.config.set([{ id: 20, key: 'rank.answer.add', value: 7 }]);
    expect(await store.config.getMany(plain)).toEqual(new Map([['rank.answer.add', 7]]));
    // a value that is an object is each caller's own, so one caller's change reaches no other
    const withObject = ['reason.other'];
    const mine = await store.config.getMany(withObject);
    (mine.get('reason.other') as Record<string, unknown>).name = 'changed';
    expect(await store.config.getMany(withObject)).toEqual(new Map([['reason.other', { name: 'other' }]]));
  });
});
