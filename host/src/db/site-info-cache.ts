/**
 * Recently read `site_info` rows. Settings are read on nearly every request (the private-site
 * check alone runs on every API call) and change a few times in a site's life, so a read is
 * served from memory for a short while. A write through this process drops the row at once;
 * another host process's write (or any change made straight in the database) is seen within
 * `maxAgeMs`.
 */
export const SITE_INFO_MAX_AGE_MS = 500;

interface KeptRow {
  /** The row's JSON text as stored (parsed per read, so no caller can change another's copy), or null when absent. */
  content: string | null;
  readAt: number;
}

export class SiteInfoCache {
  private readonly rows = new Map<string, KeptRow>();
  /** Reads under way, so simultaneous misses of one type ask the database once. */
  private readonly pending = new Map<string, Promise<string | null>>();
  private generation = 0;

  constructor(
    private readonly maxAgeMs = SITE_INFO_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async read(type: string, load: () => Promise<string | null>): Promise<string | null> {
    const kept = this.rows.get(type);
    if (kept && this.now() - kept.readAt < this.maxAgeMs) return kept.content;
    const under = this.pending.get(type);
    if (under) return under;
    const generation = this.generation;
    const readAt = this.now();
    const reading = load().finally(() => this.pending.delete(type));
    this.pending.set(type, reading);
    const content = await reading;
    // a write that happened while the row was read may not be in what was read
    if (generation === this.generation) this.rows.set(type, { content, readAt });
    return content;
  }

  /** The kept row's content when it is fresh (null: no such row), undefined when it must be read. */
  peek(type: string): string | null | undefined {
    const kept = this.rows.get(type);
    return kept && this.now() - kept.readAt < this.maxAgeMs ? kept.content : undefined;
  }

  /** Drops every kept row: after a write, whose transaction may only now have committed. */
  forget(): void {
    this.generation++;
    this.rows.clear();
    this.pending.clear();
  }
}
