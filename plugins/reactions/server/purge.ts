/** `post.purged`: reactions to posts an admin removed for good go with them, in the purge's transaction. */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { reactionsDb } from './db';
import type { ReactionsTables } from './tables';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

export function purgeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'post.purged'> {
  return {
    async 'post.purged'({ object_ids }, { trx }) {
      const db = trx ? (trx as unknown as Transaction<ReactionsTables>) : reactionsDb(ctx);
      for (let start = 0; start < object_ids.length; start += CHUNK) {
        await db.deleteFrom('reaction').where('object_id', 'in', object_ids.slice(start, start + CHUNK)).execute();
      }
    },
  };
}
