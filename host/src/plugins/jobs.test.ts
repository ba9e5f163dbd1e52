import { describe, expect, it } from 'vitest';
import type { BackgroundJob, ServerContext, ServerLogger } from '@answer/sdk/server';
import { JobRunner } from './jobs';
import type { PluginRecord } from './registry';

const quietLog: ServerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** A runner over one plugin whose enable state the test switches, running `job` (every 5 ms unless `ownIntervals`). */
function runnerOf(job: BackgroundJob, ownIntervals = false) {
  const state = { serving: true };
  const record = { id: 'sample', server: { id: 'sample', jobs: () => [job] } } as unknown as PluginRecord;
  const runner = new JobRunner({
    registry: { loaded: () => [record], isServing: () => state.serving },
    contexts: new Map([['sample', {} as ServerContext]]),
    log: quietLog,
    refreshState: async () => undefined,
    intervalMs: ownIntervals ? undefined : 5,
    watchMs: 5,
  });
  return { runner, state };
}

describe('background jobs', () => {
  it('runs a job first after its firstRunMs, then every intervalMs', async () => {
    const started = Date.now();
    const at: number[] = [];
    const { runner } = runnerOf({ name: 'soon', intervalMs: 400, firstRunMs: 10, run: async () => void at.push(Date.now() - started) }, true);
    runner.start();
    await until(() => at.length >= 2);
    await runner.stop();
    expect(at[0]).toBeLessThan(400);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(390);
  });

  it('runs a serving plugin’s job again and again, one run at a time, and not while it is disabled', async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const { runner, state } = runnerOf({
      name: 'count',
      intervalMs: 60_000,
      async run() {
        running += 1;
        overlapped ||= running > 1;
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
      },
    });
    runner.start();
    await until(() => runs >= 3);
    expect(overlapped).toBe(false);
    state.serving = false;
    await until(() => running === 0);
    const stopped = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stopped);
    state.serving = true;
    await until(() => runs > stopped);
    await runner.stop();
  });

  it('aborts a run when its plugin is disabled and when the runner stops, and keeps going after a failing run', async () => {
    const signals: AbortSignal[] = [];
    let fail = true;
    const { runner, state } = runnerOf({
      name: 'wait',
      intervalMs: 60_000,
      async run(signal) {
        if (fail) {
          fail = false;
          throw new Error('first run fails');
        }
        signals.push(signal);
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
      },
    });
    runner.start();
    await until(() => signals.length === 1);
    state.serving = false;
    await until(() => signals[0].aborted);
    state.serving = true;
    await until(() => signals.length === 2);
    await runner.stop();
    expect(signals[1].aborted).toBe(true);
  });
});
