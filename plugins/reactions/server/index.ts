import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { registerReactionRoutes } from './routes';

export default defineServerPlugin({
  id: 'reactions',
  migrations,
  routes: registerReactionRoutes,
});
