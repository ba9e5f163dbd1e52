import { useT } from '@answer/sdk';
import type { BackfillProgress } from '../api';
import { isRunning, percentDone } from './progress';

/** How far handing a freshly activated badge to those who already qualify has got; nothing once done. */
export function BackfillBar({ progress, name }: { progress: BackfillProgress | null | undefined; name: string }) {
  const t = useT();
  if (!isRunning(progress)) return null;
  const percent = percentDone(progress);
  const label = t('admin.backfill', { done: progress.done, total: progress.total });
  return (
    <div className="mt-2" data-testid="badge-backfill">
      <div className="progress" role="progressbar" aria-label={t('admin.backfill_label', { name })} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} style={{ height: 6 }}>
        <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }} />
      </div>
      <div className="small text-secondary mt-1">{label}</div>
    </div>
  );
}
