/**
 * The `activity.record` / `activity.cancel` handlers: inside the emitter's transaction, or one of
 * their own. A change that really moved someone's reputation is told on as `reputation.changed`
 * in the same transaction (notifications show it as an achievement).
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEventHandlers, ServerEvents } from '@answer/sdk/server';
import { activityTrx, type ActivityDb } from './db';
import { cancelActivity, recordActivity } from './reputation';

type Change = Omit<ServerEvents['reputation.changed'], 'delta'>;

export function activityEventHandlers(ctx: ServerContext): ServerEventHandlers {
  const within = async (trx: Transaction<unknown> | null, change: Change, work: (db: ActivityDb) => Promise<number>): Promise<void> => {
    const run = async (raw: Transaction<unknown>) => {
      const delta = await work(activityTrx(raw));
      if (delta === 0) return;
      // privileges follow reputation: the member's kept principal is read again after the commit
      ctx.sessions.changed(change.user_id, { trx: raw });
      await ctx.events.emit('reputation.changed', { ...change, delta }, raw);
    };
    if (trx) await run(trx);
    else await ctx.transaction(run);
  };
  return {
    async 'activity.record'(payload, { trx }) {
      const change = { user_id: payload.user_id, trigger_user_id: payload.trigger_user_id || '0', object_id: payload.object_id, question_id: payload.question_id ?? '', activity: payload.activity };
      await within(trx, change, (db) => recordActivity(db, payload));
    },
    async 'activity.cancel'(payload, { trx }) {
      const change = { user_id: payload.user_id, trigger_user_id: payload.trigger_user_id || '0', object_id: payload.object_id, question_id: '', activity: payload.activity };
      await within(trx, change, (db) => cancelActivity(db, payload));
    },
  };
}
