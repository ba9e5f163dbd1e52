/**
 * Absolute dates as the site shows them: in the site's time zone (admin's interface setting,
 * `siteinfo.interface.time_zone`) and the reader's language, so every plugin writes the same
 * moment the same way. Relative times ("3 minutes ago") do not depend on a zone and stay each
 * component's own.
 */
import { useMemo } from 'react';
import { useKernel } from './react';

export type DateStyle = 'date' | 'datetime';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
};

/** The zone a site without the setting (or with one this browser does not know) uses. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** BCP 47 form of the kernel's language (`zh_CN` → `zh-CN`). */
export const intlLocale = (language: string): string => language.replace(/_/g, '-');

function formatter(language: string, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const options = { ...STYLES[style], timeZone: timeZone || DEFAULT_TIME_ZONE };
  try {
    return new Intl.DateTimeFormat(intlLocale(language), options);
  } catch {
    // an unknown zone or language: the site's moment in UTC, in the browser's language, still reads right
    try {
      return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: DEFAULT_TIME_ZONE });
    } catch {
      return new Intl.DateTimeFormat(undefined, { ...options, timeZone: DEFAULT_TIME_ZONE });
    }
  }
}

/** A Unix time in seconds as a date (`Jan 2, 2024`) or date and time (`Jan 2, 2024, 10:05 AM`) in `timeZone`. */
export function formatDateTime(seconds: number, timeZone: string, language: string, style: DateStyle = 'datetime'): string {
  return formatter(language, timeZone, style).format(new Date(seconds * 1000));
}

export interface DateFormat {
  /** The site's time zone. */
  timeZone: string;
  /** Date and time, for tooltips and exact moments. */
  dateTime(seconds: number): string;
  /** The date alone. */
  date(seconds: number): string;
}

/** Formats in the site's time zone and the current language. */
export function useDateFormat(): DateFormat {
  const { site, i18n } = useKernel();
  const timeZone = site.info.interface?.time_zone || DEFAULT_TIME_ZONE;
  const language = i18n.language;
  return useMemo(() => {
    const dateTime = formatter(language, timeZone, 'datetime');
    const date = formatter(language, timeZone, 'date');
    return { timeZone, dateTime: (seconds) => dateTime.format(new Date(seconds * 1000)), date: (seconds) => date.format(new Date(seconds * 1000)) };
  }, [language, timeZone]);
}
