/** Reads and writes of the host-owned tables, shared by every plugin context. */
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '@answer/sdk/server';
import type { HostTables } from './tables';
import type { SiteInfoCache } from './site-info-cache';
import type { ConfigCache } from './config-cache';
import { afterCommit } from './after-commit';

type Executor = Kysely<HostTables> | Transaction<HostTables>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Settings kept in memory, shared by every store of one host, so a write through any of them reaches all readers. */
export interface KeptSettings {
  siteInfo: SiteInfoCache;
  config: ConfigCache;
}

export function createStore(database: Kysely<unknown>, dialect: Dialect, kept?: KeptSettings) {
  const siteInfoCache = kept?.siteInfo;
  const configCache = kept?.config;
  const db = database as Kysely<HostTables>;
  const pick = (trx?: Transaction<unknown>): Executor => (trx as Transaction<HostTables> | undefined) ?? db;
  const readSiteInfo = async (type: string, trx?: Transaction<unknown>): Promise<string | null> =>
    (await pick(trx).selectFrom('site_info').select('content').where('type', '=', type).executeTakeFirst())?.content ?? null;

  const siteInfo = {
    async get<T extends object>(type: string, trx?: Transaction<unknown>): Promise<T | null> {
      // inside a transaction: a fresh kept copy, else a read through it that is not kept (it may be uncommitted)
      const content = trx
        ? (siteInfoCache?.peek(type) ?? (await readSiteInfo(type, trx)))
        : siteInfoCache
          ? await siteInfoCache.read(type, () => readSiteInfo(type))
          : await readSiteInfo(type);
      if (content === null) return null;
      const value = parseJson(content);
      return typeof value === 'object' && value !== null ? (value as T) : null;
    },
    async all(): Promise<Map<string, Record<string, unknown>>> {
      const rows = await db.selectFrom('site_info').select(['type', 'content']).execute();
      const map = new Map<string, Record<string, unknown>>();
      for (const row of rows) {
        const value = parseJson(row.content);
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) map.set(row.type, value as Record<string, unknown>);
      }
      return map;
    },
    async set(type: string, value: object, trx?: Transaction<unknown>): Promise<void> {
      const executor = pick(trx);
      const content = JSON.stringify(value);
      const updated = await executor.updateTable('site_info').set({ content, status: 1 }).where('type', '=', type).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await executor.insertInto('site_info').values({ type, content, status: 1 }).execute();
      }
      if (siteInfoCache) {
        siteInfoCache.forget([type]);
        afterCommit(trx, () => siteInfoCache.forget([type]));
      }
    },
  };

  const readConfig = async (keys: readonly string[]): Promise<Map<string, string>> => {
    const rows = await db.selectFrom('config').select(['key', 'value']).where('key', 'in', [...keys]).execute();
    return new Map(rows.map((row) => [row.key, row.value]));
  };
  /** The rows' texts, null for absent keys; kept keys from memory, the others in one query. */
  const configTexts = async (keys: readonly string[]): Promise<Map<string, string | null>> => {
    const texts = new Map<string, string | null>();
    if (!configCache) {
      const read = await readConfig(keys);
      for (const key of keys) texts.set(key, read.get(key) ?? null);
      return texts;
    }
    const missing: string[] = [];
    for (const key of keys) {
      const text = configCache.peek(key);
      if (text === undefined) missing.push(key);
      else texts.set(key, text);
    }
    if (missing.length === 0) return texts;
    let batch: Promise<Map<string, string>> | undefined;
    // every read starts before the one query, so a write meanwhile keeps none of them
    const loaded = await Promise.all(missing.map((key) => configCache.read(key, async () => (await (batch ??= readConfig(missing))).get(key) ?? null)));
    missing.forEach((key, index) => texts.set(key, loaded[index]));
    return texts;
  };

  /** Stored texts of plain values (numbers, flags, words) as last parsed: read by most pages, changed by an admin. */
  const parsedPlain = new Map<string, { text: string; value: unknown }>();
  const plainValueOf = (key: string, text: string): unknown => {
    const last = parsedPlain.get(key);
    if (last?.text === text) return last.value;
    const value = parseJson(text);
    // objects are parsed afresh for each caller, who may change theirs
    if (typeof value !== 'object' || value === null) parsedPlain.set(key, { text, value });
    else parsedPlain.delete(key);
    return value;
  };

  /**
   * The last map `getMany` made per key list, with the texts it was made of: pages ask for the
   * same list (one array kept by its caller) on every request, and the texts rarely change.
   */
  const lastMany = new WeakMap<readonly string[], { texts: (string | null)[]; values: Map<string, unknown> }>();
  /** The last map for `keys` while every text is kept and unchanged; only maps of plain values are shared. */
  const unchangedMany = (keys: readonly string[]): Map<string, unknown> | null => {
    const last = configCache ? lastMany.get(keys) : undefined;
    if (!last || !configCache) return null;
    for (let index = 0; index < keys.length; index++) if (configCache.peek(keys[index]) !== last.texts[index]) return null;
    return last.values;
  };

  const config = {
    async get<T = unknown>(key: string): Promise<T | null> {
      const text = (await configTexts([key])).get(key) ?? null;
      return text === null ? null : (parseJson(text) as T);
    },
    async getMany(keys: readonly string[]): Promise<Map<string, unknown>> {
      const unchanged = unchangedMany(keys);
      if (unchanged) return unchanged;
      const values = new Map<string, unknown>();
      if (keys.length === 0) return values;
      const texts = await configTexts(keys);
      let plain = true;
      for (const [key, text] of texts) {
        if (text === null) continue;
        const value = plainValueOf(key, text);
        if (typeof value === 'object' && value !== null) plain = false;
        values.set(key, value);
      }
      if (plain && configCache) lastMany.set(keys, { texts: keys.map((key) => texts.get(key) ?? null), values });
      return values;
    },
    async set(rows: { id: number; key: string; value: unknown }[], trx?: Transaction<unknown>): Promise<void> {
      const executor = pick(trx);
      for (const row of rows) {
        const value = typeof row.value === 'string' ? row.value : JSON.stringify(row.value);
        const updated = await executor.updateTable('config').set({ key: row.key, value }).where('id', '=', row.id).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          await executor.insertInto('config').values({ id: row.id, key: row.key, value }).execute();
        }
      }
      if (configCache) {
        // the keys a row had before are unknown here: every kept row goes
        configCache.forget();
        afterCommit(trx, () => configCache.forget());
      }
    },
  };

  const pluginConfig = {
    async all(): Promise<Map<string, { enabled: boolean; value: Record<string, unknown> }>> {
      const rows = await db.selectFrom('plugin_config').selectAll().execute();
      const map = new Map<string, { enabled: boolean; value: Record<string, unknown> }>();
      for (const row of rows) {
        const value = parseJson(row.value);
        map.set(row.plugin_slug_name, {
          enabled: Boolean(Number(row.enabled)),
          value: typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
        });
      }
      return map;
    },
    async save(id: string, change: { enabled?: boolean; value?: Record<string, unknown> }, defaults: { enabled: boolean }, trx?: Transaction<unknown>): Promise<void> {
      const executor = pick(trx);
      const patch: { enabled?: boolean; value?: string } = {};
      if (change.enabled !== undefined) patch.enabled = change.enabled;
      if (change.value !== undefined) patch.value = JSON.stringify(change.value);
      const updated = await executor.updateTable('plugin_config').set(patch).where('plugin_slug_name', '=', id).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await executor
          .insertInto('plugin_config')
          .values({
            plugin_slug_name: id,
            enabled: change.enabled ?? defaults.enabled,
            value: JSON.stringify(change.value ?? {}),
          })
          .execute();
      }
    },
  };

  const ids = {
    /** `1` + 3-digit type + 13-digit sequence; one counter for all types, as Answer does. */
    async next(objectType: number, trx?: Transaction<unknown>): Promise<string> {
      if (!Number.isInteger(objectType) || objectType < 0 || objectType > 999) throw new Error(`Invalid object type ${objectType}`);
      const executor = pick(trx);
      let sequence: bigint;
      if (dialect === 'postgres') {
        const row = await executor.insertInto('uniqid').values({ uniqid_type: objectType }).returning('id').executeTakeFirstOrThrow();
        sequence = BigInt(row.id);
      } else {
        const result = await executor.insertInto('uniqid').values({ uniqid_type: objectType }).executeTakeFirstOrThrow();
        if (result.insertId === undefined) throw new Error('The database returned no id for uniqid');
        sequence = BigInt(result.insertId);
      }
      return `1${String(objectType).padStart(3, '0')}${sequence.toString().padStart(13, '0')}`;
    },
  };

  return { siteInfo, config, pluginConfig, ids };
}

export type Store = ReturnType<typeof createStore>;
