/**
 * This plugin's answer to `post.visible`, for comments: a comment is seen by whoever may see the
 * question or answer it is under (asked of their owners), as long as it is not deleted. A comment
 * vote or any other plugin's action on a comment thereby checks the whole chain.
 */
import { contentIdOf, OBJECT_TYPE, visiblePosts, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { commentsDb, commentsTrx, num } from './db';
import { COMMENT_STATUS } from './tables';

export function commentVisibilityQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['post.visible']> {
  return async ({ principal, object_ids }, { trx }) => {
    const ids = object_ids.filter((id) => contentIdOf(id, OBJECT_TYPE.comment) === id);
    if (ids.length === 0) return {};
    const db = trx ? commentsTrx(trx) : commentsDb(ctx);
    const rows = await db.selectFrom('comment').select(['id', 'object_id', 'status']).where('id', 'in', ids).execute();
    const posts = await visiblePosts(ctx.queries, principal, rows.map((row) => row.object_id), trx ?? undefined);
    return Object.fromEntries(rows.map((row) => [row.id, num(row.status) === COMMENT_STATUS.available && posts.has(row.object_id)]));
  };
}
