import { definePlugin, lazyComponent } from '@answer/sdk';
import { questionSectionPoint } from './points';

export default definePlugin({
  id: 'invites',
  // before the answers (order 10)
  contributions: [questionSectionPoint.contribute('invite', { component: lazyComponent(() => import('./InvitePanel'), 'InvitePanel'), order: 5 })],
});
