import { definePlugin, lazyComponent, loginMethodPoint } from '@answer/sdk';

export default definePlugin({
  id: 'hosting_connector',
  contributions: [
    // first, before the connectors' buttons: the user centre runs the site's accounts
    loginMethodPoint.contribute('user-center', { component: lazyComponent(() => import('./UserCenterButton'), 'UserCenterButton'), order: 0 }),
  ],
});
