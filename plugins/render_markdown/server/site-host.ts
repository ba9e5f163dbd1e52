/**
 * The site's host as last read from its settings, for deciding which links are external while
 * rendering. Rendering is synchronous (`MarkdownRenderer.render`) and the settings are read
 * asynchronously, so the host is kept here and read again in the background once it is older
 * than the refresh interval: a change of the site URL reaches rendering within that interval.
 */
import { hostOf } from './links';

export interface SiteHostOptions {
  /** How long a read host is used before it is read again. */
  refreshMs: number;
  /** How long to wait after a failed read (the site is not installed yet, the database is away). */
  retryMs: number;
  now?: () => number;
}

export class SiteHost {
  private host: string | null = null;
  private nextReadAt = 0;
  private reading: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly readSiteUrl: () => Promise<string>,
    private readonly options: SiteHostOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The last host read (null before the first good read); starts a read in the background when due. */
  current(): string | null {
    if (this.now() >= this.nextReadAt) void this.refresh();
    return this.host;
  }

  /**
   * Waits for a read when one is due, or while no read has succeeded yet (a site installed moments
   * ago), for callers that can wait (the preview route).
   */
  async fresh(): Promise<string | null> {
    if (this.host === null || this.now() >= this.nextReadAt) await this.refresh();
    return this.host;
  }

  /** Reads the site URL now; concurrent callers share one read. Never rejects. */
  refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    try {
      this.host = hostOf(await this.readSiteUrl());
      this.nextReadAt = this.now() + this.options.refreshMs;
    } catch {
      // before installation there is no database to read from; the last host read stays in use
      this.nextReadAt = this.now() + this.options.retryMs;
    }
  }
}
