import { defineServerPlugin } from '@answer/sdk/server';
import { registerSearchRoutes } from './routes';
import { searchPage } from './search-page';

export default defineServerPlugin({
  id: 'search_db',
  routes: registerSearchRoutes,
  pages: () => [searchPage],
});
