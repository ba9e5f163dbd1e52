import { defineServerPlugin } from '@answer/sdk/server';
import { followEvents } from './asker-follows';
import { followerQueries } from './followers';
import { migrations } from './migrations';
import { registerFollowRoutes } from './routes';
import { purgeEvents } from './purge';
import { tagMergeEvents } from './tag-merge';
import { followQueries } from './viewer-state';

export default defineServerPlugin({
  id: 'follows',
  migrations,
  routes: registerFollowRoutes,
  queries: (ctx) => ({ ...followQueries(ctx), ...followerQueries(ctx) }),
  events: (ctx) => ({ ...followEvents(ctx), ...purgeEvents(ctx), ...tagMergeEvents(ctx) }),
});
