import { defineServerPlugin } from '@answer/sdk/server';
import { registerCustomCodeSettings } from './custom-code-settings';
import { registerDashboardRoutes } from './dashboard-routes';
import { registerPurgeRoute } from './purge-route';
import { registerSeoSettings } from './seo-settings';
import { registerSmtpRoutes } from './smtp-routes';
import { registerBrandingSettings } from './site-branding';
import { registerGeneralSettings } from './site-general';
import { registerMaintenanceSettings } from './maintenance-settings';
import { registerInterfaceSettings } from './site-interface';
import { registerThemeSettings } from './theme-settings';

export default defineServerPlugin({
  id: 'admin',
  routes(app, ctx) {
    registerSmtpRoutes(app, ctx);
    registerPurgeRoute(app, ctx);
    registerDashboardRoutes(app, ctx);
    registerGeneralSettings(app, ctx);
    registerInterfaceSettings(app, ctx);
    registerBrandingSettings(app, ctx);
    registerThemeSettings(app, ctx);
    registerCustomCodeSettings(app, ctx);
    registerSeoSettings(app, ctx);
    registerMaintenanceSettings(app, ctx);
  },
});
