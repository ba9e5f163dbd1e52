import { useDateFormat, useKernel, useT } from '@answer/sdk';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86400],
  ['month', 30 * 86400],
  ['year', 365 * 86400],
];

/** The largest unit that fits `elapsed` seconds, with its count; null under a minute. */
export function relativeUnit(elapsed: number): { unit: Intl.RelativeTimeFormatUnit; count: number } | null {
  let best: { unit: Intl.RelativeTimeFormatUnit; count: number } | null = null;
  for (const [unit, size] of STEPS) if (elapsed >= size) best = { unit, count: Math.floor(elapsed / size) };
  return best;
}

/** "3 hours ago" in the interface language, the exact moment (in the site's time zone) in the tooltip and `datetime`. */
export function RelativeTime({ seconds }: { seconds: number }) {
  const { i18n } = useKernel();
  const t = useT();
  const dates = useDateFormat();
  const locale = i18n.language.replace('_', '-');
  const moment = new Date(seconds * 1000);
  const step = relativeUnit(Math.max(0, Math.floor(Date.now() / 1000) - seconds));
  const text = step ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-step.count, step.unit) : t('time.just_now');
  return (
    <time dateTime={moment.toISOString()} title={dates.dateTime(seconds)}>
      {text}
    </time>
  );
}
