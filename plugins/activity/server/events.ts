/** The `activity.record` / `activity.cancel` handlers: inside the emitter's transaction, or one of their own. */
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { activityTrx, type ActivityDb } from './db';
import { cancelActivity, recordActivity } from './reputation';

export function activityEventHandlers(ctx: ServerContext): ServerEventHandlers {
  const within = async (trx: Parameters<typeof activityTrx>[0] | null, work: (db: ActivityDb) => Promise<unknown>): Promise<void> => {
    if (trx) await work(activityTrx(trx));
    else await ctx.transaction((own) => work(activityTrx(own)));
  };
  return {
    async 'activity.record'(payload, { trx }) {
      await within(trx, (db) => recordActivity(db, payload));
    },
    async 'activity.cancel'(payload, { trx }) {
      await within(trx, (db) => cancelActivity(db, payload));
    },
  };
}
