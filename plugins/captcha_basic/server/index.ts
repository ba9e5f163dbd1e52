import { defineServerPlugin } from '@answer/sdk/server';
import { createChallengeProvider } from './challenge';

/* The host's captcha gate decides when an action needs a captcha; this plugin only makes and checks them. */
export default defineServerPlugin({
  id: 'captcha_basic',
  providers: (ctx) => ({ captcha: createChallengeProvider(ctx.cache) }),
});
