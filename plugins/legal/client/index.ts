import { adminMenuPoint, definePlugin, footerLinkPoint, routePoint } from '@answer/sdk';
import { isPublished, loadPublished } from './published';

export default definePlugin({
  id: 'legal',
  setup(ctx) {
    // in the background: the footer shows the links once it knows there is something to read
    void loadPublished(ctx.http);
  },
  contributions: [
    // Public as the calls they read: a visitor of a members-only site reads the terms before signing up.
    routePoint.contribute('tos', { path: '/tos', layout: 'main', public: true, titleKey: 'tos.title', load: () => import('./pages/Tos') }),
    routePoint.contribute('privacy', { path: '/privacy', layout: 'main', public: true, titleKey: 'privacy.title', load: () => import('./pages/Privacy') }),
    routePoint.contribute('admin', { path: '/admin/legal', layout: 'admin', guards: ['admin'], titleKey: 'admin.title', load: () => import('./pages/LegalSettings') }),
    adminMenuPoint.contribute('legal', { section: 'settings', labelKey: 'menu.legal', to: '/admin/legal', order: 50 }),
    footerLinkPoint.contribute('tos', { labelKey: 'nav.tos', to: '/tos', order: 10, visible: () => isPublished('tos') }),
    footerLinkPoint.contribute('privacy', { labelKey: 'nav.privacy', to: '/privacy', order: 20, visible: () => isPublished('privacy') }),
  ],
});
