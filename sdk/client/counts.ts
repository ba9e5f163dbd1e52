/** Numbers and moments as lists show them, the same on every page of every plugin. */

export { formatCount, pageWindow } from '../shared/counts';

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
