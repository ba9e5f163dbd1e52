import { definePlugin, lazyComponent } from '@answer/sdk';
import { postActionsPoint } from './points';

// Both buttons sit in the same row of every post: one chunk for the two.
const loadActions = () => import('./actions');

export default definePlugin({
  id: 'follows',
  contributions: [
    postActionsPoint.contribute('share', { component: lazyComponent(loadActions, 'ShareMenu'), order: 10 }),
    postActionsPoint.contribute('follow', { component: lazyComponent(loadActions, 'FollowButton'), order: 20 }),
  ],
});
