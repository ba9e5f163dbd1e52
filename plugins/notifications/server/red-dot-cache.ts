/**
 * The bell's counts per member, kept for a moment. Every open tab asks every three seconds; a
 * member with a few tabs open, or a busy site, would otherwise read the same counts many times a
 * second. This process's own changes (a new notification, a cleared dot, a read item) drop the
 * member's counts at once; another host process's show within `RED_DOT_MAX_AGE_MS`, less than a
 * poll's interval.
 */
import { BriefCache, type ServerContext } from '@answer/sdk/server';
import type { RedDot } from './page';

export const RED_DOT_MAX_AGE_MS = 2000;

export class RedDotCache extends BriefCache<RedDot> {
  constructor(maxAgeMs = RED_DOT_MAX_AGE_MS, now: () => number = Date.now) {
    super({ maxAgeMs, maxEntries: 50_000, now });
  }
}

const caches = new WeakMap<ServerContext, RedDotCache>();

/** The cache of the plugin instance `ctx` belongs to (its routes and event handlers share one context). */
export function redDotCache(ctx: ServerContext): RedDotCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new RedDotCache()));
  return cache;
}
