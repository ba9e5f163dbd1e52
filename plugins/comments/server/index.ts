import { defineServerPlugin } from '@answer/sdk/server';
import { registerCommentRoutes } from './comment-routes';
import { removeCommentsOf } from './comment-write';
import { nowSeconds } from './db';
import { migrations } from './migrations';
import { commentQueries } from './permission-query';
import { commentVisibilityQuery } from './visibility';

export default defineServerPlugin({
  id: 'comments',
  migrations,
  routes: registerCommentRoutes,
  queries: (ctx) => ({ ...commentQueries(ctx), 'post.visible': commentVisibilityQuery(ctx) }),
  events: (ctx) => ({
    // an admin removed a member with everything they posted: their comments go too
    async 'user.content.remove'({ user_id }, { trx }) {
      await removeCommentsOf(trx, ctx, user_id, nowSeconds());
    },
  }),
});
