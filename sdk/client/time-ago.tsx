import { relativeTime } from './counts';
import { intlLocale, useDateFormat } from './date-format';
import { useKernel, useT } from './react';

export interface TimeAgoProps {
  /** Unix seconds. */
  seconds: number;
  /** Words before the moment ("Joined", "asked"). */
  prefix?: string;
  className?: string;
}

/**
 * A moment as "3 hours ago" in the reader's language (a plain date after a week), with the exact
 * date and time in its title, both in the site's time zone.
 */
export function TimeAgo({ seconds, prefix, className }: TimeAgoProps) {
  const { i18n } = useKernel();
  const t = useT();
  const dates = useDateFormat();
  const relative = relativeTime(seconds, Math.floor(Date.now() / 1000));
  let label: string;
  if (relative.unit === 'now') label = t('kernel:time.now');
  else if (relative.unit === 'date') label = dates.date(seconds);
  else label = new Intl.RelativeTimeFormat(intlLocale(i18n.language), { numeric: 'always' }).format(-relative.count, relative.unit);
  return (
    <time dateTime={new Date(seconds * 1000).toISOString()} title={dates.dateTime(seconds)} className={className}>
      {prefix ? `${prefix} ${label}` : label}
    </time>
  );
}
