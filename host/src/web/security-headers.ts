/**
 * Headers every response carries, and Strict-Transport-Security, which is sent only once the
 * site's own address (settings, `general.site_url`) is https: a site reached over plain http
 * must never tell browsers to refuse http.
 */

export const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // a page opened from the site (an external link in a post) gets no handle on it
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/** Two years with subdomains: what browsers' preload lists expect. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

function isHttps(siteUrl: unknown): boolean {
  return typeof siteUrl === 'string' && /^https:\/\//i.test(siteUrl.trim());
}

/**
 * Whether to send HSTS, from the latest `general` settings seen. Requests are answered without
 * waiting for the database, so the last known answer stands until the settings are read again.
 */
export class TransportSecurity {
  private text: string | null = null;
  private https = false;

  /** Notes the `general` settings as just read, as stored (JSON text, null when absent). */
  seenText(general: string | null): void {
    if (general === this.text) return;
    this.text = general;
    let siteUrl: unknown;
    try {
      siteUrl = general === null ? undefined : (JSON.parse(general) as { site_url?: unknown }).site_url;
    } catch {
      // unreadable settings name no address
    }
    this.https = isHttps(siteUrl);
  }

  /** Notes the site's address as just read from the settings. */
  seenSiteUrl(siteUrl: unknown): void {
    this.https = isHttps(siteUrl);
  }

  header(): string | null {
    return this.https ? HSTS_VALUE : null;
  }
}
