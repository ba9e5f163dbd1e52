import { definePlugin, navItemPoint, routePoint } from '@answer/sdk';
import enUS from '../i18n/en_US.json';

const loadList = () => import('./pages/QuestionList');

export default definePlugin({
  id: 'questions',
  locales: { en_US: enUS.ui },
  contributions: [
    routePoint.contribute('home', { path: '/', layout: 'side-nav', titleKey: 'list.title', load: loadList }),
    routePoint.contribute('list', { path: '/questions', layout: 'side-nav', titleKey: 'list.title', load: loadList }),
    navItemPoint.contribute('questions', { labelKey: 'nav.questions', to: '/questions', order: 10 }),
  ],
});
