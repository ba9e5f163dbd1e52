import { definePlugin, lazyComponent } from '@answer/sdk';
import { postActionsPoint, tagActionsPoint } from './points';

export default definePlugin({
  id: 'follows',
  contributions: [
    // Both buttons sit in the same row of every post: one module, one chunk for the two.
    postActionsPoint.contribute('share', { component: lazyComponent(() => import('./actions'), 'ShareMenu'), order: 10 }),
    postActionsPoint.contribute('follow', { component: lazyComponent(() => import('./actions'), 'FollowButton'), order: 20 }),
    // Follow on a tag's page (the tags plugin's header actions)
    tagActionsPoint.contribute('follow-tag', { component: lazyComponent(() => import('./TagFollowButton'), 'TagFollowButton'), order: 10 }),
  ],
});
