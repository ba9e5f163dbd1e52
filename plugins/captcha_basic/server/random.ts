/** Randomness for codes and drawing, behind one type so tests can pass a seeded source. */
import { randomBytes } from 'node:crypto';

/** Returns a float in [0, 1), like `Math.random`. */
export type Random = () => number;

/* 48 random bits: as many as `readUIntBE` reads at once, and more than a float's fraction needs for drawing. */
const RANDOM_BYTES = 6;
const FLOAT_STEPS = 2 ** (RANDOM_BYTES * 8);

/** Uniform floats from the operating system's generator: a code must not be guessable from earlier ones. */
export const secureRandom: Random = () => randomBytes(RANDOM_BYTES).readUIntBE(0, RANDOM_BYTES) / FLOAT_STEPS;

/** A float in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

/** An integer in [min, max], both included. */
export function integerBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A repeatable sequence (mulberry32) for tests: the same seed draws the same picture. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
