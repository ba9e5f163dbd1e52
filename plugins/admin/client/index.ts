import { adminMenuPoint, definePlugin, routePoint } from '@answer/sdk';
import enUS from '../i18n/en_US.json';

export default definePlugin({
  id: 'admin',
  locales: { en_US: enUS.ui },
  contributions: [
    adminMenuPoint.contribute('installed-plugins', { section: 'plugins', labelKey: 'menu.installed_plugins', to: '/admin/installed-plugins' }),
    routePoint.contribute('home', { path: '/admin', layout: 'admin', guards: ['admin'], load: () => import('./pages/AdminHome') }),
    routePoint.contribute('installed-plugins', {
      path: '/admin/installed-plugins',
      layout: 'admin',
      guards: ['admin'],
      titleKey: 'plugins.title',
      load: () => import('./pages/InstalledPlugins'),
    }),
    routePoint.contribute('plugin-settings', {
      path: '/admin/plugins/:slug_name',
      layout: 'admin',
      guards: ['admin'],
      titleKey: 'settings.title',
      load: () => import('./pages/PluginSettings'),
    }),
  ],
});
