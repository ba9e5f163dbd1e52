import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { registerBookmarkRoutes } from './routes';
import { purgeEvents } from './purge';
import { bookmarkQueries } from './viewer-state';

export default defineServerPlugin({
  id: 'bookmarks',
  migrations,
  routes: registerBookmarkRoutes,
  queries: bookmarkQueries,
  events: purgeEvents,
});
