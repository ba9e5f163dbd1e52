/**
 * One value per site, made on first use and gone with the site's context: what a plugin keeps in
 * memory for a site (a cache, a buffer) without a module-level singleton that two sites in one
 * process (tests, embedding hosts) would share. `const countsOf = perSite((ctx) => new Counts(ctx))`.
 */
import type { ServerContext } from './context';

export function perSite<T>(make: (ctx: ServerContext) => T): (ctx: ServerContext) => T {
  const bySite = new WeakMap<ServerContext, T>();
  return (ctx) => {
    if (bySite.has(ctx)) return bySite.get(ctx) as T;
    const made = make(ctx);
    bySite.set(ctx, made);
    return made;
  };
}
