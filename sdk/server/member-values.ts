/**
 * A small number each member has set on posts (a vote's direction, say), kept in one process as
 * two typed arrays per member: the post ids as 64-bit integers, sorted, and their values. A page
 * is then answered from memory, with no statement, whatever the member marked. Exact, unlike
 * `MemberMarks`' hashes, so it keeps only decimal ids below 2^64 (every content id); a member
 * with another id, or with more values than it keeps, is left to the plugin's query (`null`).
 *
 * Call `set` once the write has committed (`ctx.afterCommit`): a set loading meanwhile gets it on
 * top of what it read. Changes written by another process show once the member's values are
 * older than `maxAgeMs`; `forget` drops them at once (a purge, a bulk change).
 */
import type { ServerContext } from './context';
import { MemberSets, sortedIndexOf } from './member-sets';
import { perSite } from './per-site';

export interface MemberValuesOptions {
  /** Every `[post id, value]` of the member; a value of 0 means none. */
  load(userId: string): Promise<Iterable<readonly [string, number]>>;
  maxAgeMs?: number;
  /** Members kept at most; past that the least recently used are dropped. */
  maxMembers?: number;
  /** A member with more values than this is not kept: their reads go to the query. */
  maxValuesPerMember?: number;
  now?: () => number;
}

interface ValueSet {
  /** Sorted ids as loaded, and their values; null for a member who cannot be kept. */
  ids: BigUint64Array | null;
  values: Int32Array;
  /** Values set since the load, read first (0: removed). */
  changed: Map<string, number>;
}

const DEFAULTS = { maxAgeMs: 30_000, maxMembers: 5_000, maxValuesPerMember: 20_000 };
const DECIMAL_ID = /^[0-9]{1,20}$/;
const MAX_ID = 2n ** 64n - 1n;

/** The id as a 64-bit key, or null when it is not a decimal below 2^64. */
function keyOf(id: string): bigint | null {
  if (!DECIMAL_ID.test(id)) return null;
  const key = BigInt(id);
  return key <= MAX_ID ? key : null;
}

export class MemberValues {
  private readonly sets: MemberSets<readonly [string, number], ValueSet>;

  constructor(options: MemberValuesOptions) {
    const { load, maxValuesPerMember, ...rest } = { ...DEFAULTS, now: Date.now, ...options };
    this.sets = new MemberSets<readonly [string, number], ValueSet>({
      ...rest,
      load: async (userId) => packValues(await load(userId), maxValuesPerMember),
      apply: (set, [id, value]) => set.changed.set(id, value),
    });
  }

  /** The member's non-zero values among `objectIds`; null when they cannot be answered from memory. */
  async valuesOf(userId: string, objectIds: readonly string[]): Promise<Map<string, number> | null> {
    const found = new Map<string, number>();
    if (objectIds.length === 0) return found;
    const set = await this.sets.get(userId);
    const { ids } = set;
    if (!ids) return null;
    for (const id of objectIds) {
      let value = set.changed.get(id);
      if (value === undefined) {
        const key = keyOf(id);
        if (key === null) return null;
        const index = sortedIndexOf(ids, key);
        value = index < 0 ? 0 : set.values[index];
      }
      if (value !== 0) found.set(id, value);
    }
    return found;
  }

  /** Records the member's value on `objectId` (0: none), once the write has committed. */
  set(userId: string, objectId: string, value: number): void {
    this.sets.change(userId, [objectId, value]);
  }

  /** Drops what is kept of `userId` (or of everyone): the next read loads it again. */
  forget(userId?: string): void {
    this.sets.forget(userId);
  }
}

function packValues(rows: Iterable<readonly [string, number]>, maxValues: number): ValueSet {
  const none: ValueSet = { ids: null, values: new Int32Array(0), changed: new Map() };
  const entries: [bigint, number][] = [];
  for (const [id, value] of rows) {
    const key = keyOf(id);
    if (key === null || entries.length >= maxValues) return none;
    if (value !== 0) entries.push([key, value]);
  }
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { ids: BigUint64Array.from(entries, (entry) => entry[0]), values: Int32Array.from(entries, (entry) => entry[1]), changed: new Map() };
}

/**
 * One `MemberValues` per site, made on first use:
 * `const votesOf = valuesPerSite((ctx) => ({ load: (userId) => ... }))`, then `votesOf(ctx)`.
 */
export function valuesPerSite(optionsFor: (ctx: ServerContext) => MemberValuesOptions): (ctx: ServerContext) => MemberValues {
  return perSite((ctx) => new MemberValues(optionsFor(ctx)));
}
