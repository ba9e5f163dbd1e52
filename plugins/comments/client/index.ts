import { definePlugin, lazyComponent } from '@answer/sdk';
import { postFooterPoint } from './points';

export default definePlugin({
  id: 'comments',
  contributions: [postFooterPoint.contribute('comments', { component: lazyComponent(() => import('./CommentsFooter'), 'CommentsFooter'), order: 20 })],
});
