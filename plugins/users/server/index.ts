import { defineServerPlugin } from '@answer/sdk/server';
import { profilePage } from './pages/profile-page';
import { userSitemap } from './pages/user-sitemap';
import { registerUserRoutes } from './routes';

export default defineServerPlugin({
  id: 'users',
  routes: registerUserRoutes,
  pages: () => [profilePage],
  sitemap: (ctx) => [userSitemap(ctx)],
});
