import { adminMenuPoint, definePlugin, lazyComponent, navItemPoint, routePoint } from '@answer/sdk';
import { profileHeaderPoint, profileOverviewPoint, profileTabPoint } from './points';

export default definePlugin({
  id: 'badges',
  contributions: [
    routePoint.contribute('list', { path: '/badges', layout: 'side-nav', titleKey: 'list.title', load: () => import('./pages/BadgesPage') }),
    routePoint.contribute('badge', { path: '/badges/:badgeId', layout: 'side-nav', titleKey: 'list.title', load: () => import('./pages/BadgePage') }),
    routePoint.contribute('admin', { path: '/admin/badges', layout: 'admin', guards: ['admin'], titleKey: 'admin.title', load: () => import('./admin/AdminBadgesPage') }),
    navItemPoint.contribute('badges', { labelKey: 'nav.badges', to: '/badges', order: 40, icon: 'award-fill' }),
    adminMenuPoint.contribute('badges', { section: 'badges', labelKey: 'admin.menu', to: '/admin/badges' }),
    // the users plugin's profile (points declared here by id)
    profileTabPoint.contribute('badges', { name: 'badges', labelKey: 'profile.tab', order: 80, component: lazyComponent(() => import('./profile/BadgesTab'), 'BadgesTab') }),
    profileOverviewPoint.contribute('recent', { component: lazyComponent(() => import('./profile/RecentBadges'), 'RecentBadges'), order: 20 }),
    profileHeaderPoint.contribute('levels', { component: lazyComponent(() => import('./profile/LevelCounts'), 'LevelCounts'), order: 20 }),
  ],
});
