import { defineServerPlugin } from '@answer/sdk/server';
import { registerAnswerRoutes } from './answer-routes';
import { migrations } from './migrations';

export default defineServerPlugin({
  id: 'answers',
  migrations,
  routes: registerAnswerRoutes,
});
