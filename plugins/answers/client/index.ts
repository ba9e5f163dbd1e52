import { adminMenuPoint, definePlugin, lazyComponent, routePoint } from '@answer/sdk';
import { questionSectionPoint } from './points';

export default definePlugin({
  id: 'answers',
  contributions: [
    questionSectionPoint.contribute('answers', { component: lazyComponent(() => import('./section/AnswersSection'), 'AnswersSection'), order: 10 }),
    routePoint.contribute('edit', { path: '/posts/:qid/:aid/edit', layout: 'main', guards: ['activated'], titleKey: 'edit.title', load: () => import('./pages/EditAnswer') }),
    adminMenuPoint.contribute('admin-answers', { section: 'contents', labelKey: 'admin_contents.answers.menu', to: '/admin/answers', order: 20 }),
    routePoint.contribute('admin-answers', { path: '/admin/answers', layout: 'admin', guards: ['admin'], titleKey: 'admin_contents.answers.title', load: () => import('./admin/AnswersAdminPage') }),
  ],
});
