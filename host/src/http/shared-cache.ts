/**
 * The host's store of guests' shared responses: bodies by key (language + URL), each tagged with
 * the scopes it shows, dropped when one of them is invalidated, after its maximum age, or when
 * the store needs room (least recently used first). Compressed copies are made once, on demand.
 */
import { createHash } from 'node:crypto';
import { compressedVariant, COMPRESSION_THRESHOLD_BYTES, smallestVariant, type ContentEncoding } from './compression';
import { exactBuffer } from './exact-buffer';

export interface SharedEntry {
  readonly body: Buffer;
  /** Weak: the same entity whatever encoding carries it. */
  readonly etag: string;
  readonly contentType: string;
  readonly scopes: readonly string[];
  readonly expiresAt: number;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /** Times a compressed copy was sent. */
  hits: number;
}

/** What a request saw when it started: it may store its response only if none of it changed since. */
export interface Snapshot {
  readonly everything: number;
  readonly scopes: ReadonlyMap<string, number>;
}

export interface SharedCacheOptions {
  /** Bodies kept in all, compressed copies included. */
  maxBytes: number;
  /** Bodies larger than this are never kept (a page of them would evict everything else). */
  maxEntryBytes: number;
  now?: () => number;
}

/**
 * Sends of a compressed copy after which it is compressed again at the smallest size, off the
 * request path. Fewer sends would not repay the compression: every write may drop the entry.
 */
export const REPACK_AFTER_HITS = 32;

/** Entries waiting to be compressed again; past this many a much-sent entry keeps its first copy. */
const MAX_WAITING_REPACKS = 64;

/** Scopes whose invalidations are remembered before the count starts over (memory stays bounded). */
const MAX_TRACKED_SCOPES = 10_000;

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * An entry for one use, never kept: a guest read whose copy a write meanwhile kept from the store.
 * Only members get it, and a member's answer carries no validator, so it has no `etag`.
 */
export function passingEntry(body: Buffer, contentType: string): SharedEntry {
  return { body: exactBuffer(body), etag: '', contentType, scopes: [], expiresAt: 0, encoded: {}, hits: 0 };
}

/** True when `If-None-Match` names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export class SharedResponseCache {
  private readonly entries = new Map<string, SharedEntry>();
  private readonly keysByScope = new Map<string, Set<string>>();
  private readonly scopeGenerations = new Map<string, number>();
  private everything = 0;
  private bytes = 0;
  private readonly now: () => number;
  private readonly waitingRepacks: { key: string; entry: SharedEntry }[] = [];
  private repacking = false;

  constructor(private readonly options: SharedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  snapshot(scopes: readonly string[]): Snapshot {
    return { everything: this.everything, scopes: new Map(scopes.map((scope) => [scope, this.scopeGenerations.get(scope) ?? 0])) };
  }

  /** The live entry under `key`, marked as the most recently used. */
  get(key: string): SharedEntry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** True while nothing `since` names was invalidated (for what is kept outside this store). */
  isCurrent(since: Snapshot): boolean {
    if (since.everything !== this.everything) return false;
    for (const [scope, generation] of since.scopes) if ((this.scopeGenerations.get(scope) ?? 0) !== generation) return false;
    return true;
  }

  /** Keeps a body unless something it shows was invalidated after `since`; the entry, or null. */
  put(key: string, since: Snapshot, value: { body: Buffer; contentType: string; maxAgeMs: number }): SharedEntry | null {
    if (!this.isCurrent(since)) return null;
    if (value.body.length > this.options.maxEntryBytes) return null;
    this.remove(key);
    const entry: SharedEntry = {
      body: exactBuffer(value.body),
      etag: etagOf(value.body),
      contentType: value.contentType,
      scopes: [...since.scopes.keys()],
      expiresAt: this.now() + value.maxAgeMs,
      encoded: {},
      hits: 0,
    };
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const scope of entry.scopes) {
      let keys = this.keysByScope.get(scope);
      if (!keys) this.keysByScope.set(scope, (keys = new Set()));
      keys.add(key);
    }
    this.evict();
    return entry;
  }

  /** The entry's body in `encoding` (compressed once and kept), or null when not worth it. */
  encode(key: string, entry: SharedEntry, encoding: ContentEncoding): Buffer | null {
    if (entry.body.length < COMPRESSION_THRESHOLD_BYTES) return null;
    const kept = entry.encoded[encoding];
    if (kept) {
      if (++entry.hits === REPACK_AFTER_HITS) this.repack(key, entry);
      return kept;
    }
    const encoded = exactBuffer(compressedVariant(entry.body, encoding));
    // only an entry still in the store may grow it
    if (this.entries.get(key) === entry) {
      entry.encoded[encoding] = encoded;
      this.bytes += encoded.length;
      this.evict();
    }
    return encoded;
  }

  /** Replaces a much-sent entry's compressed copies by the smallest ones, once they are ready. */
  private repack(key: string, entry: SharedEntry): void {
    if (this.waitingRepacks.length >= MAX_WAITING_REPACKS) return;
    this.waitingRepacks.push({ key, entry });
    void this.drainRepacks();
  }

  /**
   * One compression at a time, in the background: brotli 11 takes ~70 ms of a core for a 66 KB
   * page, and a hundred pages reaching their 32nd send together took the cores from the requests
   * (a third of the server-rendered pages' throughput, p99 17 -> 47 ms).
   */
  private async drainRepacks(): Promise<void> {
    if (this.repacking) return;
    this.repacking = true;
    try {
      for (let job = this.waitingRepacks.shift(); job; job = this.waitingRepacks.shift()) {
        for (const encoding of Object.keys(job.entry.encoded) as ContentEncoding[]) {
          // dropped while waiting: nothing to gain
          if (this.entries.get(job.key) !== job.entry) break;
          await this.repackOne(job.key, job.entry, encoding);
        }
      }
    } finally {
      this.repacking = false;
    }
  }

  private async repackOne(key: string, entry: SharedEntry, encoding: ContentEncoding): Promise<void> {
    const current = entry.encoded[encoding];
    if (!current) return;
    let smaller: Buffer;
    try {
      smaller = await smallestVariant(entry.body, encoding);
    } catch {
      return; // the first copy stays: it was good enough to send
    }
    if (this.entries.get(key) !== entry || entry.encoded[encoding] !== current || smaller.length >= current.length) return;
    entry.encoded[encoding] = exactBuffer(smaller);
    this.bytes += smaller.length - current.length;
  }

  invalidate(scopes: readonly string[]): void {
    if (this.scopeGenerations.size > MAX_TRACKED_SCOPES) {
      // forget old generations; requests in flight then just do not store their response
      this.scopeGenerations.clear();
      this.everything += 1;
    }
    for (const scope of scopes) {
      this.scopeGenerations.set(scope, (this.scopeGenerations.get(scope) ?? 0) + 1);
      const keys = this.keysByScope.get(scope);
      if (!keys) continue;
      for (const key of [...keys]) this.remove(key);
    }
  }

  invalidateAll(): void {
    this.everything += 1;
    this.entries.clear();
    this.keysByScope.clear();
    // generations stay: snapshots taken before compare against `everything` anyway
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
    for (const scope of entry.scopes) {
      const keys = this.keysByScope.get(scope);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByScope.delete(scope);
    }
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) return;
      this.remove(key);
    }
  }
}
