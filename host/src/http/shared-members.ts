/**
 * Members served from the guests' kept copy: a route's `sharedCache.member` hook gets the copy's
 * data and adds the caller's own state, so a member's read costs what is theirs (a few batched
 * queries) instead of the whole page. When nothing is kept for the URL yet, the host reads it as
 * a guest, in process, which keeps it for everyone; concurrent members wait on the same read. When
 * a write drops what that read saw before it could be kept, the members who were already waiting
 * (and the one who asked) are still answered from it: their calls ran alongside the write, so either
 * order is one they could have seen. A member who joins after the drop gets the handler.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedCachePolicy, SharedMemberPolicy } from '@answer/sdk/server';
import { acceptedEncoding, COMPRESSION_THRESHOLD_BYTES, fastVariant, type ContentEncoding } from './compression';
import { passingEntry, type SharedEntry, type SharedResponseCache, type Snapshot } from './shared-cache';

/** What a guest read answered: its status, and its body when it may be shown to others (no cookie set). */
export interface GuestRead {
  status: number;
  body: Buffer | null;
  contentType: string;
}

/** Reads `url` as a guest with `headers` (the host's mark, the caller's language). */
export type GuestFill = (url: string, headers: Record<string, string>) => Promise<GuestRead>;

/** A guest read under way for members: what it answered, and what the store held when it began. */
interface PendingFill {
  since: Snapshot;
  /** The read's own body for members who may use it though it was not kept; null when it failed or was refused. */
  done: Promise<SharedEntry | null>;
}

/** How long a URL whose guest read was refused (a hidden post, a members-only site) goes straight to the handler. */
const REFUSAL_MS = 2000;
const MAX_REFUSALS = 10_000;

/** The kept body's envelope, parsed once and shared by every member (never mutated). */
interface ParsedEntry {
  envelope: Record<string, unknown>;
  data: unknown;
}

/** A member's `data` as sent: serialized once, and compressed once per encoding asked for. */
interface MadeBody {
  /** The envelope it was made with: a copy returned for another kept entry is made again. */
  envelope: Record<string, unknown>;
  text: string;
  compressed: Partial<Record<ContentEncoding, Buffer>>;
}

export interface SharedMembersDeps {
  log: { warn(message: string, detail?: unknown): void };
  /** Answers the kept entry as it is (the member's data is the guests'). */
  send(request: FastifyRequest, reply: FastifyReply, key: string, entry: SharedEntry): void;
  onServe(policy: SharedCachePolicy, request: FastifyRequest): void;
  /** `Cache-Control` and `Vary` of a member's answer. */
  headers: { cacheControl: string; vary: string };
}

export class SharedMembers {
  /** A header only this process knows: the guest reads it makes are told from anyone's. */
  private readonly hostReadHeader = 'x-answer-host-read';
  private readonly hostReadSecret = randomBytes(16).toString('base64url');
  private readonly hostReads = new WeakSet<FastifyRequest>();
  private readonly pending = new Map<string, PendingFill>();
  private readonly refusedUntil = new Map<string, number>();
  private readonly parsed = new WeakMap<SharedEntry, ParsedEntry | null>();
  /** Bodies of the copies personalize returned, for as long as the plugin keeps a copy. */
  private readonly made = new WeakMap<object, MadeBody>();
  private fill: GuestFill | null = null;

  constructor(
    private readonly cache: SharedResponseCache,
    private readonly deps: SharedMembersDeps,
  ) {}

  fillWith(fill: GuestFill): void {
    this.fill = fill;
  }

  /** The headers that mark a guest read as the host's own (a kept copy's fill, a server-rendered page's read). */
  hostReadHeaders(): Record<string, string> {
    return { [this.hostReadHeader]: this.hostReadSecret };
  }

  /** Marks a request as the host's own read when it carries the secret; true for those. */
  noteHostRead(request: FastifyRequest): boolean {
    if (request.headers[this.hostReadHeader] !== this.hostReadSecret) return false;
    this.hostReads.add(request);
    return true;
  }

  isHostRead(request: FastifyRequest): boolean {
    return this.hostReads.has(request);
  }

  /** A write may have made a refused URL readable (a question approved): ask again. */
  forgetRefusals(): void {
    if (this.refusedUntil.size > 0) this.refusedUntil.clear();
  }

  /** Answers a member's GET from the guests' copy; false when the handler must run. */
  async serve(request: FastifyRequest, reply: FastifyReply, policy: SharedCachePolicy, member: SharedMemberPolicy, key: string): Promise<boolean> {
    const refused = this.refusedUntil.get(key);
    if (refused !== undefined && refused > Date.now()) return false;
    const entry = this.cache.get(key) ?? (await this.filled(request, key, policy));
    if (!entry) return false;
    const shared = this.parsedOf(entry);
    if (!shared) return false;
    let data: unknown;
    try {
      data = await member.personalize(request, shared.data);
    } catch (error) {
      this.deps.log.warn('a shared response member hook failed', error);
      return false;
    }
    if (data === undefined || reply.sent) return false;
    this.deps.onServe(policy, request);
    if (data === shared.data) {
      this.deps.send(request, reply, key, entry);
      return true;
    }
    reply.code(200).header('cache-control', this.deps.headers.cacheControl).header('vary', this.deps.headers.vary).type(entry.contentType);
    const body = this.bodyOf(shared.envelope, data);
    const encoding = body.text.length >= COMPRESSION_THRESHOLD_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) {
      void reply.send(body.text);
      return true;
    }
    // compressed fast: most copies serve one caller
    const compressed = (body.compressed[encoding] ??= fastVariant(body.text, encoding));
    void reply.header('content-encoding', encoding).header('content-length', compressed.length).send(compressed);
    return true;
  }

  /** The body of `data`, made once for a copy the plugin returns to several callers. */
  private bodyOf(envelope: Record<string, unknown>, data: unknown): MadeBody {
    const reused = typeof data === 'object' && data !== null ? this.made.get(data) : undefined;
    if (reused?.envelope === envelope) return reused;
    const body: MadeBody = { envelope, text: JSON.stringify({ ...envelope, data }), compressed: {} };
    if (typeof data === 'object' && data !== null) this.made.set(data, body);
    return body;
  }

  private parsedOf(entry: SharedEntry): ParsedEntry | null {
    let parsed = this.parsed.get(entry);
    if (parsed !== undefined) return parsed;
    parsed = null;
    try {
      const value: unknown = JSON.parse(entry.body.toString('utf8'));
      if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'data' in value) {
        const envelope = value as Record<string, unknown>;
        parsed = { envelope, data: envelope.data };
      }
    } catch {
      // not JSON: members reach the handler
    }
    this.parsed.set(entry, parsed);
    return parsed;
  }

  /**
   * The guests' copy of `key` after reading it as a guest; null when a guest may not have it, or
   * when a write dropped it after this caller joined the read.
   */
  private async filled(request: FastifyRequest, key: string, policy: SharedCachePolicy): Promise<SharedEntry | null> {
    const waiting = this.pending.get(key) ?? this.startFill(request, key, policy);
    if (!waiting) return null;
    // nothing dropped since the read began: this call ran alongside any write that drops it later
    const alongside = this.cache.isCurrent(waiting.since);
    const read = await waiting.done;
    return this.cache.get(key) ?? (alongside ? read : null);
  }

  private startFill(request: FastifyRequest, key: string, policy: SharedCachePolicy): PendingFill | null {
    const fill = this.fill;
    if (!fill) return null;
    const headers = this.hostReadHeaders();
    const language = request.headers['accept-language'];
    if (typeof language === 'string') headers['accept-language'] = language;
    const since = this.cache.snapshot(policy.scopes(request));
    const done = fill(request.url, headers).then(
      (read) => {
        if (read.status === 200) return read.body ? passingEntry(read.body, read.contentType) : null;
        if (this.refusedUntil.size >= MAX_REFUSALS) this.refusedUntil.clear();
        this.refusedUntil.set(key, Date.now() + REFUSAL_MS);
        return null;
      },
      (error: unknown) => {
        this.deps.log.warn('a guest read for a member failed', error);
        return null;
      },
    );
    const pending: PendingFill = { since, done };
    this.pending.set(key, pending);
    void done.finally(() => {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    });
    return pending;
  }
}
