import { definePlugin, lazyComponent } from '@answer/sdk';
import { postSidePoint } from './points';

export default definePlugin({
  id: 'votes',
  contributions: [postSidePoint.contribute('votes', { component: lazyComponent(() => import('./VoteControl'), 'VoteControl'), order: 10 })],
});
