/**
 * `post.purged`: votes on posts an admin removed for good go with them, in the purge's
 * transaction. Reputation the votes gave stays, as with the posts' other history in Answer.
 */
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { votesDb, votesTrx } from './db';
import { votesOf } from './marks';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

export function purgeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'post.purged'> {
  return {
    async 'post.purged'({ object_ids }, { trx }) {
      const db = trx ? votesTrx(trx) : votesDb(ctx);
      for (let start = 0; start < object_ids.length; start += CHUNK) {
        await db.deleteFrom('vote').where('object_id', 'in', object_ids.slice(start, start + CHUNK)).execute();
      }
      // whose votes went is not known here: every member's are read again
      ctx.afterCommit(trx, () => votesOf(ctx).forget());
    },
  };
}
