import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { registerRoutes } from './routes';
import { seed } from './seed';

export default defineServerPlugin({
  id: 'questions',
  migrations,
  routes: registerRoutes,
  install: seed,
});
