/** Flags of posts purged for good go with them, and flags on members purged for good with them. */
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { flagsDb, flagsTrx } from './tables';

/** Well below every database's limit of bound values. */
const CHUNK = 500;

export function purgeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'post.purged' | 'user.purged'> {
  const removeAbout = async (ids: readonly string[], trx: Parameters<typeof flagsTrx>[0] | null): Promise<void> => {
    const db = trx ? flagsTrx(trx) : flagsDb(ctx);
    for (let start = 0; start < ids.length; start += CHUNK) await db.deleteFrom('report').where('object_id', 'in', ids.slice(start, start + CHUNK)).execute();
  };
  return {
    'post.purged': async ({ object_ids: ids }, { trx }) => removeAbout(ids, trx),
    'user.purged': async ({ user_ids: ids }, { trx }) => removeAbout(ids, trx),
  };
}
