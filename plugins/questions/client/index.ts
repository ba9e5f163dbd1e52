import { adminMenuPoint, definePlugin, lazyComponent, navItemPoint, routePoint, sidebarWidgetPoint } from '@answer/sdk';
import { HotQuestions } from './HotQuestions';
import { tagSectionPoint } from './points';

export { questionSectionPoint, type QuestionSectionContribution } from './points';
export type { QuestionInfo } from './question-api';

const loadList = () => import('./pages/QuestionList');
const loadQuestion = () => import('./pages/QuestionPage');

export default definePlugin({
  id: 'questions',
  contributions: [
    routePoint.contribute('home', { path: '/', layout: 'side-nav', titleKey: 'list.title', load: loadList }),
    routePoint.contribute('list', { path: '/questions', layout: 'side-nav', titleKey: 'list.title', load: loadList }),
    routePoint.contribute('ask', { path: '/questions/ask', layout: 'main', guards: ['activated'], titleKey: 'ask.title', load: () => import('./pages/AskQuestion') }),
    routePoint.contribute('edit', { path: '/posts/:qid/edit', layout: 'main', guards: ['activated'], titleKey: 'edit.title', load: () => import('./pages/EditQuestion') }),
    // the question under each of its permalink forms (the slug position may hold an answer id)
    routePoint.contribute('question', { path: '/questions/:qid', layout: 'side-nav', load: loadQuestion }),
    routePoint.contribute('question-slug', { path: '/questions/:qid/:slug', layout: 'side-nav', load: loadQuestion }),
    routePoint.contribute('question-answer', { path: '/questions/:qid/:slug/:aid', layout: 'side-nav', load: loadQuestion }),
    routePoint.contribute('tags', { path: '/tags', layout: 'side-nav', titleKey: 'tag_page.title', load: () => import('./pages/TagList') }),
    routePoint.contribute('linked', { path: '/questions/linked/:qid', layout: 'side-nav', titleKey: 'linked_page.title', load: () => import('./pages/LinkedQuestions') }),
    sidebarWidgetPoint.contribute('hot', { component: HotQuestions, order: 10 }),
    // a tag's questions on the tags plugin's tag page
    tagSectionPoint.contribute('tagged-questions', { component: lazyComponent(() => import('./list/TaggedQuestions'), 'TaggedQuestions'), order: 10 }),
    navItemPoint.contribute('questions', { labelKey: 'nav.questions', to: '/questions', order: 10, icon: 'question-circle-fill', activeOn: ['/'] }),
    navItemPoint.contribute('tags', { labelKey: 'nav.tags', to: '/tags', order: 20, icon: 'tags-fill' }),
    adminMenuPoint.contribute('admin-questions', { section: 'contents', labelKey: 'admin_contents.questions.menu', to: '/admin/questions', order: 10 }),
    routePoint.contribute('admin-questions', { path: '/admin/questions', layout: 'admin', guards: ['admin'], titleKey: 'admin_contents.questions.title', load: () => import('./admin/QuestionsAdminPage') }),
    adminMenuPoint.contribute('admin-write', { section: 'settings', labelKey: 'admin_write.menu', to: '/admin/write', order: 60 }),
    routePoint.contribute('admin-write', { path: '/admin/write', layout: 'admin', guards: ['admin'], titleKey: 'admin_write.title', load: () => import('./admin/WriteSettings') }),
  ],
});
