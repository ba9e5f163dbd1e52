/** The backfill after an activation, as the admin list reports it. */
import type { BackfillProgress } from '../api';

/** True while some awards are still to be handed out. */
export function isRunning(progress: BackfillProgress | null | undefined): progress is BackfillProgress {
  return !!progress && Number(progress.total) > 0 && Number(progress.done) < Number(progress.total);
}

export const anyRunning = (rows: readonly { progress?: BackfillProgress | null }[]) => rows.some((row) => isRunning(row.progress));

/** Whole per cent done, 0 to 100. */
export function percentDone(progress: BackfillProgress): number {
  const total = Number(progress.total);
  if (!(total > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((Number(progress.done) / total) * 100)));
}
