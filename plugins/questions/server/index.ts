import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { registerRoutes } from './routes';
import { seed } from './seed';
import { questionEventHandlers } from './event-handlers';
import { dashboardQueries } from './dashboard-counts';
import { permissionQueries } from './permission-check';
import { questionAccessQuery } from './post-access';
import { questionDetailQuery } from './question-info-query';
import { questionTagsQuery } from './tag-read';
import { questionVisibilityQuery } from './post-visibility';
import { questionModerateQuery } from './question-moderate';
import { registerAdminQuestionRoutes } from './admin-question-routes';
import { purgeEvents, purgeQueries } from './purge';
import { questionServerPages, questionSitemapSources } from './pages';
import { hotScoreJob } from './hot-score';

export default defineServerPlugin({
  id: 'questions',
  migrations,
  routes: (app, ctx) => {
    registerRoutes(app, ctx);
    registerAdminQuestionRoutes(app, ctx);
  },
  install: seed,
  jobs: (ctx) => [hotScoreJob(ctx)],
  pages: questionServerPages,
  sitemap: questionSitemapSources,
  events: (ctx) => ({ ...questionEventHandlers(ctx), ...purgeEvents(ctx) }),
  queries: (ctx) => ({ 'post.edit_access': questionAccessQuery(ctx), 'post.visible': questionVisibilityQuery(ctx), 'post.moderate': questionModerateQuery(ctx), 'question.detail': questionDetailQuery(ctx), 'question.tags': questionTagsQuery(ctx), ...permissionQueries(ctx), ...purgeQueries(ctx), ...dashboardQueries(ctx) }),
});
