import { defineServerPlugin } from '@answer/sdk/server';
import { migrations } from './migrations';
import { registerRoutes } from './routes';
import { seed } from './seed';
import { questionEventHandlers } from './event-handlers';

export default defineServerPlugin({
  id: 'questions',
  migrations,
  routes: registerRoutes,
  install: seed,
  events: questionEventHandlers,
});
