/**
 * Keeping the index in step, inside the writing transaction: new and edited posts get their
 * document written (a created post's ids are new, so its document is added without a look for
 * one), purged ones lose it. Status changes need nothing: a search reads whether a post is shown
 * from the post itself.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { readPosts, removeDocuments, upsertDocuments, type IndexDb } from './index-store';
import type { SearchTables } from './tables';

export function indexEvents(ctx: ServerContext): ServerEventHandlers {
  const dbOf = (trx: Transaction<unknown> | null): IndexDb => (trx as Transaction<SearchTables> | null) ?? ctx.database<SearchTables>();
  return {
    async 'post.changed'({ object_type: kind, object_ids: ids, change }, { trx }) {
      if (change === 'status') return;
      const db = dbOf(trx);
      await upsertDocuments(db, ctx.dialect, await readPosts(db, kind, ids), { allNew: change === 'created' });
    },
    async 'post.purged'({ object_ids: ids }, { trx }) {
      await removeDocuments(dbOf(trx), ctx.dialect, ids);
    },
  };
}
