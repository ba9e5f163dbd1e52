/**
 * The totals of the question lists, kept per filter so a list page does not count every visible
 * question on each request. This process drops them when it writes questions; writes of other
 * host processes show once an entry expires (`LIST_COUNT_TTL_MS`): the expired total is answered
 * once more while it is counted again in the background, so no request waits for a recount that
 * only other processes' writes made necessary. Small totals are not kept:
 * counting them costs about as much as the lookup, and they stay exact for every process.
 */
import type { ServerContext } from '@answer/sdk/server';

export const LIST_COUNT_TTL_MS = 30_000;
/** Totals below this are counted on every request. */
export const SMALL_COUNT = 100;
/** Filters kept at most (tags, members and windows make many); the oldest goes first. */
const MAX_ENTRIES = 10_000;

/** What a kept total depends on; `forget` can drop only the entries a write touched. */
export interface CountScope {
  /** Only questions without answers are counted. */
  unanswered: boolean;
  /** Only questions linking to one question are counted. */
  linked: boolean;
}

interface Entry {
  value: number;
  expiresAt: number;
  scope: CountScope;
}

export class ListCounts {
  private readonly entries = new Map<string, Entry>();
  private readonly counting = new Map<string, Promise<number>>();
  /** Bumped by every `forget`: a count that started before a write must not be kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs = LIST_COUNT_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The kept total of `key`, or `count()`'s; concurrent callers of one key share one count. */
  async get(key: string, scope: CountScope, count: () => Promise<number>): Promise<number> {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > this.clock()) return kept.value;
    const running = this.counting.get(key);
    if (kept) {
      // expired: only other processes' writes can have changed it since; recount without waiting
      if (!running) this.recount(key, scope, count).catch(() => this.entries.delete(key));
      return kept.value;
    }
    return running ?? this.recount(key, scope, count);
  }

  private recount(key: string, scope: CountScope, count: () => Promise<number>): Promise<number> {
    const generation = this.generation;
    const counted = count().then(
      (value) => {
        if (this.counting.get(key) === counted) this.counting.delete(key);
        if (generation !== this.generation) return value;
        this.entries.delete(key);
        if (value < SMALL_COUNT) return value;
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, { value, expiresAt: this.clock() + this.ttlMs, scope });
        return value;
      },
      (error: unknown) => {
        if (this.counting.get(key) === counted) this.counting.delete(key);
        throw error;
      },
    );
    this.counting.set(key, counted);
    return counted;
  }

  /** Drops every kept total, or only those whose scope `touched` says a write changed. */
  forget(touched?: (scope: CountScope) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (!touched || touched(entry.scope)) this.entries.delete(key);
    // counts under way may have read the rows before the write: later callers count again
    this.counting.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const bySite = new WeakMap<ServerContext, ListCounts>();

/** The totals of the site `ctx` serves (one host process may serve several sites in tests). */
export function listCountsOf(ctx: ServerContext): ListCounts {
  let counts = bySite.get(ctx);
  if (!counts) {
    counts = new ListCounts();
    bySite.set(ctx, counts);
  }
  return counts;
}

/** After a question was asked, deleted, edited (tags), moderated or removed: every total may have changed. */
export const forgetListCounts = (ctx: ServerContext): void => listCountsOf(ctx).forget();

/** After a question's answers changed: its answer count and the links in its answers. */
export const forgetAnswerCounts = (ctx: ServerContext): void => listCountsOf(ctx).forget((scope) => scope.unanswered || scope.linked);
