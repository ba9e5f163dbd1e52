/** Numbers as the site shows them (spec 9): plain below 10,000, then `k`, and `m` from a million. */

const UNITS: { from: number; divisor: number; suffix: string }[] = [
  { from: 1_000_000, divisor: 1_000_000, suffix: 'm' },
  { from: 10_000, divisor: 1_000, suffix: 'k' },
];

/** One decimal, cut rather than rounded, so 19,999 reads 19.9k and never overstates the count. */
export function compactCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const whole = Math.trunc(value);
  const size = Math.abs(whole);
  const unit = UNITS.find((candidate) => size >= candidate.from);
  if (!unit) return String(whole);
  const tenths = Math.floor((size * 10) / unit.divisor) / 10;
  return `${whole < 0 ? '-' : ''}${tenths}${unit.suffix}`;
}
