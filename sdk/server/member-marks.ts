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

interface MemberSet {
  /** Sorted hashes as loaded; null for a member with too many marks to keep. */
  sorted: Uint32Array | null;
  /** Hashes added since, few: scanned. */
  added: number[];
  loadedAt: number;
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

function holds(sorted: Uint32Array, hash: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle];
    if (value === hash) return true;
    if (value < hash) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

export class MemberMarks {
  private readonly members = new Map<string, MemberSet>();
  private readonly loading = new Map<string, Promise<MemberSet>>();
  /** Hashes added while a member's set was loading: the load may predate them. */
  private readonly addedWhileLoading = new Map<string, number[]>();
  private readonly options: Required<Omit<MemberMarksOptions, 'now'>> & { now: () => number };

  constructor(options: MemberMarksOptions) {
    this.options = { ...DEFAULTS, now: Date.now, ...options };
  }

  /** The ids among `objectIds` the member may have marked; all of them when their set cannot be kept. */
  async maybeMarked(userId: string, objectIds: readonly string[]): Promise<string[]> {
    if (objectIds.length === 0) return [];
    const { sorted, added } = await this.setOf(userId);
    if (!sorted) return [...objectIds];
    return objectIds.filter((id) => {
      const hash = markHash(id);
      return added.includes(hash) || holds(sorted, hash);
    });
  }

  /** Records that the member marks `objectId` (call it before the write). */
  add(userId: string, objectId: string): void {
    const hash = markHash(objectId);
    this.members.get(userId)?.added.push(hash);
    this.addedWhileLoading.get(userId)?.push(hash);
  }

  /** Drops what is kept of `userId` (or of everyone): the next read loads it again. */
  forget(userId?: string): void {
    if (userId === undefined) {
      this.members.clear();
      for (const added of this.addedWhileLoading.values()) added.length = 0;
      this.loading.clear();
      return;
    }
    this.members.delete(userId);
    this.loading.delete(userId);
  }

  private async setOf(userId: string): Promise<MemberSet> {
    const kept = this.members.get(userId);
    if (kept !== undefined && this.options.now() - kept.loadedAt < this.options.maxAgeMs) {
      // most recently used last, so the oldest are dropped first
      this.members.delete(userId);
      this.members.set(userId, kept);
      return kept;
    }
    const under = this.loading.get(userId);
    if (under) return under;
    const loading = this.loadSet(userId).finally(() => {
      if (this.loading.get(userId) === loading) this.loading.delete(userId);
    });
    this.loading.set(userId, loading);
    return loading;
  }

  private async loadSet(userId: string): Promise<MemberSet> {
    const added: number[] = [];
    this.addedWhileLoading.set(userId, added);
    const loadedAt = this.options.now();
    let ids: Iterable<string>;
    try {
      ids = await this.options.load(userId);
    } finally {
      if (this.addedWhileLoading.get(userId) === added) this.addedWhileLoading.delete(userId);
    }
    const hashes: number[] = [];
    for (const id of ids) {
      hashes.push(markHash(id));
      if (hashes.length > this.options.maxMarksPerMember) break;
    }
    const sorted = hashes.length <= this.options.maxMarksPerMember ? Uint32Array.from(hashes).sort() : null;
    const set: MemberSet = { sorted, added, loadedAt };
    // a forget() during the load drops it: it may predate the change
    if (this.loading.has(userId)) {
      while (this.members.size >= this.options.maxMembers) {
        const oldest = this.members.keys().next();
        if (oldest.done) break;
        this.members.delete(oldest.value);
      }
      this.members.set(userId, set);
    }
    return set;
  }
}

/**
 * One `MemberMarks` per site, made on first use:
 * `const votedBy = marksPerSite((ctx) => ({ load: (userId) => ... }))`, then `votedBy(ctx)`.
 */
export function marksPerSite(optionsFor: (ctx: ServerContext) => MemberMarksOptions): (ctx: ServerContext) => MemberMarks {
  const bySite = new WeakMap<ServerContext, MemberMarks>();
  return (ctx) => {
    let marks = bySite.get(ctx);
    if (!marks) {
      marks = new MemberMarks(optionsFor(ctx));
      bySite.set(ctx, marks);
    }
    return marks;
  };
}
