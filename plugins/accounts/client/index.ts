import { definePlugin, headerItemPoint, routePoint } from '@answer/sdk';
import enUS from '../i18n/en_US.json';
import { HeaderItems } from './HeaderItems';

export default definePlugin({
  id: 'accounts',
  locales: { en_US: enUS.ui },
  contributions: [
    routePoint.contribute('login', {
      path: '/users/login',
      layout: 'main',
      guards: ['notLoggedIn'],
      public: true,
      titleKey: 'login.title',
      load: () => import('./pages/Login'),
    }),
    routePoint.contribute('register', {
      path: '/users/register',
      layout: 'main',
      guards: ['notLoggedIn'],
      public: true,
      titleKey: 'register.title',
      load: () => import('./pages/Register'),
    }),
    routePoint.contribute('logout', {
      path: '/users/logout',
      layout: 'main',
      public: true,
      load: () => import('./pages/Logout'),
    }),
    routePoint.contribute('suspended', {
      path: '/users/account-suspended',
      layout: 'main',
      public: true,
      titleKey: 'suspended.title',
      load: () => import('./pages/Suspended'),
    }),
    headerItemPoint.contribute('account', { component: HeaderItems, order: 100 }),
  ],
});
