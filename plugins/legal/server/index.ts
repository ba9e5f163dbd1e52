import { defineServerPlugin } from '@answer/sdk/server';
import { registerLegalRoutes } from './routes';

export default defineServerPlugin({
  id: 'legal',
  routes: registerLegalRoutes,
});
