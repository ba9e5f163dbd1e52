import { definePlugin, routePoint } from '@answer/sdk';

export { tagActionsPoint, tagSectionPoint, type TagActionContribution, type TagActionProps, type TagSectionContribution, type TagSectionProps, type TagView } from './points';

export default definePlugin({
  id: 'tags',
  contributions: [
    routePoint.contribute('create', { path: '/tags/create', layout: 'main', guards: ['adminOrModerator'], titleKey: 'create.title', load: () => import('./pages/CreateTagPage') }),
    routePoint.contribute('tag', { path: '/tags/:tagName', layout: 'side-nav', load: () => import('./pages/TagPage') }),
    routePoint.contribute('info', { path: '/tags/:tagName/info', layout: 'side-nav', titleKey: 'info.title', load: () => import('./pages/TagInfoPage') }),
    routePoint.contribute('edit', { path: '/tags/:tagId/edit', layout: 'main', guards: ['activated'], titleKey: 'edit.title', load: () => import('./pages/EditTagPage') }),
  ],
});
