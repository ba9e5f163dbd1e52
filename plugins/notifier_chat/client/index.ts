import { definePlugin, lazyComponent, userSettingsPanelPoint } from '@answer/sdk';

export const PLUGIN_ID = 'notifier_chat';

export default definePlugin({
  id: PLUGIN_ID,
  contributions: [
    // under the webhook form on /users/settings/notifier_chat: what was posted and what waits
    userSettingsPanelPoint.contribute(PLUGIN_ID, { pluginId: PLUGIN_ID, component: lazyComponent(() => import('./DeliveriesPanel'), 'DeliveriesPanel') }),
  ],
});
