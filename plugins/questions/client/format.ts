/** Number and time formatting for list items. */

/** Counts as the lists show them: `k` from 10,000 and `m` from 1,000,000, one decimal, never rounded up. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(value));
  const short = (divisor: number, unit: string) => `${sign}${Math.floor((abs / divisor) * 10) / 10}${unit}`;
  if (abs >= 1_000_000) return short(1_000_000, 'm');
  if (abs >= 10_000) return short(1_000, 'k');
  return `${sign}${abs}`;
}

export type RelativeUnit = 'now' | 'minutes' | 'hours' | 'days' | 'date';

export interface RelativeTime {
  unit: RelativeUnit;
  /** minutes, hours or days ago; 0 for `now` and `date` */
  count: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `seconds` was: "just now", minutes, hours, up to 7 days, then a plain date. */
export function relativeTime(seconds: number, nowSeconds: number): RelativeTime {
  const elapsed = Math.max(0, nowSeconds - seconds);
  if (elapsed < MINUTE) return { unit: 'now', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed < 7 * DAY) return { unit: 'days', count: Math.floor(elapsed / DAY) };
  return { unit: 'date', count: 0 };
}

/** Page numbers to show around the current page, with `null` for a gap. */
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

/** The `?page=` of a list's address: a whole number from 1, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
