/**
 * `tag.merged`: the source tag's followers follow the target, in the merge's transaction; a
 * member who followed both keeps one follow. Each moved follow is a new mark of its member.
 */
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { followsDb, followsTrx } from './db';
import { followedBy } from './marks';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

export function tagMergeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'tag.merged'> {
  return {
    async 'tag.merged'({ source_id, target_id }, { trx }) {
      const db = trx ? followsTrx(trx) : followsDb(ctx);
      const followers = await db.selectFrom('follow').select('user_id').where('object_id', '=', source_id).execute();
      for (const row of followers) followedBy(ctx).add(row.user_id, target_id);
      const both = await db
        .selectFrom('follow as s')
        .innerJoin('follow as t', (join) => join.onRef('t.user_id', '=', 's.user_id').on('t.object_id', '=', target_id))
        .select('s.id')
        .where('s.object_id', '=', source_id)
        .execute();
      const twice = both.map((row) => row.id);
      for (let start = 0; start < twice.length; start += CHUNK) await db.deleteFrom('follow').where('id', 'in', twice.slice(start, start + CHUNK)).execute();
      await db.updateTable('follow').set({ object_id: target_id }).where('object_id', '=', source_id).execute();
    },
  };
}
