/**
 * Runs the plugins' background jobs (`BackgroundJob`): each on its own timer, one run at a time,
 * only while its plugin serves. A run in progress is aborted when its plugin is disabled and when
 * the host closes; closing waits for runs to wind down so no query outlives the database.
 */
import { JOBS_INTERVAL_VARIABLE, type BackgroundJob, type ServerContext, type ServerLogger } from '@answer/sdk/server';
import { errorMessage } from './loader';
import type { PluginRegistry } from './registry';

export interface JobRunnerDeps {
  registry: Pick<PluginRegistry, 'loaded' | 'isServing'>;
  contexts: Map<string, ServerContext>;
  log: ServerLogger;
  /** Brings the plugins' enable state up to date (another process may have switched one). */
  refreshState(): Promise<void>;
  /** Overrides every job's interval (tests), from `ANSWER_JOBS_INTERVAL_MS` by default. */
  intervalMs?: number;
  /** How often a running job's plugin is checked (1 s by default). */
  watchMs?: number;
}

interface Scheduled {
  pluginId: string;
  job: BackgroundJob;
  timer: NodeJS.Timeout | null;
  controller: AbortController | null;
  running: Promise<void> | null;
}

/** How often a running job's plugin is checked by default, to abort the run once it is disabled. */
const WATCH_MS = 1000;
/** Closing waits this long for runs to notice their abort. */
const STOP_GRACE_MS = 10_000;

function intervalFromEnvironment(): number | undefined {
  const value = Number(process.env[JOBS_INTERVAL_VARIABLE]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export class JobRunner {
  private readonly scheduled: Scheduled[] = [];
  private watcher: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;
  private readonly intervalOverride: number | undefined;

  constructor(private readonly deps: JobRunnerDeps) {
    this.intervalOverride = deps.intervalMs ?? intervalFromEnvironment();
  }

  /** Builds every loaded plugin's jobs and starts their timers; later calls do nothing. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const record of this.deps.registry.loaded()) {
      const context = this.deps.contexts.get(record.id);
      if (!record.server?.jobs || !context) continue;
      try {
        for (const job of record.server.jobs(context)) this.schedule({ pluginId: record.id, job, timer: null, controller: null, running: null }, job.firstRunMs);
      } catch (error) {
        this.deps.log.error(`plugin ${record.id}: jobs() failed`, errorMessage(error));
      }
    }
    if (this.scheduled.length > 0) this.watcher = setInterval(() => this.abortDisabled(), this.deps.watchMs ?? WATCH_MS).unref();
  }

  /** Stops the timers, aborts runs in progress and waits (a while) for them to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.watcher) clearInterval(this.watcher);
    const running: Promise<void>[] = [];
    for (const entry of this.scheduled) {
      if (entry.timer) clearTimeout(entry.timer);
      entry.controller?.abort();
      if (entry.running) running.push(entry.running);
    }
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(running), new Promise<void>((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS)))]);
    clearTimeout(grace);
  }

  private schedule(entry: Scheduled, delayMs = entry.job.intervalMs): void {
    if (!this.scheduled.includes(entry)) this.scheduled.push(entry);
    if (this.stopped) return;
    entry.timer = setTimeout(() => void this.tick(entry), this.intervalOverride ?? delayMs);
    entry.timer.unref();
  }

  private async tick(entry: Scheduled): Promise<void> {
    entry.timer = null;
    if (this.stopped) return;
    try {
      await this.deps.refreshState();
    } catch (error) {
      this.deps.log.warn('plugin state could not be refreshed for background jobs', errorMessage(error));
    }
    if (this.stopped) return;
    if (!this.deps.registry.isServing(entry.pluginId)) return this.schedule(entry);
    const controller = new AbortController();
    entry.controller = controller;
    entry.running = entry.job
      .run(controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) this.deps.log.warn(`job ${entry.pluginId}/${entry.job.name} failed`, errorMessage(error));
      })
      .finally(() => {
        entry.controller = null;
        entry.running = null;
        this.schedule(entry);
      });
  }

  private abortDisabled(): void {
    for (const entry of this.scheduled) {
      if (entry.controller && !this.deps.registry.isServing(entry.pluginId)) entry.controller.abort();
    }
  }
}
