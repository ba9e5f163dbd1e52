import { definePlugin, lazyComponent, routePoint } from '@answer/sdk';
import { questionSectionPoint } from './points';

export default definePlugin({
  id: 'answers',
  contributions: [
    questionSectionPoint.contribute('answers', { component: lazyComponent(() => import('./section/AnswersSection'), 'AnswersSection'), order: 10 }),
    routePoint.contribute('edit', { path: '/posts/:qid/:aid/edit', layout: 'main', guards: ['activated'], titleKey: 'edit.title', load: () => import('./pages/EditAnswer') }),
  ],
});
