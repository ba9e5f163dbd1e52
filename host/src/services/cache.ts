/**
 * `ctx.cache`: short-lived values in the `kv_cache` table, so every host process sees the same
 * codes, counters and captcha answers. Expired rows read as absent and are swept now and then.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CacheService, Dialect } from '@answer/sdk/server';
import type { HostTables } from '../db/tables';

const MAX_KEY_LENGTH = 255;
/** One write in this many also deletes expired rows. */
const SWEEP_EVERY = 200;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export interface CacheBackend {
  db: () => Kysely<HostTables>;
  dialect: () => Dialect;
}

/** The host's own view: a counter whose row also carries a note, both read in one statement. */
export interface HostCache extends CacheService {
  /** `increment`, and the row's value becomes `note`. */
  tally(key: string, ttlSeconds: number, note: unknown): Promise<number>;
  /** The counter's count (0 when none or expired) and the note of its last hit. */
  tallied<T>(key: string): Promise<{ count: number; note: T | null }>;
}

/** A namespaced view: keys become `<namespace>:<key>`, hashed when that would be too long. */
export function createCache(backend: CacheBackend, namespace: string): HostCache {
  let writes = 0;
  const keyOf = (key: string): string => {
    const full = `${namespace}:${key}`;
    return full.length <= MAX_KEY_LENGTH ? full : `${namespace}:#${createHash('sha256').update(full).digest('hex')}`;
  };
  const sweep = async () => {
    writes += 1;
    if (writes % SWEEP_EVERY === 0) await backend.db().deleteFrom('kv_cache').where('expires_at', '<=', nowSeconds()).execute();
  };
  const live = (key: string) =>
    backend.db().selectFrom('kv_cache').select(['value', 'counter', 'expires_at']).where('cache_key', '=', keyOf(key)).where('expires_at', '>', nowSeconds());

  /**
   * One statement counts, starts an expired row over and reports the count, so concurrent hits
   * each see their own number (every increment is a write: rate limits, views, peers' counter).
   * A `note` replaces the row's value on every hit; without one the value is kept in the window.
   */
  const bump = async (key: string, ttlSeconds: number, note: string | null): Promise<number> => {
    const counted = await bumpWith(backend.db(), key, ttlSeconds, note);
    await sweep();
    return counted;
  };

  const bumpWith = async (db: Kysely<HostTables> | Transaction<HostTables>, key: string, ttlSeconds: number, note: string | null): Promise<number> => {
    const now = nowSeconds();
    const expiresAt = now + Math.max(1, Math.ceil(ttlSeconds));
    const fresh = { cache_key: keyOf(key), value: note ?? 'null', counter: 1, expires_at: expiresAt };
    let counted: number;
    if (backend.dialect() === 'mysql') {
      // assignments run left to right and see the new values: `expires_at` is read before it is
      // set. LAST_INSERT_ID(expr) hands the count back as the statement's insert id; a fresh row
      // reports 0
      const result = await db
        .insertInto('kv_cache')
        .values(fresh)
        .onDuplicateKeyUpdate({
          counter: sql<number>`LAST_INSERT_ID(IF(expires_at <= ${now}, 1, counter + 1))`,
          value: note === null ? sql<string>`IF(expires_at <= ${now}, 'null', value)` : note,
          expires_at: sql<number>`IF(expires_at <= ${now}, ${expiresAt}, expires_at)`,
        })
        .executeTakeFirst();
      const reported = Number(result.insertId ?? 0);
      counted = reported > 0 ? reported : 1;
    } else {
      const expired = sql<boolean>`kv_cache.expires_at <= ${now}`;
      const row = await db
        .insertInto('kv_cache')
        .values(fresh)
        .onConflict((conflict) =>
          conflict.column('cache_key').doUpdateSet({
            counter: sql<number>`case when ${expired} then 1 else kv_cache.counter + 1 end`,
            value: note === null ? sql<string>`case when ${expired} then 'null' else kv_cache.value end` : note,
            expires_at: sql<number>`case when ${expired} then ${expiresAt} else kv_cache.expires_at end`,
          }),
        )
        .returning('counter')
        .executeTakeFirst();
      counted = row ? Number(row.counter) : 1;
    }
    return counted;
  };

  return {
    async get<T>(key: string): Promise<T | null> {
      const row = await live(key).executeTakeFirst();
      return row ? parse<T>(row.value) : null;
    },

    async set(key, value, ttlSeconds) {
      const row = { cache_key: keyOf(key), value: JSON.stringify(value ?? null), counter: 0, expires_at: nowSeconds() + Math.max(1, Math.ceil(ttlSeconds)) };
      const db = backend.db();
      // one statement whether the key is new, live or expired, and whichever process writes first
      if (backend.dialect() === 'mysql') {
        await db.insertInto('kv_cache').values(row).onDuplicateKeyUpdate({ value: row.value, counter: 0, expires_at: row.expires_at }).execute();
      } else {
        await db
          .insertInto('kv_cache')
          .values(row)
          .onConflict((conflict) => conflict.column('cache_key').doUpdateSet({ value: row.value, counter: 0, expires_at: row.expires_at }))
          .execute();
      }
      await sweep();
    },

    async take<T>(key: string): Promise<T | null> {
      const row = await live(key).executeTakeFirst();
      if (!row) return null;
      // Only the caller whose delete removed the row gets the value: single use under concurrency.
      const deleted = await backend
        .db()
        .deleteFrom('kv_cache')
        .where('cache_key', '=', keyOf(key))
        .where('expires_at', '=', row.expires_at)
        .where('value', '=', row.value)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1 ? parse<T>(row.value) : null;
    },

    async delete(key) {
      await backend.db().deleteFrom('kv_cache').where('cache_key', '=', keyOf(key)).execute();
    },

    async count(key) {
      const row = await live(key).executeTakeFirst();
      return row ? Number(row.counter) : 0;
    },

    increment: (key, ttlSeconds) => bump(key, ttlSeconds, null),

    async incrementMany(keys, ttlSeconds) {
      if (keys.length === 0) return [];
      // one commit for the lot; taken in key order, so two writers of overlapping keys wait on
      // each other instead of each holding a row the other needs
      const order = keys.map((key, index) => ({ key, index })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
      const counts = new Array<number>(keys.length);
      await backend
        .db()
        .transaction()
        .execute(async (trx) => {
          for (const { key, index } of order) counts[index] = await bumpWith(trx, key, ttlSeconds, null);
        });
      await sweep();
      return counts;
    },

    tally: (key, ttlSeconds, note) => bump(key, ttlSeconds, JSON.stringify(note ?? null)),

    async tallied<T>(key: string) {
      const row = await live(key).executeTakeFirst();
      return row ? { count: Number(row.counter), note: parse<T>(row.value) } : { count: 0, note: null };
    },
  };
}
