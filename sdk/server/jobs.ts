/**
 * Background work of a plugin: things that must happen later or again, never in a request's path
 * (sending a queued delivery, retrying one that failed, clearing old rows). The host runs each job
 * of a serving plugin on its interval, one run at a time, and stops them when the plugin is
 * disabled or the host closes. Several host processes may run the same job against one database:
 * a job claims its work in the database (an update only one process wins), never in memory.
 */

export interface BackgroundJob {
  /** Names the job in logs; unique within the plugin. */
  name: string;
  /** Milliseconds from the end of one run to the start of the next. */
  intervalMs: number;
  /** Milliseconds from the host serving the site to the first run; `intervalMs` when absent. */
  firstRunMs?: number;
  /**
   * One run. `signal` aborts when the plugin is disabled or the host closes: stop soon, leaving
   * claimed work for a later run (or another process) to pick up. A run that throws is logged and
   * the job runs again on its next turn.
   */
  run(signal: AbortSignal): Promise<void>;
}

/**
 * Environment variable that overrides every job's interval (milliseconds), so tests need not wait
 * for production intervals. Unset in production.
 */
export const JOBS_INTERVAL_VARIABLE = 'ANSWER_JOBS_INTERVAL_MS';
