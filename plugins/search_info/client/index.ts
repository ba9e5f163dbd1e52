import { definePlugin, lazyComponent, searchHeadPoint } from '@answer/sdk';

export default definePlugin({
  id: 'search_info',
  contributions: [searchHeadPoint.contribute('search-by', { component: lazyComponent(() => import('./SearchBy'), 'SearchBy') })],
});
