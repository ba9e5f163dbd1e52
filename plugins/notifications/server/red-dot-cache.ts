/**
 * The bell's counts per member, kept for a moment. Every open tab asks every three seconds; a
 * member with a few tabs open, or a busy site, would otherwise read the same counts many times a
 * second. This process's own changes (a new notification, a cleared dot, a read item) drop the
 * member's counts at once; another host process's show within `RED_DOT_MAX_AGE_MS`, less than a
 * poll's interval.
 */
import type { ServerContext } from '@answer/sdk/server';
import type { RedDot } from './page';

export const RED_DOT_MAX_AGE_MS = 2000;
/** Members kept at most; past that the cache starts over. */
const MAX_MEMBERS = 50_000;

export class RedDotCache {
  private readonly dots = new Map<string, { dot: RedDot; readAt: number }>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly maxAgeMs = RED_DOT_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async read(userId: string, load: () => Promise<RedDot>): Promise<RedDot> {
    const kept = this.dots.get(userId);
    if (kept && this.now() - kept.readAt < this.maxAgeMs) return kept.dot;
    const generation = this.generations.get(userId) ?? 0;
    const readAt = this.now();
    const dot = await load();
    // counts read while the member's notifications changed may not include the change
    if ((this.generations.get(userId) ?? 0) === generation) {
      if (this.dots.size >= MAX_MEMBERS) this.dots.clear();
      this.dots.set(userId, { dot, readAt });
    }
    return dot;
  }

  /** The member's kept counts when fresh, undefined when they must be read. */
  peek(userId: string): RedDot | undefined {
    const kept = this.dots.get(userId);
    return kept && this.now() - kept.readAt < this.maxAgeMs ? kept.dot : undefined;
  }

  forget(userIds: Iterable<string>): void {
    for (const userId of userIds) {
      this.dots.delete(userId);
      this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    }
    // generations only matter while a read is under way; bounded like the counts
    if (this.generations.size >= MAX_MEMBERS) this.generations.clear();
  }
}

const caches = new WeakMap<ServerContext, RedDotCache>();

/** The cache of the plugin instance `ctx` belongs to (its routes and event handlers share one context). */
export function redDotCache(ctx: ServerContext): RedDotCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new RedDotCache()));
  return cache;
}
