/**
 * The admin's "rebuild index": every post's document written again in place, in batches of their
 * own transactions while the site keeps serving (searches find the old text until a batch lands),
 * then the documents of posts gone for good removed. One rebuild at a time per host process; its
 * progress is read by the admin page.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { buildIndex, optimizeIndex, removeOrphans } from './index-build';
import type { IndexDb } from './index-store';
import type { SearchTables } from './tables';

export interface RebuildState {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** Posts indexed so far, and in all (as counted when the rebuild started). */
  done: number;
  total: number;
  /** Unix seconds; 0 before the first rebuild. */
  started_at: number;
  finished_at: number;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export class IndexRebuild {
  private state: RebuildState = { status: 'idle', done: 0, total: 0, started_at: 0, finished_at: 0 };
  private running: Promise<void> | null = null;

  constructor(private readonly ctx: ServerContext) {}

  progress(): RebuildState {
    return { ...this.state };
  }

  /** Starts a rebuild unless one runs; answers the state at once. */
  start(): RebuildState {
    if (this.running) return this.progress();
    this.state = { status: 'running', done: 0, total: 0, started_at: nowSeconds(), finished_at: 0 };
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.progress();
  }

  /** Settles when the rebuild running now ends (tests, shutdown). */
  async settled(): Promise<void> {
    await this.running;
  }

  private async run(): Promise<void> {
    const db = this.ctx.database<SearchTables>();
    try {
      const built = await buildIndex(db, this.ctx.dialect, {
        mode: 'upsert',
        write: (work) => this.ctx.transaction((trx: Transaction<unknown>) => work(trx as unknown as IndexDb)),
        progress: (done, total) => {
          this.state = { ...this.state, done, total };
        },
      });
      const removed = await removeOrphans(db as Kysely<SearchTables>, this.ctx.dialect);
      // merging the index's segments rewrites it: only worth it (and only done) after changes
      if (built.written + removed > 0) await optimizeIndex(db, this.ctx.dialect);
      this.state = { ...this.state, status: 'done', total: Math.max(this.state.total, this.state.done), finished_at: nowSeconds() };
    } catch (error) {
      this.ctx.log.error('search index rebuild failed', error);
      this.state = { ...this.state, status: 'failed', finished_at: nowSeconds() };
    }
  }
}
