import { defineServerPlugin } from '@answer/sdk/server';
import { feedHead } from './head';
import { registerFeedRoutes } from './routes';

export default defineServerPlugin({
  id: 'feeds',
  routes: registerFeedRoutes,
  pageHead: feedHead,
});
