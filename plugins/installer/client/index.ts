import { definePlugin, routePoint } from '@answer/sdk';

export const PLUGIN_ID = 'installer';

export default definePlugin({
  id: PLUGIN_ID,
  contributions: [
    routePoint.contribute('install', {
      path: '/install',
      layout: 'bare',
      public: true,
      titleKey: 'title',
      load: () => import('./InstallPage'),
    }),
  ],
});
