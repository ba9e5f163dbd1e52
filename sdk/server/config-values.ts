/**
 * Numbers kept in Answer's `config` table (`rank.*` thresholds and the like), read with the
 * defaults a fresh site seeds: the admin may change them at any time, so plugins read them per
 * request rather than caching them.
 */
import type { ServerContext } from './context';

/** A stored config value as a number; `fallback` when missing, blank or not numeric. */
export function configNumber(stored: unknown, fallback: number): number {
  if (stored === null || stored === undefined || (typeof stored === 'string' && stored.trim() === '')) return fallback;
  if (typeof stored !== 'number' && typeof stored !== 'string') return fallback;
  const value = Number(stored);
  return Number.isFinite(value) ? value : fallback;
}

/**
 * Reads every key of `defaults` from the config table, each under `prefix` + key:
 * `readNumbers(ctx.config, {'answer.edit': 100}, 'rank.')` → `{'answer.edit': <rank.answer.edit or 100>}`.
 */
export async function readNumbers<K extends string>(config: ServerContext['config'], defaults: Readonly<Record<K, number>>, prefix = ''): Promise<Record<K, number>> {
  const keys = Object.keys(defaults) as K[];
  if (config.getMany) {
    const stored = await config.getMany(keys.map((key) => `${prefix}${key}`));
    return Object.fromEntries(keys.map((key) => [key, configNumber(stored.get(`${prefix}${key}`), defaults[key])])) as Record<K, number>;
  }
  const values = await Promise.all(keys.map(async (key) => configNumber(await config.get<unknown>(`${prefix}${key}`), defaults[key])));
  return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Record<K, number>;
}
