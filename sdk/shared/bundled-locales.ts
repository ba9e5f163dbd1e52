/**
 * Dates and plural forms of the two languages the site ships (en_US, zh_CN), written as ICU
 * writes them (UTC). The first `Intl.DateTimeFormat` of a process maps about 7 MB of ICU data
 * into its memory for good and `Intl.PluralRules` about 3 MB: a server rendering pages in the
 * bundled languages needs neither. Other languages return null, and the caller asks Intl.
 */

export type DateStyle = 'medium' | 'long';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type Locale = 'en' | 'zh';

function localeOf(lang: string): Locale | null {
  const tag = lang.replace('_', '-').toLowerCase();
  if (tag === 'en' || tag === 'en-us') return 'en';
  if (tag === 'zh' || tag === 'zh-cn') return 'zh';
  return null;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

function english(date: Date, style: DateStyle): string {
  const month = MONTHS[date.getUTCMonth()];
  const day = `${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  if (style === 'medium') return `${month.slice(0, 3)} ${day}`;
  const hours = date.getUTCHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${twoDigits(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${month} ${day} at ${clock}`;
}

function chinese(date: Date, style: DateStyle): string {
  const day = `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
  return style === 'medium' ? day : `${day} ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
}

/**
 * `date` as `Intl.DateTimeFormat(lang, {timeZone: 'UTC'})` writes it with `dateStyle: 'medium'`
 * or, for `long`, `dateStyle: 'long', timeStyle: 'short'`; null for a language not bundled.
 */
export function bundledDate(lang: string, date: Date, style: DateStyle): string | null {
  const locale = localeOf(lang);
  if (locale === null || Number.isNaN(date.getTime())) return null;
  return locale === 'en' ? english(date, style) : chinese(date, style);
}

/** The plural category of a whole `count` (`one`, `other`) in a bundled language; null for others. */
export function bundledPlural(lang: string, count: number): string | null {
  const locale = localeOf(lang);
  if (locale === null || !Number.isInteger(count)) return null;
  return locale === 'en' && count === 1 ? 'one' : 'other';
}
