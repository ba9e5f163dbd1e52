/**
 * Maintenance mode, the same on both sides: while an admin has it on, guests and members get a
 * 503 from the API (with `reason` and `data.type` below) and the kernel's maintenance page; admins
 * keep working. Stored in `site_info` under `MAINTENANCE_SITE_INFO_TYPE`, served in `/siteinfo`
 * as `maintenance`.
 */
export const MAINTENANCE_SITE_INFO_TYPE = 'maintenance';

/** The envelope's `reason` of a call refused for maintenance; `data.type` says the same. */
export const MAINTENANCE_REASON = 'base.maintenance';
export const MAINTENANCE_TYPE = 'maintenance';

/** What `Retry-After` asks clients to wait, in seconds. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** The longest message an admin may show on the maintenance page. */
export const MAINTENANCE_MESSAGE_MAX_LENGTH = 1000;

export interface MaintenanceSettings {
  enabled: boolean;
  /** Shown on the maintenance page; empty: the kernel's own words. */
  message: string;
}

export const MAINTENANCE_DEFAULTS: Readonly<MaintenanceSettings> = Object.freeze({ enabled: false, message: '' });

/** The settings as stored (JSON text, null when never saved); anything unreadable counts as off. */
export function parseMaintenance(content: string | null): MaintenanceSettings {
  if (content === null) return { ...MAINTENANCE_DEFAULTS };
  try {
    const value = JSON.parse(content) as { enabled?: unknown; message?: unknown } | null;
    return { enabled: value?.enabled === true, message: typeof value?.message === 'string' ? value.message : '' };
  } catch {
    return { ...MAINTENANCE_DEFAULTS };
  }
}
