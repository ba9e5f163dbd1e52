import { adminMenuPoint, adminNoticePoint, definePlugin, lazyComponent, routePoint } from '@answer/sdk';

export default definePlugin({
  id: 'admin',
  contributions: [
    // Settings entries are ordered in steps of ten by the spec's menu (general, interface, branding, smtp, legal, write, seo, login, users, privileges).
    adminMenuPoint.contribute('smtp', { section: 'settings', labelKey: 'menu.smtp', to: '/admin/smtp', order: 40 }),
    adminMenuPoint.contribute('installed-plugins', { section: 'plugins', labelKey: 'menu.installed_plugins', to: '/admin/installed-plugins' }),
    adminNoticePoint.contribute('mail', { component: lazyComponent(() => import('./MailNotice'), 'MailNotice') }),
    routePoint.contribute('home', { path: '/admin', layout: 'admin', guards: ['admin'], load: () => import('./pages/AdminHome') }),
    routePoint.contribute('installed-plugins', {
      path: '/admin/installed-plugins',
      layout: 'admin',
      guards: ['admin'],
      titleKey: 'plugins.title',
      load: () => import('./pages/InstalledPlugins'),
    }),
    routePoint.contribute('smtp', {
      path: '/admin/smtp',
      layout: 'admin',
      guards: ['admin'],
      titleKey: 'smtp.title',
      load: () => import('./pages/SmtpSettings'),
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
