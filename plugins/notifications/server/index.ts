import { defineServerPlugin } from '@answer/sdk/server';
import { notificationEvents } from './events';
import { migrations } from './migrations';
import { registerNotificationRoutes } from './routes';

export default defineServerPlugin({
  id: 'notifications',
  migrations,
  routes: registerNotificationRoutes,
  events: notificationEvents,
});
