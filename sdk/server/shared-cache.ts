/**
 * Shared responses: what every guest sees alike (question lists, question pages) is kept by the
 * host once and served to the next guest without running the handler, with an `ETag` so browsers
 * and proxies revalidate instead of downloading again. Logged-in callers reach the handler, unless
 * the route's policy has a `member` hook that adds their own state to the guests' copy. A call
 * whose token is no one's (expired, logged out) is a guest's and gets the kept copy. Guests who
 * ask for a URL while another guest's read of it is under way wait for that read's copy.
 */
import type { FastifyRequest } from 'fastify';
import { longId } from '../shared/ids';

/**
 * Route option of a GET route whose responses to guests are the same for every guest:
 * `app.get(path, { config: { sharedCache: { scopes: (request) => ['questions'] } } }, handler)`.
 * The response may depend only on the URL and the language (`Accept-Language`).
 */
export interface SharedCachePolicy {
  /**
   * What the response shows, as scope names (`questions`, `question:<id>`): a write that
   * invalidates one of them drops the response. Read from the request's URL, not the database.
   */
  scopes(request: FastifyRequest): string[];
  /**
   * Longest time a kept response is served without any write (default 60 s), for what changes
   * by itself: scores recomputed on a timer, counters the handler updates lazily.
   */
  maxAgeSeconds?: number;
  /**
   * Runs on every guest request, the ones served from the cache too, for effects a kept response
   * must not skip (counting a page view). Must not throw or wait: failures are logged.
   */
  onServe?(request: FastifyRequest): void;
  /**
   * Serves members from the guests' kept copy too: the host reads the route as a guest when it
   * keeps nothing for the URL yet, then hands the copy's `data` here to add the caller's own state.
   */
  member?: SharedMemberPolicy;
}

/**
 * A member's GET of a shared route: the kept guest `data` (parsed once, shared by every caller:
 * copy what changes, never mutate it) plus what is the caller's own (marks, permissions, own
 * hidden posts), read with one batched query per kind, never one per row. `onServe` runs for
 * these requests as for a guest's kept copy.
 */
export interface SharedMemberPolicy {
  /**
   * The member's `data`: `shared` itself when nothing differs (its kept bytes are sent as they
   * are), a changed copy, or `undefined` when the handler must run (the caller sees more than a
   * guest: a moderator, their own waiting posts). Return the same copy to callers who see the
   * same page (kept per `shared`, for members with the same rights and no marks of their own
   * there): the host serializes and compresses each copy once.
   */
  personalize(request: FastifyRequest, shared: unknown): Promise<unknown> | unknown;
}

/**
 * `ctx.sharedCache`. A write request (POST, PUT, DELETE...) that succeeds drops every shared
 * response unless its handler named what it changed here: name the scopes to keep the rest.
 */
export interface SharedCacheService {
  /**
   * Drops the shared responses of `scopes`. Pass the write's `request` so the host repeats the
   * drop when the request ends (after its transaction committed, closing the race with a guest
   * who read the old rows meanwhile) and skips the drop-everything default.
   */
  invalidate(scopes: string[], request?: FastifyRequest): void;
  /** Drops every shared response (site-wide changes: settings, plugins, names shown everywhere). */
  invalidateAll(): void;
  /** Marks a write as changing nothing guests are shown (a login, a password change): nothing is dropped for it. */
  unchanged(request: FastifyRequest): void;
  /**
   * True for a read the host makes itself, as a guest: the fill of a kept copy for a member (see
   * `SharedMemberPolicy`; the member's request counts itself through `onServe`) or a read of a
   * server-rendered page (the page counts its visit itself). Neither is a visit.
   */
  isHostRead(request: FastifyRequest): boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Guests share this GET route's responses (see `SharedCachePolicy`). */
    sharedCache?: SharedCachePolicy;
  }
}

/**
 * Scope names the Q&A plugins share, so one plugin's write drops what another plugin shows:
 * every question list, one question's page (its answers and comments included), site-wide values.
 */
export const SHARED_SCOPES = Object.freeze({
  questionLists: 'questions',
  /**
   * Question lists in the `hot` order, which name `questionLists` too: the hourly recomputation of
   * hot scores drops these alone, and the other lists and search results stay kept.
   */
  hotOrder: 'questions:hot',
  question: (id: unknown): string => `question:${longId(id) ?? String(id)}`,
  /** What hangs off one post (question, answer): its comments, its reactions. */
  post: (id: unknown): string => `post:${longId(id) ?? String(id)}`,
  /** Members' profiles, tabs and rankings: what a member's counts, posts and reputation show in. */
  members: 'users',
  site: 'site',
});

/**
 * What a post written or voted on changes for guests: its question's page (answers and comments
 * included), every question list and search (counts, orders) and members' profiles and rankings.
 * The author's reputation also shows beside their posts on other questions' pages, which are not
 * named here: those show it once their kept copy ages out (`maxAgeSeconds`) or another write drops
 * them, as reputation on a busy site's pages always lags a little.
 */
export function postWriteScopes(questionId: unknown, postId?: unknown): string[] {
  const scopes = [SHARED_SCOPES.question(questionId), SHARED_SCOPES.questionLists, SHARED_SCOPES.members];
  if (postId !== undefined) scopes.push(SHARED_SCOPES.post(postId));
  return scopes;
}

/** What a comment written or voted on changes for guests: its post's comments, its question's page (an answer's count) and members' profiles; lists and search show no comments. */
export function commentWriteScopes(questionId: unknown, postId: unknown): string[] {
  return [SHARED_SCOPES.post(postId), SHARED_SCOPES.question(questionId), SHARED_SCOPES.members];
}

/** The scopes of a question list in `order` (a list's `?order=`): the hot order's scope joins for `hot`. */
export function questionListScopes(order: unknown): string[] {
  return order === 'hot' ? [SHARED_SCOPES.questionLists, SHARED_SCOPES.hotOrder] : [SHARED_SCOPES.questionLists];
}
