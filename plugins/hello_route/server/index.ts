import { API_BASE, defineServerPlugin } from '@answer/sdk/server';

const DEFAULT_GREETING = 'Hello from a plugin!';

export default defineServerPlugin({
  id: 'hello_route',
  routes(app, ctx) {
    app.get(`${API_BASE}/plugins/hello_route/greeting`, async () => {
      const config = await ctx.pluginConfig();
      const greeting = typeof config.greeting === 'string' && config.greeting.trim() !== '' ? config.greeting : DEFAULT_GREETING;
      return { greeting };
    });
  },
});
