import { defineServerPlugin, objectTypeNameOf } from '@answer/sdk/server';
import { commentModerateQuery } from './comment-moderate';
import { decideComment } from './comment-review';
import { registerCommentRoutes } from './comment-routes';
import { removeCommentsOf } from './comment-write';
import { nowSeconds } from './db';
import { migrations } from './migrations';
import { purgeEvents } from './purge';
import { commentQueries } from './permission-query';
import { dashboardQueries } from './dashboard-counts';
import { commentVisibilityQuery } from './visibility';

export default defineServerPlugin({
  id: 'comments',
  migrations,
  routes: registerCommentRoutes,
  queries: (ctx) => ({ ...commentQueries(ctx), 'post.visible': commentVisibilityQuery(ctx), 'post.moderate': commentModerateQuery(ctx), ...dashboardQueries(ctx) }),
  events: (ctx) => ({
    // an admin removed a member with everything they posted: their comments go too
    async 'user.content.remove'({ user_id }, { trx }) {
      await removeCommentsOf(trx, ctx, user_id, nowSeconds());
    },
    // staff decided a held comment: published or deleted in the review's transaction
    async 'post.review.decided'(decision, { trx }) {
      if (objectTypeNameOf(decision.object_id) !== 'comment') return;
      if (trx) await decideComment(ctx, trx, decision, nowSeconds());
      else await ctx.transaction((own) => decideComment(ctx, own, decision, nowSeconds()));
    },
    ...purgeEvents(ctx),
  }),
});
