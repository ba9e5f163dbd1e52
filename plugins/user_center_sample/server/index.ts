import { defineServerPlugin } from '@answer/sdk/server';
import { portalUserCenter } from './provider';

export default defineServerPlugin({
  id: 'user_center_sample',
  providers: (ctx) => ({ userCenter: portalUserCenter(ctx) }),
});
