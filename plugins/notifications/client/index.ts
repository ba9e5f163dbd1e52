import { definePlugin, headerItemPoint, routePoint } from '@answer/sdk';
import { MemberBell } from './MemberBell';

const page = () => import('./NotificationsPage');

export default definePlugin({
  id: 'notifications',
  contributions: [
    headerItemPoint.contribute('bell', { component: MemberBell, order: 90 }),
    routePoint.contribute('notifications', { path: '/users/notifications/:type', layout: 'main', guards: ['loggedIn'], titleKey: 'page.title', load: page }),
    routePoint.contribute('notifications-filtered', { path: '/users/notifications/:type/:subType', layout: 'main', guards: ['loggedIn'], titleKey: 'page.title', load: page }),
  ],
});
