/**
 * `ctx.rateLimit`: fixed windows counted in the shared cache, so limits hold across host
 * processes. Over the limit: 400 with `err_type: toast` (the browser shows a red toast) and a
 * `Retry-After` header.
 */
import { ApiError, type CacheService, type RateLimiter, type RateLimitRule } from '@answer/sdk/server';

export const RATE_LIMITED = 'error.common.rate_limited';

export function createRateLimiter(cache: CacheService, now: () => number = Date.now): RateLimiter {
  return {
    async hit(_request, scope, keys, rule: RateLimitRule) {
      const seconds = Math.floor(now() / 1000);
      const window = Math.max(1, Math.floor(rule.windowSeconds));
      const windowStart = seconds - (seconds % window);
      let over = false;
      // Every key counts the hit, so a blocked caller cannot spread attempts across accounts.
      for (const key of new Set(keys.filter(Boolean))) {
        const count = await cache.increment(`${scope}:${key.toLowerCase()}:${windowStart}`, window);
        if (count > rule.max) over = true;
      }
      if (!over) return;
      const retryAfter = Math.max(1, windowStart + window - seconds);
      throw new ApiError(400, RATE_LIMITED, { err_type: 'toast' }, { minutes: Math.ceil(retryAfter / 60) }, { 'retry-after': String(retryAfter) });
    },
  };
}
