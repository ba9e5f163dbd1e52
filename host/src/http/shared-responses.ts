/**
 * Guests' shared responses in the request pipeline: GET routes with a `sharedCache` policy are
 * answered from the store when it holds them, their fresh 200 responses are kept, and successful
 * writes drop what they changed (everything, unless the handler named its scopes). Every shared
 * response carries an `ETag` and answers `If-None-Match` with 304. A route whose policy has a
 * `member` hook serves members from the same copy, with their own state added (shared-members.ts).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { SharedCachePolicy, SharedCacheService } from '@answer/sdk/server';
import { SharedMembers, type GuestFill } from './shared-members';
import { acceptedEncoding } from './compression';
import { etagOf, matchesEtag, SharedResponseCache, type SharedEntry, type Snapshot } from './shared-cache';
import { tokenOf } from './token';

/** Everyone may keep it, but must ask again (a write may have changed it since). */
export const SHARED_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const VARY = 'Accept-Language, Authorization, Accept-Encoding';
const DEFAULT_MAX_AGE_SECONDS = 60;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long guests wait for another guest's read of the same URL before reading for themselves. */
const GUEST_READ_WAIT_MS = 10_000;

type GuestState = { kind: 'miss'; key: string; snapshot: Snapshot; maxAgeMs: number; release: () => void } | { kind: 'hit' } | { kind: 'member' };

/** Tells other host processes about invalidations and hears about theirs (see `peerSync`). */
export interface PeerSync {
  /** Called after every local invalidation. */
  announce(): void;
  /** Called on guest requests; drops everything when another process invalidated meanwhile. */
  listen(): void;
}

export interface SharedResponsesOptions {
  cache?: SharedResponseCache;
  log: { warn(message: string, detail?: unknown): void };
}

export class SharedResponses {
  readonly cache: SharedResponseCache;
  private readonly guests = new WeakMap<FastifyRequest, GuestState>();
  private readonly writes = new WeakMap<FastifyRequest, Set<string>>();
  /**
   * Guest reads under way by key: a guest asking for the same URL meanwhile waits for that read's
   * copy instead of running the handler alongside it. A page that is slow to make (a search on a
   * busy database) is then made once, not once for every guest who asked before it was kept.
   */
  private readonly guestReads = new Map<string, Promise<void>>();
  private peers: PeerSync | null = null;
  private readonly members: SharedMembers;

  constructor(private readonly options: SharedResponsesOptions) {
    this.cache = options.cache ?? new SharedResponseCache({ maxBytes: 32 * 1024 * 1024, maxEntryBytes: 1024 * 1024 });
    this.members = new SharedMembers(this.cache, {
      log: options.log,
      send: (request, reply, key, entry) => this.send(request, reply, key, entry, true),
      onServe: (policy, request) => this.runOnServe(policy, request),
      headers: { cacheControl: PRIVATE_CACHE_CONTROL, vary: VARY },
    });
  }

  /** How a member's first read of a URL gets the guests' copy made: a guest read of it, in process. */
  fillWith(fill: GuestFill): void {
    this.members.fillWith(fill);
  }

  /** The headers that mark a guest read as the host's own: no visit (`isHostRead`). */
  hostReadHeaders(): Record<string, string> {
    return this.members.hostReadHeaders();
  }

  connect(peers: PeerSync | null): void {
    this.peers = peers;
  }

  /** What plugin contexts hand out as `ctx.sharedCache`. */
  readonly service: SharedCacheService = {
    invalidate: (scopes, request) => {
      this.members.forgetRefusals();
      if (request && !READ_METHODS.has(request.method)) {
        const named = this.writes.get(request) ?? new Set<string>();
        for (const scope of scopes) named.add(scope);
        this.writes.set(request, named);
      }
      this.cache.invalidate(scopes);
      this.peers?.announce();
    },
    invalidateAll: () => {
      this.members.forgetRefusals();
      this.cache.invalidateAll();
      this.peers?.announce();
    },
    unchanged: (request) => {
      if (!this.writes.has(request)) this.writes.set(request, new Set());
    },
    isHostRead: (request) => this.members.isHostRead(request),
  };

  /**
   * onRequest hook for a plugin's routes, after the plugin was found serving: answers kept
   * responses. A callback hook, as it never waits: a kept response costs no promise.
   */
  readonly serveKept = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const fill = this.members.noteHostRead(request);
    const policy = request.routeOptions.config?.sharedCache;
    if (!policy || request.method !== 'GET') return done();
    this.peers?.listen();
    const key = `${request.lang}\n${request.url}`;
    // a token in the URL would make the guest read of that URL a member's too, and its key one
    // of a kind: such calls keep the handler
    const tokenInUrl = (request.query as Record<string, unknown> | undefined)?.Authorization !== undefined;
    // A token that is no one's (expired, logged out, made up) is read as a guest's: the handler
    // would answer it as one, and from the kept copy it costs what a guest's call does, so a stale
    // token in a browser, or a made-up one, does not bring every read to the handler.
    if (tokenOf(request) !== '' && (request.principal !== null || tokenInUrl)) {
      const asMember = () => {
        this.guests.set(request, { kind: 'member' });
        done();
      };
      // answered from the guests' copy, or (false) by the handler as before
      if (policy.member && request.principal && !fill && !tokenInUrl) this.members.serve(request, reply, policy, policy.member, key).then((served) => served || asMember(), asMember);
      else asMember();
      return;
    }
    const entry = this.cache.get(key);
    if (entry) return this.serveEntry(request, reply, policy, key, entry);
    const reading = this.guestReads.get(key);
    if (!reading) {
      this.readAsGuest(request, reply, policy, key, true);
      return done();
    }
    void reading.then(() => {
      const kept = this.cache.get(key);
      if (kept) return this.serveEntry(request, reply, policy, key, kept);
      // that read kept nothing (refused, failed, or a write came meanwhile): this call reads for itself
      this.readAsGuest(request, reply, policy, key, false);
      done();
    });
  };

  private serveEntry(request: FastifyRequest, reply: FastifyReply, policy: SharedCachePolicy, key: string, entry: SharedEntry): void {
    this.guests.set(request, { kind: 'hit' });
    this.runOnServe(policy, request);
    // answered here: the route's handler never runs
    this.send(request, reply, key, entry);
  }

  /** Marks a guest's call as one the handler answers and whose response may be kept; `lead`: others wait for it. */
  private readAsGuest(request: FastifyRequest, reply: FastifyReply, policy: SharedCachePolicy, key: string, lead: boolean): void {
    const maxAgeMs = (policy.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS) * 1000;
    let release = () => {};
    if (lead) {
      let finish = () => {};
      const reading = new Promise<void>((resolve) => (finish = resolve));
      this.guestReads.set(key, reading);
      // however the call ends (a response, an error, a closed connection), the others stop waiting;
      // and they wait no longer than a slow read's bound
      const bound = setTimeout(() => release(), GUEST_READ_WAIT_MS);
      release = () => {
        clearTimeout(bound);
        if (this.guestReads.get(key) === reading) this.guestReads.delete(key);
        finish();
      };
      reply.raw.once('close', release);
    }
    this.guests.set(request, { kind: 'miss', key, snapshot: this.cache.snapshot(policy.scopes(request)), maxAgeMs, release });
  }

  /** onSend hook for every route (a callback: it never waits); must run before any other layer that rewrites the payload. */
  readonly keepOrDrop = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void => {
    done(null, this.keptOrDropped(request, reply, payload));
  };

  /** The payload to send: the handler's own, or the kept entry's compressed copy, or '' for a 304. */
  private keptOrDropped(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    if (!READ_METHODS.has(request.method)) {
      if (reply.statusCode < 400) this.afterWrite(request);
      return payload;
    }
    const state = this.guests.get(request);
    if (!state || state.kind === 'hit') return payload;
    reply.header('vary', VARY);
    if (state.kind === 'member') {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      state.release();
      return payload;
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry = this.cache.put(state.key, state.snapshot, { body, contentType, maxAgeMs: state.maxAgeMs });
    state.release();
    const etag = entry?.etag ?? etagOf(body);
    reply.header('etag', etag);
    reply.header('cache-control', SHARED_CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    if (!entry) return payload;
    const encoded = this.encoded(request, reply, state.key, entry);
    return encoded ?? payload;
  }

  private afterWrite(request: FastifyRequest): void {
    const named = this.writes.get(request);
    if (named?.size === 0) return;
    this.members.forgetRefusals();
    // repeated now that the handler's transaction has committed: a guest may have read the old rows meanwhile
    if (named) this.cache.invalidate([...named]);
    else this.cache.invalidateAll();
    this.peers?.announce();
  }

  /** Answers a kept entry (304 when the caller holds it), compressed as the caller accepts. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, entry: SharedEntry, forMember = false): void {
    // a member's copy is theirs alone: no validator another caller's copy could match
    if (!forMember) reply.header('etag', entry.etag);
    reply.header('cache-control', forMember ? PRIVATE_CACHE_CONTROL : SHARED_CACHE_CONTROL).header('vary', VARY).type(entry.contentType);
    if (!forMember && matchesEtag(request.headers['if-none-match'], entry.etag)) {
      void reply.code(304).send();
      return;
    }
    const encoded = this.encoded(request, reply, key, entry);
    void reply.code(200).send(encoded ?? entry.body);
  }

  /** The entry in the client's preferred encoding, with `Content-Encoding` set; null to send it as is. */
  private encoded(request: FastifyRequest, reply: FastifyReply, key: string, entry: SharedEntry): Buffer | null {
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const body = encoding ? this.cache.encode(key, entry, encoding) : null;
    if (!encoding || !body) return null;
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  }

  private runOnServe(policy: SharedCachePolicy, request: FastifyRequest): void {
    if (!policy.onServe) return;
    try {
      policy.onServe(request);
    } catch (error) {
      this.options.log.warn('a shared response onServe hook failed', error);
    }
  }
}
