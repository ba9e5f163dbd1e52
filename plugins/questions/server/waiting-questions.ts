/**
 * Whether a member has a question waiting for review, kept per member for a moment: a member's
 * list read asks it on every call, and the answer changes only when one of their questions is
 * stored waiting or leaves that state. This process forgets the member's answer when it writes
 * such a change (again once the write has committed, so a read in between keeps nothing stale);
 * another process's change shows within `WAITING_MAX_AGE_MS`.
 */
import type { Transaction } from 'kysely';
import { BriefCache, perSite, type ServerContext } from '@answer/sdk/server';
import { questionsDb } from './db';
import { QUESTION_STATUS } from './tables';

export const WAITING_MAX_AGE_MS = 2_000;
const MAX_MEMBERS = 20_000;

const keptFor = perSite(() => new BriefCache<boolean>({ maxAgeMs: WAITING_MAX_AGE_MS, maxEntries: MAX_MEMBERS }));

/** True when `userId` has a question waiting for review (one seek of `(user_id, status)` when not kept). */
export function hasWaitingQuestion(ctx: ServerContext, userId: string): Promise<boolean> {
  return keptFor(ctx).read(userId, async () => {
    const waiting = await questionsDb(ctx)
      .selectFrom('question')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', QUESTION_STATUS.pending)
      .limit(1)
      .executeTakeFirst();
    return waiting !== undefined;
  });
}

/** Call inside the write that stores a question of `userId` waiting or moves one of theirs to another state. */
export function waitingMayChange(ctx: ServerContext, trx: Transaction<unknown>, userId: string): void {
  const kept = keptFor(ctx);
  kept.forget([userId]);
  ctx.afterCommit(trx, () => kept.forget([userId]));
}
