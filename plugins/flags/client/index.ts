import { definePlugin, lazyComponent } from '@answer/sdk';
import { commentActionsPoint, postActionsPoint, profileHeaderPoint } from './points';

export default definePlugin({
  id: 'flags',
  contributions: [
    // after share, follow and the history link
    postActionsPoint.contribute('flag', { component: lazyComponent(() => import('./FlagPost'), 'FlagPost'), order: 60 }),
    commentActionsPoint.contribute('flag', { component: lazyComponent(() => import('./FlagComment'), 'FlagComment'), order: 20 }),
    profileHeaderPoint.contribute('flag', { component: lazyComponent(() => import('./FlagMember'), 'FlagMember'), order: 90 }),
  ],
});
