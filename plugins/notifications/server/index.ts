import { defineServerPlugin } from '@answer/sdk/server';
import { notificationEvents } from './events';
import { migrations } from './migrations';
import { registerNotificationRoutes } from './routes';
import { purgeEvents } from './purge';

export default defineServerPlugin({
  id: 'notifications',
  migrations,
  routes: registerNotificationRoutes,
  events: (ctx) => ({ ...notificationEvents(ctx), ...purgeEvents(ctx) }),
});
