import { definePlugin, routePoint } from '@answer/sdk';
import enUS from '../i18n/en_US.json';

export const PLUGIN_ID = 'installer';

export default definePlugin({
  id: PLUGIN_ID,
  locales: { en_US: enUS.ui },
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
