import { defineServerPlugin } from '@answer/sdk/server';
import { registerSearchRoutes } from './routes';

export default defineServerPlugin({
  id: 'search_db',
  routes: registerSearchRoutes,
});
