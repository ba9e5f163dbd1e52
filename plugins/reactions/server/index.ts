import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { registerReactionRoutes } from './routes';
import { purgeEvents } from './purge';

export default defineServerPlugin({
  id: 'reactions',
  migrations,
  routes: registerReactionRoutes,
  events: purgeEvents,
});
