/**
 * `GET /comment/page` for members from the guests' kept copy (`sharedCache.member`): the caller's
 * votes on the page's comments (no statement for comments they never voted on) and their actions
 * computed from each comment. Staff, and authors of held comments on the post, see more than
 * guests: the handler answers them.
 */
import type { FastifyRequest } from 'fastify';
import { longId, memberOf, postViewerStates, type ServerContext, type SharedMemberPolicy } from '@answer/sdk/server';
import { actionsOf, type GetCommentResp } from './comment-resp';
import { commentsDb, nowSeconds } from './db';
import { commentedOnBy } from './marks';
import { isStaff, loadLimits } from './permissions';
import { typedQuery } from './request-values';
import { COMMENT_STATUS } from './tables';

interface CommentPageData {
  count: number;
  list: GetCommentResp[];
}

const isCommentPage = (value: unknown): value is CommentPageData =>
  typeof value === 'object' && value !== null && typeof (value as { count?: unknown }).count === 'number' && Array.isArray((value as { list?: unknown }).list);

/** One of the caller's comments on the post waiting for review; no statement when they never commented on it. */
async function heldComment(ctx: ServerContext, userId: string, objectId: string): Promise<{ id: string } | undefined> {
  if ((await commentedOnBy(ctx).maybeMarked(userId, [objectId])).length === 0) return undefined;
  return commentsDb(ctx).selectFrom('comment').select('id').where('object_id', '=', objectId).where('user_id', '=', userId).where('status', '=', COMMENT_STATUS.pending).limit(1).executeTakeFirst();
}

export function memberCommentPage(ctx: ServerContext): SharedMemberPolicy {
  return {
    async personalize(request: FastifyRequest, shared: unknown) {
      const caller = memberOf(request.principal);
      const objectId = longId(typedQuery(request.query, []).object_id);
      if (!caller || isStaff(caller) || !objectId || !isCommentPage(shared)) return undefined;
      const [held, viewer, limits] = await Promise.all([
        heldComment(ctx, caller.userId, objectId),
        postViewerStates(
          ctx.queries,
          caller.userId,
          shared.list.map((comment) => comment.comment_id),
        ),
        loadLimits(ctx),
      ]);
      if (held) return undefined;
      const scope = { caller, limits, now: nowSeconds(), t: (key: string) => ctx.t(request.lang, key) };
      const list = shared.list.map(
        (comment): GetCommentResp => ({
          ...comment,
          is_vote: viewer.get(comment.comment_id)?.vote_status === 'vote_up',
          member_actions: actionsOf(scope, { authorId: comment.user_id, createdAt: comment.created_at, status: comment.status }),
        }),
      );
      return { ...shared, list };
    },
  };
}
