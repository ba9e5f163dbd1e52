/**
 * Maintenance mode's switch (`GET|PUT /siteinfo/maintenance`, site_info `maintenance`; this
 * site's own, not Answer's). The host enforces it on every request (host/src/http/maintenance.ts)
 * and `/siteinfo` tells the browser; this block only stores it.
 */
import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_DEFAULTS, MAINTENANCE_SITE_INFO_TYPE, registerSiteSettings, type MaintenanceSettings, type ServerContext } from '@answer/sdk/server';
import maintenanceSchema from '../schemas/maintenance.json';

const MAINTENANCE_RESPONSE = {
  type: 'object',
  required: ['enabled', 'message'],
  properties: { enabled: { type: 'boolean' }, message: { type: 'string' } },
};

export function registerMaintenanceSettings(app: FastifyInstance, ctx: ServerContext): void {
  registerSiteSettings<MaintenanceSettings>(app, ctx, {
    path: '/siteinfo/maintenance',
    type: MAINTENANCE_SITE_INFO_TYPE,
    schema: maintenanceSchema,
    defaults: MAINTENANCE_DEFAULTS,
    response: MAINTENANCE_RESPONSE,
    // a message of spaces only is no message: the page shows the site's own words
    prepare: (next) => ({ enabled: next.enabled, message: (next.message ?? '').trim() }),
  });
}
