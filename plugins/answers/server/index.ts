import { defineServerPlugin } from '@answer/sdk/server';
import { answerModerateQuery } from './answer-moderate';
import { answerQueries } from './answer-queries';
import { registerAnswerRoutes } from './answer-routes';
import { answerEventHandlers } from './event-handlers';
import { dashboardQueries } from './dashboard-counts';
import { migrations } from './migrations';
import { ownAnswersQuery } from './own-answers';
import { answerVisibilityQuery } from './post-visibility';
import { registerAdminAnswerRoutes } from './admin-answer-routes';
import { purgeEvents, purgeQueries } from './purge';

export default defineServerPlugin({
  id: 'answers',
  migrations,
  routes: (app, ctx) => {
    registerAnswerRoutes(app, ctx);
    registerAdminAnswerRoutes(app, ctx);
  },
  events: (ctx) => ({ ...answerEventHandlers(ctx), ...purgeEvents(ctx) }),
  queries: (ctx) => ({ ...answerQueries(ctx), ...ownAnswersQuery(ctx), 'post.visible': answerVisibilityQuery(ctx), 'post.moderate': answerModerateQuery(ctx), ...dashboardQueries(ctx), ...purgeQueries(ctx) }),
});
