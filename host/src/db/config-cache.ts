/**
 * Recently read `config` rows (their JSON text, null when absent; parsed per read, so no caller
 * can change another's copy). Privilege thresholds and reputation amounts are read on most
 * member requests and change only through the admin's privileges page. A write through this
 * process drops them at once and again on its commit; another host process's write (or a change
 * made straight in the database) is seen within `CONFIG_MAX_AGE_MS`.
 */
import { BriefCache } from '@answer/sdk/server';

export const CONFIG_MAX_AGE_MS = 500;

export class ConfigCache extends BriefCache<string | null> {
  constructor(maxAgeMs = CONFIG_MAX_AGE_MS, now: () => number = Date.now) {
    super({ maxAgeMs, maxEntries: 1_000, now });
  }
}
