/**
 * Values kept in one process for a moment: settings, callers, counters read on nearly every
 * request and changed rarely. A read older than `maxAgeMs` goes back to the source; simultaneous
 * misses of one key share one load; `forget` drops keys (or everything) at once, and a load that
 * was under way when its key was forgotten is returned to its caller but not kept, since it may
 * predate the change. Other processes' changes show within `maxAgeMs`.
 */
export interface BriefCacheOptions {
  maxAgeMs: number;
  /** Keys kept at most; past that the cache starts over (it refills within `maxAgeMs`). */
  maxEntries: number;
  now?: () => number;
}

export class BriefCache<V> {
  private readonly entries = new Map<string, { value: V; readAt: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by `forget()` of everything; per key by `forget(keys)`. */
  private generation = 0;
  private readonly keyGenerations = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: BriefCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The kept value when fresh, undefined when it must be loaded. */
  peek(key: string): V | undefined {
    const kept = this.entries.get(key);
    return kept && this.now() - kept.readAt < this.options.maxAgeMs ? kept.value : undefined;
  }

  async read(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.readAt < this.options.maxAgeMs) return kept.value;
    const under = this.loading.get(key);
    if (under) return under;
    const seen = this.versionOf(key);
    const readAt = this.now();
    const loading = load().finally(() => {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    });
    this.loading.set(key, loading);
    const value = await loading;
    if (this.versionOf(key) === seen) {
      if (this.entries.size >= this.options.maxEntries) this.entries.clear();
      this.entries.set(key, { value, readAt });
    }
    return value;
  }

  /** Drops `keys`, or everything when none are named. */
  forget(keys?: Iterable<string>): void {
    if (!keys) {
      this.generation++;
      this.entries.clear();
      this.loading.clear();
      return;
    }
    for (const key of keys) {
      this.entries.delete(key);
      this.loading.delete(key);
      this.keyGenerations.set(key, (this.keyGenerations.get(key) ?? 0) + 1);
    }
    if (this.keyGenerations.size > this.options.maxEntries) {
      // starting the per-key counts over must not let a load under way store what it read
      this.keyGenerations.clear();
      this.generation++;
    }
  }

  private versionOf(key: string): string {
    return `${this.generation}:${this.keyGenerations.get(key) ?? 0}`;
  }
}
