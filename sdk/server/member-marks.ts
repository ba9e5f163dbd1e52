/**
 * What a member has marked (voted, bookmarked, followed, answered), kept in one process as a
 * compact set of 32-bit hashes of the marked ids, so a page none of whose posts the member marked
 * costs no statement. A hash says "maybe": the plugin checks those ids with its own query. A miss
 * is certain for every mark added through `add` in this process since the member's set was
 * loaded; marks written by another process show once the set is older than `maxAgeMs`.
 *
 * Call `add` before the row is written (inside the transaction is fine): a set loaded meanwhile
 * keeps it, and a rolled-back write only costs a statement later. Removals need nothing.
 */
import type { ServerContext } from './context';
import { MemberSets, sortedIndexOf } from './member-sets';
import { perSite } from './per-site';

export interface MemberMarksOptions {
  /** Every id the member has marked (any order, repeats allowed). */
  load(userId: string): Promise<Iterable<string>>;
  maxAgeMs?: number;
  /** Members kept at most; past that the least recently used are dropped. */
  maxMembers?: number;
  /** A member with more marks than this is not kept: their ids always go to the query. */
  maxMarksPerMember?: number;
  now?: () => number;
}

interface MarkSet {
  /** Sorted hashes as loaded; null for a member with too many marks to keep. */
  sorted: Uint32Array | null;
  /** Hashes added since, few: scanned. */
  added: number[];
}

const DEFAULTS = { maxAgeMs: 30_000, maxMembers: 5_000, maxMarksPerMember: 20_000 };

/** FNV-1a over the id's UTF-16 code units. */
export function markHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class MemberMarks {
  private readonly sets: MemberSets<number, MarkSet>;

  constructor(options: MemberMarksOptions) {
    const { load, maxMarksPerMember, ...rest } = { ...DEFAULTS, now: Date.now, ...options };
    this.sets = new MemberSets<number, MarkSet>({
      ...rest,
      load: async (userId) => packMarks(await load(userId), maxMarksPerMember),
      apply: (set, hash) => set.added.push(hash),
    });
  }

  /** The ids among `objectIds` the member may have marked; all of them when their set cannot be kept. */
  async maybeMarked(userId: string, objectIds: readonly string[]): Promise<string[]> {
    if (objectIds.length === 0) return [];
    const { sorted, added } = await this.sets.get(userId);
    if (!sorted) return [...objectIds];
    return objectIds.filter((id) => {
      const hash = markHash(id);
      return added.includes(hash) || sortedIndexOf(sorted, hash) >= 0;
    });
  }

  /** Records that the member marks `objectId` (call it before the write). */
  add(userId: string, objectId: string): void {
    this.sets.change(userId, markHash(objectId));
  }

  /** Drops what is kept of `userId` (or of everyone): the next read loads it again. */
  forget(userId?: string): void {
    this.sets.forget(userId);
  }
}

function packMarks(ids: Iterable<string>, maxMarks: number): MarkSet {
  const hashes: number[] = [];
  for (const id of ids) {
    hashes.push(markHash(id));
    if (hashes.length > maxMarks) return { sorted: null, added: [] };
  }
  return { sorted: Uint32Array.from(hashes).sort(), added: [] };
}

/**
 * One `MemberMarks` per site, made on first use:
 * `const bookmarkedBy = marksPerSite((ctx) => ({ load: (userId) => ... }))`, then `bookmarkedBy(ctx)`.
 */
export function marksPerSite(optionsFor: (ctx: ServerContext) => MemberMarksOptions): (ctx: ServerContext) => MemberMarks {
  return perSite((ctx) => new MemberMarks(optionsFor(ctx)));
}
