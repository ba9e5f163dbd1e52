import { defineServerPlugin } from '@answer/sdk/server';
import { registerUserRoutes } from './routes';

export default defineServerPlugin({
  id: 'users',
  routes: registerUserRoutes,
});
