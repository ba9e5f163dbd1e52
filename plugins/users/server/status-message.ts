/**
 * The note a profile shows about a member who cannot take part as usual (Answer's `status_msg`):
 * an account not activated yet, a suspension (for good, or until a time given in UTC) or a
 * deleted account. Translated, and HTML: Answer's pages render it as it comes.
 */

/** Answer treats a suspension ending in 2099 or later as one for good. */
const FOREVER_FROM = Date.UTC(2099, 0, 1) / 1000;

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** Whether a suspension ending at `until` (Unix seconds, 0 for none given) is for good. */
export const suspendedForGood = (until: number): boolean => until <= 0 || until >= FOREVER_FROM;

const two = (value: number): string => String(value).padStart(2, '0');

/** `at` (Unix seconds) as the language writes a date with its time, in UTC. */
export function dateWithTime(t: Translate, at: number): string {
  const date = new Date(at * 1000);
  return t('users.date_with_time', {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    time: `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`,
  });
}

/** The note for a member whose status (as `user.basic_info` gives it) is `status`; '' for none. */
export function statusMessage(t: Translate, status: string, suspendedUntil: number): string {
  switch (status) {
    case 'inactive':
      return t('users.status_msg.inactive');
    case 'suspended':
      return suspendedForGood(suspendedUntil) ? t('users.status_msg.suspended_forever') : t('users.status_msg.suspended_until', { until: dateWithTime(t, suspendedUntil) });
    case 'deleted':
      return t('users.status_msg.deleted');
    default:
      return '';
  }
}
