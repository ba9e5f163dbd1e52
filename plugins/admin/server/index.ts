import { defineServerPlugin } from '@answer/sdk/server';
import { registerSmtpRoutes } from './smtp-routes';

export default defineServerPlugin({
  id: 'admin',
  routes(app, ctx) {
    registerSmtpRoutes(app, ctx);
  },
});
