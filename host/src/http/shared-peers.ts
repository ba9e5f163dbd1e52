/**
 * Several host processes on one database each keep their own shared responses; a counter in the
 * database tells them apart. A process adds one on each of its invalidations, and reads it at most
 * once a second while serving guests: a count it did not make means another process wrote, so it
 * drops everything it kept. A guest may see another process's write up to a second late.
 */
import type { PeerSync } from './shared-responses';

export interface SharedCounter {
  increment(): Promise<number>;
  read(): Promise<number>;
}

export interface PeerSyncOptions {
  counter: SharedCounter;
  /** Drops every kept response of this process (without announcing it again). */
  dropAll(): void;
  log: { warn(message: string, detail?: unknown): void };
  pollEveryMs?: number;
  now?: () => number;
}

export function peerSync(options: PeerSyncOptions): PeerSync {
  const now = options.now ?? Date.now;
  const pollEveryMs = options.pollEveryMs ?? 1000;
  let known: number | null = null;
  let lastPoll = 0;
  let announcing: Promise<void> = Promise.resolve();
  let pending = 0;
  const warn = (error: unknown) => options.log.warn('the shared response counter is out of reach', error);

  return {
    announce() {
      pending += 1;
      announcing = announcing
        .then(async () => {
          const count = await options.counter.increment();
          // a jump of more than one: another process counted in between
          if (known !== null && count !== known + 1) options.dropAll();
          known = count;
        })
        .catch(warn)
        .finally(() => {
          pending -= 1;
        });
    },
    listen() {
      const at = now();
      if (pending > 0 || at - lastPoll < pollEveryMs) return;
      lastPoll = at;
      options.counter
        .read()
        .then((count) => {
          if (pending > 0) return;
          if (known !== null && count !== known) options.dropAll();
          known = count;
        })
        .catch(warn);
    },
  };
}
