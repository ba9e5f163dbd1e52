import { defineServerPlugin } from '@answer/sdk/server';
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
  queries: (ctx) => ({ ...commentQueries(ctx), 'post.visible': commentVisibilityQuery(ctx), ...dashboardQueries(ctx) }),
  events: (ctx) => ({
    // an admin removed a member with everything they posted: their comments go too
    async 'user.content.remove'({ user_id }, { trx }) {
      await removeCommentsOf(trx, ctx, user_id, nowSeconds());
    },
    ...purgeEvents(ctx),
  }),
});
