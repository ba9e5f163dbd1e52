import { defineServerPlugin } from '@answer/sdk/server';
import { answerQueries } from './answer-queries';
import { registerAnswerRoutes } from './answer-routes';
import { answerEventHandlers } from './event-handlers';
import { migrations } from './migrations';
import { answerVisibilityQuery } from './post-visibility';

export default defineServerPlugin({
  id: 'answers',
  migrations,
  routes: registerAnswerRoutes,
  events: answerEventHandlers,
  queries: (ctx) => ({ ...answerQueries(ctx), 'post.visible': answerVisibilityQuery(ctx) }),
});
