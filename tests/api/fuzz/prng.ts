/**
 * A small seedable generator (mulberry32): the same seed yields the same requests, so a failure
 * found once can be replayed with `ANSWER_FUZZ_SEED=<seed>`.
 */
export interface Rng {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  return {
    seed,
    next,
    int,
    pick: (items) => items[int(items.length)],
    sample(items, count) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, count);
    },
    chance: (probability) => next() < probability,
  };
}

/** The seed of this run: the environment's when replaying, else a fresh one. */
export function runSeed(): number {
  const fixed = Number(process.env.ANSWER_FUZZ_SEED);
  return Number.isInteger(fixed) && fixed > 0 ? fixed : Math.floor(Math.random() * 2 ** 31) + 1;
}
