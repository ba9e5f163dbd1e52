import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { voteQueries } from './queries';
import { registerVoteRoutes } from './routes';

export default defineServerPlugin({
  id: 'votes',
  migrations,
  routes: registerVoteRoutes,
  queries: voteQueries,
});
