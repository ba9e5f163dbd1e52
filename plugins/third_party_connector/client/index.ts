import { definePlugin, lazyComponent, loginMethodPoint } from '@answer/sdk';

export default definePlugin({
  id: 'third_party_connector',
  contributions: [
    // the buttons' code loads with the first log-in or sign-up page, not on every page
    loginMethodPoint.contribute('buttons', { component: lazyComponent(() => import('./ConnectorButtons'), 'ConnectorButtons'), order: 10 }),
  ],
});
