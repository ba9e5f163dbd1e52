/**
 * The background job that posts queued deliveries: claims due rows, posts each with the admin's
 * time limit, and writes the outcome: delivered; waiting for another try after an exponential
 * back-off (30 s, 1 min, 2 min, ... at most an hour) when the receiver failed or was away; failed
 * once the tries run out or the receiver refused. Runs outside every request.
 */
import type { BackgroundJob, ServerContext } from '@answer/sdk/server';
import { hostOf } from './address-guard';
import { postJson, type PostOutcome } from './post';
import { claimDue, forgetFinished, release, settle, type Claimed, type Outcome } from './queue';
import { adminSettings } from './settings';
import { chatDb, nowSeconds } from './tables';

const INTERVAL_MS = 2000;
/** Posts under way at once; a receiver that hangs holds only its own. */
const IN_FLIGHT = 8;
/** While posts are under way, how often to look for new due rows. */
const REFILL_MS = 500;
/** Posts one run starts at most, so a long queue does not keep a run going forever. */
const PER_RUN = 200;
const FIRST_BACKOFF_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 3600;
/** Finished rows are kept this long for the members' lists. */
const KEEP_SECONDS = 30 * 24 * 3600;
const CLEANUP_EVERY_SECONDS = 3600;

/** Seconds to wait after the `attempts`-th failed try. */
export function backoffSeconds(attempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, FIRST_BACKOFF_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/** What a post's result makes of the row, after `claim.attempts + 1` tries. */
export function outcomeOf(result: PostOutcome, attemptsBefore: number, maxAttempts: number, now: number): Outcome {
  if (result.ok) return { status: 'delivered' };
  const attempts = attemptsBefore + 1;
  if (result.retry && attempts < maxAttempts) return { status: 'pending', nextAttemptAt: now + backoffSeconds(attempts), error: result.error, detail: result.detail };
  return { status: 'failed', error: result.error, detail: result.detail };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

export function deliveryJob(ctx: ServerContext): BackgroundJob {
  let lastCleanup = 0;
  return {
    name: 'deliver',
    intervalMs: INTERVAL_MS,
    async run(signal) {
      const db = chatDb(ctx);
      const settings = adminSettings(await ctx.pluginConfig());
      const policy = { allowPrivate: settings.allowPrivateAddresses, siteHost: hostOf(await ctx.siteUrl()) };
      // a claim outlives the longest post, so nobody takes a row that is still being posted
      const lease = settings.timeoutSeconds + 30;
      const deliver = async (claim: Claimed): Promise<void> => {
        try {
          const result = await postJson(claim.target, claim.payload, { policy, timeoutMs: settings.timeoutSeconds * 1000, signal });
          if (!result.ok && signal.aborted) return await release(db, claim, nowSeconds());
          const now = nowSeconds();
          await settle(db, claim, outcomeOf(result, claim.attempts, settings.maxAttempts, now), now);
        } catch (error) {
          // the row stays claimed until its claim runs out, then is tried again
          ctx.log.warn('a chat delivery could not be settled', error instanceof Error ? error.message : error);
        }
      };
      // posts run side by side; new due rows are taken up while slow ones are still waiting
      const underWay = new Set<Promise<void>>();
      let started = 0;
      for (;;) {
        if (!signal.aborted && started < PER_RUN && underWay.size < IN_FLIGHT) {
          const claimed = await claimDue(db, nowSeconds(), Math.min(IN_FLIGHT - underWay.size, PER_RUN - started), lease);
          for (const claim of claimed) {
            const post: Promise<void> = deliver(claim).finally(() => underWay.delete(post));
            underWay.add(post);
          }
          started += claimed.length;
        }
        if (underWay.size === 0) break;
        await Promise.race([...underWay, pause(REFILL_MS, signal)]);
      }
      const now = nowSeconds();
      if (now - lastCleanup >= CLEANUP_EVERY_SECONDS) {
        lastCleanup = now;
        await forgetFinished(db, now - KEEP_SECONDS);
      }
    },
  };
}
