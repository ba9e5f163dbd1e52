import { definePlugin, navItemPoint, routePoint } from '@answer/sdk';
import enUS from '../i18n/en_US.json';

export const PLUGIN_ID = 'hello_route';

export default definePlugin({
  id: PLUGIN_ID,
  locales: { en_US: enUS.ui },
  contributions: [
    routePoint.contribute('hello', {
      path: '/hello',
      layout: 'side-nav',
      titleKey: 'page.title',
      load: () => import('./HelloPage'),
    }),
    navItemPoint.contribute('hello', { labelKey: 'nav.hello', to: '/hello', order: 100 }),
  ],
});
