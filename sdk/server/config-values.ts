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

/** A table of numbers read before, with the stored values it was made from. */
interface NumbersRead {
  prefix: string;
  /** The map `getMany` answered with: the same map again means the same values. */
  found: Map<string, unknown> | null;
  stored: unknown[];
  numbers: Readonly<Record<string, number>>;
}

/** The config keys of `defaults` under a prefix, made once: `getMany` knows a list it was asked for before. */
const prefixedKeys = new WeakMap<object, Map<string, string[]>>();

function keysUnder(defaults: object, prefix: string): string[] {
  let byPrefix = prefixedKeys.get(defaults);
  if (!byPrefix) prefixedKeys.set(defaults, (byPrefix = new Map()));
  let keys = byPrefix.get(prefix);
  if (!keys) byPrefix.set(prefix, (keys = Object.keys(defaults).map((key) => `${prefix}${key}`)));
  return keys;
}

/**
 * The last table made per config service and `defaults`: pages read their thresholds on every
 * request, and the stored values change only when an admin saves them.
 */
const lastReads = new WeakMap<object, WeakMap<object, NumbersRead>>();

/**
 * Reads every key of `defaults` from the config table, each under `prefix` + key:
 * `readNumbers(ctx.config, {'answer.edit': 100}, 'rank.')` → `{'answer.edit': <rank.answer.edit or 100>}`.
 * The table is shared by the callers that read the same stored values: read it, never change it.
 * Pass `defaults` as a constant of the module: what was read is remembered per that object.
 */
export async function readNumbers<K extends string>(config: ServerContext['config'], defaults: Readonly<Record<K, number>>, prefix = ''): Promise<Readonly<Record<K, number>>> {
  let reads = lastReads.get(config);
  if (!reads) {
    reads = new WeakMap<object, NumbersRead>();
    lastReads.set(config, reads);
  }
  const last = reads.get(defaults);
  let stored: unknown[];
  let found: Map<string, unknown> | null = null;
  if (config.getMany) {
    const storedKeys = keysUnder(defaults, prefix);
    found = await config.getMany(storedKeys);
    if (last && last.prefix === prefix && last.found === found) return last.numbers as Readonly<Record<K, number>>;
    const answered = found;
    stored = storedKeys.map((key) => answered.get(key));
  } else {
    stored = await Promise.all(Object.keys(defaults).map((key) => config.get<unknown>(`${prefix}${key}`)));
  }
  if (last && last.prefix === prefix && last.stored.length === stored.length && last.stored.every((value, index) => Object.is(value, stored[index]))) {
    reads.set(defaults, { ...last, found });
    return last.numbers as Readonly<Record<K, number>>;
  }
  const keys = Object.keys(defaults) as K[];
  const numbers = Object.freeze(Object.fromEntries(keys.map((key, index) => [key, configNumber(stored[index], defaults[key])]))) as Readonly<Record<K, number>>;
  reads.set(defaults, { prefix, found, stored, numbers });
  return numbers;
}
