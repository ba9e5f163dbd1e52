/**
 * `post.moderate` for comments: a moderator working a flag deletes or edits the comment exactly as
 * their `DELETE /comment` and `PUT /comment` would (same checks, same writes, `comment.deleted`
 * included). Other operations, and ids that are not comments, are left to the other owners.
 */
import { contentIdOf, forbidden, memberOf, notFound, OBJECT_TYPE, postVisible, unauthorized, type PostModeration, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import editSchema from '../schemas/comment-edit.json';
import { renderCommentText } from './comment-text';
import { deleteComment, updateComment } from './comment-write';
import { commentsDb, nowSeconds, num } from './db';
import { editRefusal, loadLimits, may } from './permissions';
import { COMMENT_STATUS } from './tables';
import { commentSeen } from './visibility';

async function moderate(ctx: ServerContext, input: PostModeration): Promise<{ applied: boolean }> {
  if (input.operation !== 'delete' && input.operation !== 'edit') return { applied: false };
  if (contentIdOf(input.object_id, OBJECT_TYPE.comment) !== input.object_id) return { applied: false };
  const caller = memberOf(input.principal);
  if (!caller) throw unauthorized();
  const db = commentsDb(ctx);
  const comment = await db.selectFrom('comment').selectAll().where('id', '=', input.object_id).executeTakeFirst();
  if (!comment || !(await postVisible(ctx.queries, input.principal, comment.object_id))) throw notFound('error.comment.not_found');
  // deleting twice changes nothing
  if (input.operation === 'delete' && num(comment.status) === COMMENT_STATUS.deleted) return { applied: true };
  if (!commentSeen(caller, comment)) throw notFound('error.comment.not_found');
  const limits = await loadLimits(ctx);
  const now = nowSeconds();
  const target = { authorId: comment.user_id, createdAt: num(comment.created_at), status: num(comment.status) };
  if (input.operation === 'delete') {
    if (!may(caller, 'comment.delete', limits, now, target)) throw forbidden('error.comment.delete_without_permission');
    await deleteComment(ctx, comment, caller.userId, now);
    return { applied: true };
  }
  const markdown = input.content.trim();
  ctx.validate(editSchema, { comment_id: comment.id, original_text: markdown });
  if (!may(caller, 'comment.edit', limits, now, target)) throw forbidden(editRefusal(caller, target));
  if (markdown !== comment.original_text) await updateComment(ctx, comment, await renderCommentText(ctx, db, markdown), now);
  return { applied: true };
}

export function commentModerateQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['post.moderate']> {
  return (input) => moderate(ctx, input);
}
