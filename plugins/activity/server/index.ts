import { defineServerPlugin } from '@answer/sdk/server';
import { activityEventHandlers } from './events';
import { migrations } from './migrations';
import { registerTimelineRoutes } from './timeline-routes';
import { purgeEvents } from './purge';
import { seed } from './seed';

export default defineServerPlugin({
  id: 'activity',
  migrations,
  install: seed,
  routes: registerTimelineRoutes,
  events: (ctx) => ({ ...activityEventHandlers(ctx), ...purgeEvents(ctx) }),
});
