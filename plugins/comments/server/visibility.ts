/**
 * This plugin's answer to `post.visible`, for comments: a comment is seen by whoever may see the
 * question or answer it is under (asked of their owners), as long as it is live; a comment held
 * for review only by its author and staff. A comment vote or any other plugin's action on a
 * comment thereby checks the whole chain.
 */
import { contentIdOf, memberOf, OBJECT_TYPE, visiblePosts, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { commentsDb, commentsTrx, num } from './db';
import { isStaff, type Caller } from './permissions';
import { COMMENT_STATUS } from './tables';

/** Whether the caller may see the comment itself (its post aside). */
export function commentSeen(caller: Caller | null, row: { status: number | string; user_id: string }): boolean {
  const status = num(row.status);
  if (status === COMMENT_STATUS.available) return true;
  return status === COMMENT_STATUS.pending && !!caller && (isStaff(caller) || caller.userId === row.user_id);
}

export function commentVisibilityQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['post.visible']> {
  return async ({ principal, object_ids }, { trx }) => {
    const ids = object_ids.filter((id) => contentIdOf(id, OBJECT_TYPE.comment) === id);
    if (ids.length === 0) return {};
    const db = trx ? commentsTrx(trx) : commentsDb(ctx);
    const rows = await db.selectFrom('comment').select(['id', 'object_id', 'status', 'user_id']).where('id', 'in', ids).execute();
    const posts = await visiblePosts(ctx.queries, principal, rows.map((row) => row.object_id), trx ?? undefined);
    const caller = memberOf(principal);
    return Object.fromEntries(rows.map((row) => [row.id, commentSeen(caller, row) && posts.has(row.object_id)]));
  };
}
