import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { voteQueries } from './queries';
import { dashboardQueries } from './dashboard-counts';
import { registerVoteRoutes } from './routes';
import { purgeEvents } from './purge';

export default defineServerPlugin({
  id: 'votes',
  migrations,
  routes: registerVoteRoutes,
  events: purgeEvents,
  queries: (ctx) => ({ ...voteQueries(ctx), ...dashboardQueries(ctx) }),
});
