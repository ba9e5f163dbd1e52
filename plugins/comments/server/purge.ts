/**
 * `post.purged`: the comments under posts an admin removed for good go with them, in the purge's
 * transaction, and are announced in turn so their votes, reactions and history go too.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { commentsTrx } from './db';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

async function purgeUnder(ctx: ServerContext, raw: Transaction<unknown>, objectIds: readonly string[]): Promise<void> {
  const trx = commentsTrx(raw);
  const gone: string[] = [];
  for (let start = 0; start < objectIds.length; start += CHUNK) {
    const part = objectIds.slice(start, start + CHUNK);
    const rows = await trx
      .selectFrom('comment')
      .select('id')
      .where((eb) => eb.or([eb('object_id', 'in', part), eb('question_id', 'in', part)]))
      .execute();
    if (rows.length === 0) continue;
    gone.push(...rows.map((row) => row.id));
    await trx.deleteFrom('comment').where((eb) => eb.or([eb('object_id', 'in', part), eb('question_id', 'in', part)])).execute();
  }
  if (gone.length > 0) await ctx.events.emit('post.purged', { object_ids: gone }, raw);
}

export function purgeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'post.purged'> {
  return {
    async 'post.purged'({ object_ids }, { trx }) {
      if (trx) await purgeUnder(ctx, trx, object_ids);
      else await ctx.transaction((own) => purgeUnder(ctx, own, object_ids));
    },
  };
}
