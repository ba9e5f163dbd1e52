/** Deterministic text and numbers for the seeded community: the same size always gives the same site. */

/** Small, fast, seeded PRNG (mulberry32): the same size always gives the same community. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WORDS =
  'index query cache latency thread socket buffer router plugin schema migration deploy container kernel package module compile runtime vector matrix stream parser token session cookie header payload server client browser render layout widget column table cursor commit branch merge rebase docker python rust golang node react vue kotlin swift linux windows macos network proxy certificate encrypt hash memory garbage pointer'.split(
    ' ',
  );

export function words(rand: () => number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]);
  return out.join(' ');
}

/** `1` + 3-digit type + 13-digit sequence, as the host's `ctx.ids.next` makes them. */
export function contentId(objectType: number, sequence: number): string {
  return `1${String(objectType).padStart(3, '0')}${String(sequence).padStart(13, '0')}`;
}

/** Skewed towards 0: index `i` of `n` with a long tail (power users, popular tags). */
export function skewed(rand: () => number, n: number, power = 3): number {
  return Math.min(n - 1, Math.floor(n * Math.pow(rand(), power)));
}
