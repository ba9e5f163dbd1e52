/** `post.purged`: follows of questions an admin removed for good go with them, in the purge's transaction. */
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { followsDb, followsTrx } from './db';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

export function purgeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'post.purged'> {
  return {
    async 'post.purged'({ object_ids }, { trx }) {
      const db = trx ? followsTrx(trx) : followsDb(ctx);
      for (let start = 0; start < object_ids.length; start += CHUNK) {
        await db.deleteFrom('follow').where('object_id', 'in', object_ids.slice(start, start + CHUNK)).execute();
      }
    },
  };
}
