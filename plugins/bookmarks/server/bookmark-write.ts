/**
 * Bookmarking and unbookmarking in one transaction each. The unique (member, post) pair decides
 * whether anything changed, so a repeated or concurrent switch never counts twice. Questions keep
 * their count in `question.collection_count`; answers have no such column, so theirs is counted.
 */
import { OBJECT_TYPE, type ServerContext } from '@answer/sdk/server';
import { bookmarkedBy } from './marks';
import { bookmarksTrx, numberOf, nowSeconds, type BookmarksDb } from './db';
import { groupFor } from './groups';
import type { BookmarkTarget } from './targets';

export async function bookmarkCount(db: BookmarksDb, target: BookmarkTarget): Promise<number> {
  if (target.kind === 'question') {
    const row = await db.selectFrom('question').select('collection_count').where('id', '=', target.id).executeTakeFirst();
    return numberOf(row?.collection_count);
  }
  const row = await db.selectFrom('collection').select((eb) => eb.fn.countAll<number | string>().as('count')).where('object_id', '=', target.id).executeTakeFirst();
  return numberOf(row?.count);
}

/** Answer's `CollectionSwitchResp`. */
export interface SwitchResult {
  object_collection_count: number;
}

export function switchBookmark(ctx: ServerContext, userId: string, target: BookmarkTarget, groupId: string, bookmark: boolean): Promise<SwitchResult> {
  return ctx.transaction(async (raw) => {
    const trx = bookmarksTrx(raw);
    let delta = 0;
    if (bookmark) {
      const group = await groupFor(ctx.dialect, trx, userId, groupId);
      const now = nowSeconds();
      const values = { id: await ctx.ids.next(OBJECT_TYPE.collection, raw), created_at: now, updated_at: now, user_id: userId, object_id: target.id, object_type: target.kind, user_collection_group_id: group };
      bookmarkedBy(ctx).add(userId, target.id);
      const insert = trx.insertInto('collection').values(values);
      const result =
        ctx.dialect === 'mysql' ? await insert.orIgnore().executeTakeFirst() : await insert.onConflict((conflict) => conflict.columns(['user_id', 'object_id']).doNothing()).executeTakeFirst();
      if (numberOf(result.numInsertedOrUpdatedRows) > 0) delta = 1;
    } else {
      const removed = await trx.deleteFrom('collection').where('user_id', '=', userId).where('object_id', '=', target.id).executeTakeFirst();
      if (numberOf(removed.numDeletedRows) > 0) delta = -1;
    }
    if (target.kind === 'question' && delta !== 0) {
      await trx
        .updateTable('question')
        .set((eb) => ({ collection_count: eb('collection_count', delta > 0 ? '+' : '-', 1) }))
        .where('id', '=', target.id)
        .where('collection_count', delta > 0 ? '>=' : '>', 0)
        .execute();
    }
    return { object_collection_count: await bookmarkCount(trx, target) };
  });
}
