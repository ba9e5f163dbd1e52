/**
 * What `MemberMarks` and `MemberValues` share: one set per member, loaded on first need and again
 * once older than `maxAgeMs`, simultaneous loads of a member shared, the least recently read
 * members dropped past `maxMembers`. A change made while a member's set is loading is applied to
 * it once loaded (the load may predate the change); a `forget` during a load keeps nothing.
 */
export interface MemberSetsOptions<Change, Set> {
  load(userId: string): Promise<Set>;
  /** Puts `change` into a loaded `set`. */
  apply(set: Set, change: Change): void;
  maxAgeMs: number;
  maxMembers: number;
  now: () => number;
}

interface Kept<Set> {
  set: Set;
  loadedAt: number;
}

export class MemberSets<Change, Set> {
  private readonly members = new Map<string, Kept<Set>>();
  private readonly loading = new Map<string, Promise<Set>>();
  private readonly changedWhileLoading = new Map<string, Change[]>();

  constructor(private readonly options: MemberSetsOptions<Change, Set>) {}

  /** The member's set, loaded when not kept or too old. */
  get(userId: string): Promise<Set> {
    const kept = this.members.get(userId);
    if (kept !== undefined && this.options.now() - kept.loadedAt < this.options.maxAgeMs) {
      // most recently used last, so the oldest are dropped first
      this.members.delete(userId);
      this.members.set(userId, kept);
      return Promise.resolve(kept.set);
    }
    const under = this.loading.get(userId);
    if (under) return under;
    const loading = this.load(userId).finally(() => {
      if (this.loading.get(userId) === loading) this.loading.delete(userId);
    });
    this.loading.set(userId, loading);
    return loading;
  }

  /** Applies `change` to the member's kept set and to one loading now. */
  change(userId: string, change: Change): void {
    const kept = this.members.get(userId);
    if (kept) this.options.apply(kept.set, change);
    this.changedWhileLoading.get(userId)?.push(change);
  }

  /** Drops what is kept of `userId` (or of everyone): the next read loads it again. */
  forget(userId?: string): void {
    if (userId === undefined) {
      this.members.clear();
      this.loading.clear();
      this.changedWhileLoading.clear();
      return;
    }
    this.members.delete(userId);
    this.loading.delete(userId);
    this.changedWhileLoading.delete(userId);
  }

  private async load(userId: string): Promise<Set> {
    const changes: Change[] = [];
    this.changedWhileLoading.set(userId, changes);
    const loadedAt = this.options.now();
    let set: Set;
    // still this member's latest load once it ends: no forget() came meanwhile
    let current = false;
    try {
      set = await this.options.load(userId);
    } finally {
      current = this.changedWhileLoading.get(userId) === changes;
      if (current) this.changedWhileLoading.delete(userId);
    }
    for (const change of changes) this.options.apply(set, change);
    // one that was forgotten may predate the change: returned, not kept
    if (current) {
      while (this.members.size >= this.options.maxMembers) {
        const oldest = this.members.keys().next();
        if (oldest.done) break;
        this.members.delete(oldest.value);
      }
      this.members.set(userId, { set, loadedAt });
    }
    return set;
  }
}

/** Where `key` is in the ascending `sorted` (hashes or ids of a member's set), -1 when absent. */
export function sortedIndexOf<T extends number | bigint>(sorted: ArrayLike<T>, key: T): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle];
    if (value === key) return middle;
    if (value < key) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
