/**
 * `post.purged`: the history rows of posts an admin removed for good (their timelines, and the
 * entries of everything under a purged question) go with them, in the purge's transaction.
 * Reputation already applied stays, as Answer keeps it.
 */
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { activityDb, activityTrx } from './db';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

export function purgeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'post.purged'> {
  return {
    async 'post.purged'({ object_ids }, { trx }) {
      const db = trx ? activityTrx(trx) : activityDb(ctx);
      for (let start = 0; start < object_ids.length; start += CHUNK) {
        const part = object_ids.slice(start, start + CHUNK);
        await db.deleteFrom('activity').where((eb) => eb.or([eb('object_id', 'in', part), eb('original_object_id', 'in', part)])).execute();
      }
    },
  };
}
