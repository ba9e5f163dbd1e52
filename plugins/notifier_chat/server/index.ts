import { defineServerPlugin } from '@answer/sdk/server';
import { deliveryJob } from './delivery-job';
import { migrations } from './migrations';
import { noticeEvents } from './notices';
import { registerChatRoutes } from './routes';
import { checkMemberWebhook } from './webhook-check';

export default defineServerPlugin({
  id: 'notifier_chat',
  migrations,
  routes: registerChatRoutes,
  events: noticeEvents,
  jobs: (ctx) => [deliveryJob(ctx)],
  checkUserConfig: checkMemberWebhook,
});
