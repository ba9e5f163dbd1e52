import { adminSettingsPagePoint, definePlugin, headerItemPoint, lazyComponent, routePoint } from '@answer/sdk';

// Its own small file, loaded after the first paint: the header shows on every page, so the box
// must not share a file with the question page's lazily loaded parts (the build groups those
// `lazyComponent(() => import(...))` contributions together).
const loadHeaderSearch = () => import('./HeaderSearch');

export default definePlugin({
  id: 'search_db',
  contributions: [
    routePoint.contribute('search', { path: '/search', layout: 'side-nav', titleKey: 'page.title', load: () => import('./SearchPage') }),
    // before the account items
    headerItemPoint.contribute('search', { component: lazyComponent(loadHeaderSearch, 'HeaderSearch'), order: 10 }),
    // the plugin's admin page: the index and its rebuild (there are no settings to edit)
    adminSettingsPagePoint.contribute('index', { pluginId: 'search_db', component: lazyComponent(() => import('./IndexSettings')) }),
  ],
});
