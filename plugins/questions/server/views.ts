/**
 * Page views of a question: `view_count` counts every opening, `unique_view_count` one per viewer
 * (member, or address for guests) per day. Counting a view writes nothing on the request: views
 * wait in memory and are written in one transaction every `FLUSH_INTERVAL_MS` (or sooner once
 * `FLUSH_AT_QUESTIONS` questions wait), so a busy question page is not bound by writes. Whether a
 * viewer is new today is remembered in the shared cache, so every host process agrees.
 */
import type { FastifyRequest, ServerContext } from '@answer/sdk/server';
import { questionsDb, questionsTrx } from './db';

const DAY = 24 * 60 * 60;
export const FLUSH_INTERVAL_MS = 2000;
/** Questions waiting before a flush starts without waiting for the timer. */
export const FLUSH_AT_QUESTIONS = 500;
/** Viewers remembered per process before the memory is cleared (the shared cache still knows them). */
const SEEN_LIMIT = 100_000;
/** How long written counts read for members' pages are kept (other processes' views show after it). */
export const WRITTEN_MAX_AGE_MS = 10_000;
const WRITTEN_LIMIT = 10_000;

export interface PendingViews {
  views: number;
  /** Views of viewers this process had not seen today; the shared cache decides at the flush. */
  unique: number;
}

/** What a flush writes: per question, the views to add and the viewers to check for the first time today. */
export interface ViewBatch {
  views: Map<string, number>;
  /** Shared-cache keys of a (question, viewer, day), by question. */
  viewers: Map<string, string[]>;
}

export interface ViewStore {
  /** For each (question, viewer, day) key, true when this is the first of all processes to see it. */
  firstToday(keys: readonly string[]): Promise<boolean[]>;
  /** Adds the counts to the questions, in one transaction. */
  add(counts: Map<string, PendingViews>): Promise<void>;
}

interface WrittenViews extends PendingViews {
  readAt: number;
}

export class ViewBuffer {
  private batch: ViewBatch = { views: new Map(), viewers: new Map() };
  /** Batches handed to a flush: still shown as waiting until their transaction is committed. */
  private readonly writing = new Set<ViewBatch>();
  /** Bumped when a write starts and when it ends: a read of the counts across either is not kept. */
  private writeGeneration = 0;
  private readonly written = new Map<string, WrittenViews>();
  private seen = new Set<string>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: ViewStore,
    private readonly onError: (error: unknown) => void,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts a view of `questionId` by `viewer`; the write happens later. */
  record(questionId: string, viewer: string): void {
    const key = this.keyOf(questionId, viewer);
    this.batch.views.set(questionId, (this.batch.views.get(questionId) ?? 0) + 1);
    if (!this.seen.has(key)) {
      if (this.seen.size >= SEEN_LIMIT) this.seen.clear();
      this.seen.add(key);
      const viewers = this.batch.viewers.get(questionId) ?? [];
      viewers.push(key);
      this.batch.viewers.set(questionId, viewers);
    }
    if (this.batch.views.size >= FLUSH_AT_QUESTIONS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  private keyOf(questionId: string, viewer: string): string {
    return `view:${questionId}:${viewer}:${Math.floor(this.clock() / 1000 / DAY)}`;
  }

  /** `pending` as it will be once `viewer`'s view, about to be recorded, is. */
  pendingWith(questionId: string, viewer: string): PendingViews {
    const { views, unique } = this.pending(questionId);
    return { views: views + 1, unique: unique + (this.seen.has(this.keyOf(questionId, viewer)) ? 0 : 1) };
  }

  /** The views of `questionId` not written yet, so a page shows its own view at once. */
  pending(questionId: string): PendingViews {
    let views = this.batch.views.get(questionId) ?? 0;
    let unique = this.batch.viewers.get(questionId)?.length ?? 0;
    for (const batch of this.writing) {
      views += batch.views.get(questionId) ?? 0;
      unique += batch.viewers.get(questionId)?.length ?? 0;
    }
    return { views, unique };
  }

  /**
   * The written counts of `questionId`, kept for `WRITTEN_MAX_AGE_MS` and moved by this process's
   * own writes, so members' pages read them without a statement.
   */
  async writtenCounts(questionId: string, load: () => Promise<PendingViews | undefined>): Promise<PendingViews | undefined> {
    const kept = this.written.get(questionId);
    if (kept && this.clock() - kept.readAt < WRITTEN_MAX_AGE_MS) return { views: kept.views, unique: kept.unique };
    const generation = this.writeGeneration;
    const quiet = this.writing.size === 0;
    const readAt = this.clock();
    const counts = await load();
    if (counts && quiet && this.writing.size === 0 && generation === this.writeGeneration) {
      if (this.written.size >= WRITTEN_LIMIT) this.written.clear();
      this.written.set(questionId, { ...counts, readAt });
    }
    return counts;
  }

  /** Writes what waits; flushes run one after the other. Failures are reported, the views dropped. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.batch;
    if (batch.views.size === 0) return this.flushing;
    this.batch = { views: new Map(), viewers: new Map() };
    this.writing.add(batch);
    this.writeGeneration++;
    this.flushing = this.flushing
      .then(() => this.write(batch))
      .catch(this.onError)
      .finally(() => {
        this.writing.delete(batch);
        this.writeGeneration++;
      });
    return this.flushing;
  }

  private async write(batch: ViewBatch): Promise<void> {
    const counts = new Map<string, PendingViews>();
    // every viewer of the batch in one write, before the transaction: on SQLite the shared cache
    // writes through another connection
    const keys = [...batch.viewers.values()].flat();
    const first = await this.store.firstToday(keys);
    const isFirst = new Map(keys.map((key, index) => [key, first[index]]));
    for (const [questionId, views] of batch.views) {
      const unique = (batch.viewers.get(questionId) ?? []).filter((key) => isFirst.get(key)).length;
      counts.set(questionId, { views, unique });
    }
    await this.store.add(counts);
    for (const [questionId, added] of counts) {
      const kept = this.written.get(questionId);
      if (kept) this.written.set(questionId, { views: kept.views + added.views, unique: kept.unique + added.unique, readAt: kept.readAt });
    }
    // in the same turn as the counts above, so no page adds these views twice
    this.writing.delete(batch);
  }
}

const bySite = new WeakMap<ServerContext, ViewBuffer>();

function bufferOf(ctx: ServerContext): ViewBuffer {
  let buffer = bySite.get(ctx);
  if (!buffer) {
    buffer = new ViewBuffer(
      {
        firstToday: async (keys) => (await ctx.cache.incrementMany(keys, DAY)).map((count) => count === 1),
        add: (counts) =>
          ctx.transaction(async (raw) => {
            const trx = questionsTrx(raw);
            for (const [questionId, { views, unique }] of counts) {
              await trx
                .updateTable('question')
                .set((eb) => ({ view_count: eb('view_count', '+', views), ...(unique > 0 ? { unique_view_count: eb('unique_view_count', '+', unique) } : {}) }))
                .where('id', '=', questionId)
                .execute();
            }
          }),
      },
      (error) => ctx.log.warn('page views could not be written', error instanceof Error ? error.message : error),
    );
    bySite.set(ctx, buffer);
  }
  return buffer;
}

/** Who viewed: the member, or the address of a guest. */
const viewerOf = (ctx: ServerContext, request: FastifyRequest): string => (request.principal ? `user:${request.principal.userId}` : `ip:${ctx.clientIp(request)}`);

/**
 * Counts a page view of a question by the caller of `request`. Returns at once and never throws:
 * the question route calls it, and so may a hook that serves a kept response.
 */
export function recordView(ctx: ServerContext, request: FastifyRequest, questionId: string): void {
  // the host's own reads are no visits: the member's request, or the page, counts its own
  if (ctx.sharedCache.isHostRead(request)) return;
  try {
    bufferOf(ctx).record(questionId, viewerOf(ctx, request));
  } catch (error) {
    ctx.log.warn('a page view was not counted', error instanceof Error ? error.message : error);
  }
}

/**
 * The views of `questionId` not written yet with the caller's own, which the page's `onServe`
 * records right after a kept copy is served (none for reads that are no visit).
 */
export function pendingViewsWithCaller(ctx: ServerContext, request: FastifyRequest, questionId: string): PendingViews {
  return bufferOf(ctx).pendingWith(questionId, viewerOf(ctx, request));
}

/** The written counts of `questionId` (kept a moment, see `ViewBuffer.writtenCounts`); undefined when it is gone. */
export function writtenViews(ctx: ServerContext, questionId: string): Promise<PendingViews | undefined> {
  return bufferOf(ctx).writtenCounts(questionId, async () => {
    const row = await questionsDb(ctx).selectFrom('question').select(['view_count', 'unique_view_count']).where('id', '=', questionId).executeTakeFirst();
    return row ? { views: Number(row.view_count), unique: Number(row.unique_view_count) } : undefined;
  });
}

/** The views of `questionId` this process counted and has not written yet. */
export const pendingViews = (ctx: ServerContext, questionId: string): PendingViews => bufferOf(ctx).pending(questionId);

/** Writes the waiting views now (on shutdown, and for tests of what was written). */
export const flushViews = (ctx: ServerContext): Promise<void> => bufferOf(ctx).flush();
