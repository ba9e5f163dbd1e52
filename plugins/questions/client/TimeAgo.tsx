import { useDateFormat, useKernel, useT } from '@answer/sdk';
import { relativeTime } from './format';

/** BCP 47 form of the kernel's language (`en_US` → `en-US`). */
export const localeOf = (language: string) => language.replace('_', '-');

/**
 * A moment as "3 hours ago" in the current language (a plain date after a week), with the exact
 * date and time in its title (absolute dates in the site's time zone).
 */
export function TimeAgo({ seconds }: { seconds: number }) {
  const { i18n } = useKernel();
  const t = useT();
  const dates = useDateFormat();
  const locale = localeOf(i18n.language);
  const relative = relativeTime(seconds, Math.floor(Date.now() / 1000));
  const exact = new Date(seconds * 1000);
  let label: string;
  if (relative.unit === 'now') label = t('time.now');
  else if (relative.unit === 'date') label = dates.date(seconds);
  else label = new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-relative.count, relative.unit);
  return (
    <time dateTime={exact.toISOString()} title={dates.dateTime(seconds)}>
      {label}
    </time>
  );
}
