import { definePlugin, headerItemPoint, lazyComponent, navItemPoint, routePoint } from '@answer/sdk';

const isStaff = (session: { isAdmin: boolean; isModerator: boolean }) => session.isAdmin || session.isModerator;

export default definePlugin({
  id: 'review',
  contributions: [
    // members with an audit privilege reach it too: the page asks the server which queues they have
    routePoint.contribute('review', { path: '/review', layout: 'main', guards: ['loggedIn', 'activated'], titleKey: 'page.title', load: () => import('./ReviewPage') }),
    navItemPoint.contribute('review', { labelKey: 'nav.review', to: '/review', order: 80, icon: 'shield-fill-check', group: 'moderation', visible: isStaff }),
    headerItemPoint.contribute('review-count', { component: lazyComponent(() => import('./ReviewCount'), 'ReviewCount'), order: 85 }),
  ],
});
