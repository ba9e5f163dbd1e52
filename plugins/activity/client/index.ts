import { definePlugin, routePoint } from '@answer/sdk';
import { HistoryLink } from './HistoryLink';
import { postActionsPoint } from './points';

export default definePlugin({
  id: 'activity',
  contributions: [
    postActionsPoint.contribute('history', { component: HistoryLink, order: 50 }),
    routePoint.contribute('question-timeline', { path: '/posts/:qid/timeline', layout: 'main', guards: ['loggedIn'], titleKey: 'timeline.page_title', load: () => import('./pages/TimelinePage') }),
    routePoint.contribute('answer-timeline', { path: '/posts/:qid/:aid/timeline', layout: 'main', guards: ['loggedIn'], titleKey: 'timeline.page_title', load: () => import('./pages/TimelinePage') }),
    routePoint.contribute('tag-timeline', { path: '/tags/:tagId/timeline', layout: 'main', guards: ['loggedIn'], titleKey: 'timeline.page_title', load: () => import('./pages/TimelinePage') }),
  ],
});
