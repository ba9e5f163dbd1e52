import { definePlugin, lazyComponent } from '@answer/sdk';
import { postSidePoint } from './points';

export default definePlugin({
  id: 'bookmarks',
  // after the vote control
  contributions: [postSidePoint.contribute('bookmark', { component: lazyComponent(() => import('./BookmarkButton'), 'BookmarkButton'), order: 20 })],
});
