/**
 * Maintenance mode at the host's door. The setting is read through the site-info cache every
 * store shares, so a switch made by another host process is honoured within that cache's age
 * (half a second). Admins pass; so do routes marked `MAINTENANCE_OPEN` (logging in) and the
 * installer's and admin API's own doors. Everyone else's user-API call answers 503.
 */
import type { FastifyRequest } from 'fastify';
import {
  ApiError,
  MAINTENANCE_REASON,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  MAINTENANCE_SITE_INFO_TYPE,
  MAINTENANCE_TYPE,
  parseMaintenance,
  type MaintenanceSettings,
  type Principal,
} from '@answer/sdk/server';
import type { SiteInfoCache } from '../db/site-info-cache';
import type { StoreSource } from '../types';
import { isAdmin } from './guards';

let last: { content: string | null; settings: MaintenanceSettings } = { content: null, settings: parseMaintenance(null) };

/** The same row on nearly every call: parsed once per content. */
function settingsOf(content: string | null): MaintenanceSettings {
  if (content !== last.content) last = { content, settings: parseMaintenance(content) };
  return last.settings;
}

export interface MaintenanceDeps extends StoreSource {
  siteInfoCache: SiteInfoCache;
}

export class MaintenanceGate {
  constructor(private readonly deps: MaintenanceDeps) {}

  /** True only when the setting was read lately and says off: the caller may go on without waiting. */
  knownOff(): boolean {
    const content = this.deps.siteInfoCache.peek(MAINTENANCE_SITE_INFO_TYPE);
    return content !== undefined && !settingsOf(content).enabled;
  }

  /** The setting now (the store reads it through the shared cache). */
  async settings(): Promise<MaintenanceSettings> {
    const value = await this.deps.store().siteInfo.get<object>(MAINTENANCE_SITE_INFO_TYPE);
    return parseMaintenance(value === null ? null : JSON.stringify(value));
  }

  /** Whether a user-API call by `principal` is refused now; the route's own `maintenanceOpen` lets anyone through. */
  async refuses(request: FastifyRequest, principal: Principal | null): Promise<MaintenanceSettings | null> {
    if (request.routeOptions.config?.maintenanceOpen === true) return null;
    if (principal && isAdmin(principal)) return null;
    const settings = await this.settings();
    return settings.enabled ? settings : null;
  }
}

/** The 503 a refused call answers: the admin's message in `data`, `Retry-After` for machines. */
export function maintenanceRefusal(settings: MaintenanceSettings): ApiError {
  return new ApiError(503, MAINTENANCE_REASON, { type: MAINTENANCE_TYPE, message: settings.message }, {}, { 'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS) });
}
