import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { registerRoutes } from './routes';
import { seed } from './seed';
import { userContentHandlers } from './user-content';

export default defineServerPlugin({
  id: 'questions',
  migrations,
  routes: registerRoutes,
  install: seed,
  events: userContentHandlers,
});
