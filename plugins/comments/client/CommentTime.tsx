import { useDateFormat, useKernel, useT } from '@answer/sdk';
import { elapsedUnit } from './paging';

/** "5 minutes ago" in the interface language; the exact moment (in the site's time zone) in the tooltip. */
export function CommentTime({ seconds }: { seconds: number }) {
  const { i18n } = useKernel();
  const t = useT();
  const dates = useDateFormat();
  const locale = i18n.language.replace('_', '-');
  const moment = new Date(seconds * 1000);
  const elapsed = elapsedUnit(Math.max(0, Math.floor(Date.now() / 1000) - seconds));
  return (
    <time dateTime={moment.toISOString()} title={dates.dateTime(seconds)}>
      {elapsed ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-elapsed.value, elapsed.unit) : t('comment.just_now')}
    </time>
  );
}
