import { defineServerPlugin } from '@answer/sdk/server';
import { legalPages } from './pages/legal-pages';
import { registerLegalRoutes } from './routes';

export default defineServerPlugin({
  id: 'legal',
  routes: registerLegalRoutes,
  pages: () => legalPages(),
});
