import { adminMenuPoint, adminNoticePoint, definePlugin, lazyComponent, navItemPoint, routePoint } from '@answer/sdk';

export default definePlugin({
  id: 'admin',
  contributions: [
    navItemPoint.contribute('admin', { labelKey: 'nav.admin', to: '/admin', order: 90, icon: 'gear-fill', group: 'moderation', visible: (session) => session.isAdmin }),
    adminMenuPoint.contribute('dashboard', { section: 'dashboard', labelKey: 'menu.dashboard', to: '/admin' }),
    // Settings entries are ordered in steps of ten by the spec's menu (general, interface, branding, smtp, legal, write, seo, login, users, privileges).
    adminMenuPoint.contribute('general', { section: 'settings', labelKey: 'menu.general', to: '/admin/general', order: 10 }),
    adminMenuPoint.contribute('interface', { section: 'settings', labelKey: 'menu.interface', to: '/admin/interface', order: 20 }),
    adminMenuPoint.contribute('branding', { section: 'settings', labelKey: 'menu.branding', to: '/admin/branding', order: 30 }),
    adminMenuPoint.contribute('smtp', { section: 'settings', labelKey: 'menu.smtp', to: '/admin/smtp', order: 40 }),
    adminMenuPoint.contribute('seo', { section: 'settings', labelKey: 'menu.seo', to: '/admin/seo', order: 70 }),
    adminMenuPoint.contribute('maintenance', { section: 'settings', labelKey: 'menu.maintenance', to: '/admin/maintenance', order: 110 }),
    adminMenuPoint.contribute('themes', { section: 'customize', labelKey: 'menu.themes', to: '/admin/themes', order: 10 }),
    adminMenuPoint.contribute('css-html', { section: 'customize', labelKey: 'menu.css_html', to: '/admin/css-html', order: 20 }),
    adminMenuPoint.contribute('installed-plugins', {
      section: 'plugins',
      labelKey: 'menu.installed_plugins',
      to: '/admin/installed-plugins',
      subEntries: lazyComponent(() => import('./PluginPagesMenu'), 'PluginPagesMenu'),
    }),
    adminNoticePoint.contribute('mail', { component: lazyComponent(() => import('./MailNotice'), 'MailNotice') }),
    routePoint.contribute('home', { path: '/admin', layout: 'admin', guards: ['admin'], titleKey: 'dashboard.title', load: () => import('./pages/Dashboard') }),
    routePoint.contribute('installed-plugins', {
      path: '/admin/installed-plugins',
      layout: 'admin',
      guards: ['admin'],
      titleKey: 'plugins.title',
      load: () => import('./pages/InstalledPlugins'),
    }),
    routePoint.contribute('general', { path: '/admin/general', layout: 'admin', guards: ['admin'], titleKey: 'general.title', load: () => import('./pages/GeneralSettings') }),
    routePoint.contribute('interface', { path: '/admin/interface', layout: 'admin', guards: ['admin'], titleKey: 'interface.title', load: () => import('./pages/InterfaceSettings') }),
    routePoint.contribute('branding', { path: '/admin/branding', layout: 'admin', guards: ['admin'], titleKey: 'branding.title', load: () => import('./pages/BrandingSettings') }),
    routePoint.contribute('smtp', {
      path: '/admin/smtp',
      layout: 'admin',
      guards: ['admin'],
      titleKey: 'smtp.title',
      load: () => import('./pages/SmtpSettings'),
    }),
    routePoint.contribute('themes', { path: '/admin/themes', layout: 'admin', guards: ['admin'], titleKey: 'themes.title', load: () => import('./pages/ThemeSettings') }),
    routePoint.contribute('css-html', { path: '/admin/css-html', layout: 'admin', guards: ['admin'], titleKey: 'css_html.title', load: () => import('./pages/CustomCodeSettings') }),
    routePoint.contribute('seo', { path: '/admin/seo', layout: 'admin', guards: ['admin'], titleKey: 'seo.title', load: () => import('./pages/SeoSettings') }),
    routePoint.contribute('maintenance', { path: '/admin/maintenance', layout: 'admin', guards: ['admin'], titleKey: 'maintenance.title', load: () => import('./pages/MaintenanceSettings') }),
    routePoint.contribute('plugin-settings', {
      path: '/admin/plugins/:slug_name',
      layout: 'admin',
      guards: ['admin'],
      titleKey: 'settings.title',
      load: () => import('./pages/PluginSettings'),
    }),
  ],
});
