import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { registerRoutes } from './routes';
import { seed } from './seed';
import { questionEventHandlers } from './event-handlers';
import { permissionQueries } from './permission-check';
import { questionAccessQuery } from './post-access';
import { questionDetailQuery } from './question-info-query';
import { questionVisibilityQuery } from './post-visibility';

export default defineServerPlugin({
  id: 'questions',
  migrations,
  routes: registerRoutes,
  install: seed,
  events: questionEventHandlers,
  queries: (ctx) => ({ 'post.edit_access': questionAccessQuery(ctx), 'post.visible': questionVisibilityQuery(ctx), 'question.detail': questionDetailQuery(ctx), ...permissionQueries(ctx) }),
});
