/** Dates of the admin user pages, in the interface language and the site's time zone. */
import { DEFAULT_TIME_ZONE, formatDateTime } from '@answer/sdk';

/** `en_US` → `en-US`, the form Intl expects. */
export const intlLocale = (language: string): string => language.replace(/_/g, '-');

/** A suspension "forever" is stored as the end of 2099, as Answer does; anything that far is shown as forever. */
const FOREVER_FROM = Date.UTC(2099, 0, 1) / 1000;

export const isForever = (seconds: number): boolean => seconds >= FOREVER_FROM;

/** A Unix-seconds time as a date (or date and time) in `timeZone`; '' for 0, which means never. */
export function formatTime(seconds: number, language: string, withTime = false, timeZone = DEFAULT_TIME_ZONE): string {
  if (!seconds) return '';
  return formatDateTime(seconds, timeZone, language, withTime ? 'datetime' : 'date');
}
