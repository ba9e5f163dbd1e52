import { definePlugin, lazyComponent } from '@answer/sdk';
import { postFooterPoint } from './points';

export default definePlugin({
  id: 'reactions',
  contributions: [postFooterPoint.contribute('reactions', { component: lazyComponent(() => import('./ReactionBar'), 'ReactionBar'), order: 10 })],
});
