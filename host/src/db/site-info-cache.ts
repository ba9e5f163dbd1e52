/**
 * Recently read `site_info` rows (their JSON text, null when absent; parsed per read, so no caller
 * can change another's copy). Settings are read on nearly every request (the private-site check
 * alone runs on every API call) and change a few times in a site's life. A write through this
 * process drops them at once; another host process's write (or any change made straight in the
 * database) is seen within `SITE_INFO_MAX_AGE_MS`.
 */
import { BriefCache } from '@answer/sdk/server';

export const SITE_INFO_MAX_AGE_MS = 500;

export class SiteInfoCache extends BriefCache<string | null> {
  constructor(maxAgeMs = SITE_INFO_MAX_AGE_MS, now: () => number = Date.now) {
    super({ maxAgeMs, maxEntries: 1_000, now });
  }
}
