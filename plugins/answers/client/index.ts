import { definePlugin, routePoint } from '@answer/sdk';
import enUS from '../i18n/en_US.json';
import { questionSectionPoint } from './points';
import { LazyAnswersSection } from './section/LazyAnswersSection';

export default definePlugin({
  id: 'answers',
  locales: { en_US: enUS.ui },
  contributions: [
    questionSectionPoint.contribute('answers', { component: LazyAnswersSection, order: 10 }),
    routePoint.contribute('edit', { path: '/posts/:qid/:aid/edit', layout: 'main', guards: ['activated'], titleKey: 'edit.title', load: () => import('./pages/EditAnswer') }),
  ],
});
