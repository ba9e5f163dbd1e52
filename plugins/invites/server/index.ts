import { defineServerPlugin } from '@answer/sdk/server';
import { invitePermissions } from './permission';
import { registerInviteRoutes } from './routes';

export default defineServerPlugin({
  id: 'invites',
  routes: registerInviteRoutes,
  queries: invitePermissions,
});
