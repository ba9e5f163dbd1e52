/** Whether two flat forms hold the same values for `keys` (missing counts as empty). */
export function sameValues<T extends object>(a: T, b: T, keys: readonly (keyof T)[]): boolean {
  return keys.every((key) => (a[key] ?? '') === (b[key] ?? ''));
}
