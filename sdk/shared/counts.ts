/** Numbers as lists show them, in the browser and in server-rendered pages alike. */

/** Counts as Answer shows them: `12.3k` from 10,000 and `1.2m` from a million, one decimal, never rounded up. */
export function formatCount(value: number): string {
  const whole = Math.trunc(Number(value) || 0);
  const abs = Math.abs(whole);
  const sign = whole < 0 ? '-' : '';
  const short = (divisor: number, unit: string) => `${sign}${Math.floor((abs / divisor) * 10) / 10}${unit}`;
  if (abs >= 1_000_000) return short(1_000_000, 'm');
  if (abs >= 10_000) return short(1_000, 'k');
  return `${sign}${abs}`;
}

/** Page numbers to show around the current page of a list, with `null` for a gap. */
export function pageWindow(current: number, total: number, radius = 2): (number | null)[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page += 1) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) out.push(null);
    out.push(page);
  });
  return out;
}
