import { defineServerPlugin, type ServerContext, type ServerEventHandlers, type ServerQueryHandlers } from '@answer/sdk/server';
import { migrations } from './migrations';
import { pendingCount, registerPendingRoutes } from './routes';
import { nowSeconds, reviewDb, reviewTrx } from './tables';

const OBJECT_TYPE_CODE = { question: 1, answer: 2, comment: 3 } as const;

/** A post held back by a reviewer plugin gets its review row in the owner's transaction. */
function events(ctx: ServerContext): ServerEventHandlers {
  return {
    'post.queued': async (post, { trx }) => {
      const db = trx ? reviewTrx(trx) : reviewDb(ctx);
      const now = nowSeconds();
      await db
        .insertInto('review')
        .values({ created_at: now, updated_at: now, user_id: post.user_id, object_id: post.object_id, object_type: OBJECT_TYPE_CODE[post.object_type], reviewer_user_id: '0', submitter: post.reviewer, reason: post.reason, status: 1 })
        .execute();
    },
    'post.purged': async ({ object_ids }, { trx }) => {
      if (object_ids.length === 0) return;
      const db = trx ? reviewTrx(trx) : reviewDb(ctx);
      await db.deleteFrom('review').where('object_id', 'in', object_ids).execute();
    },
  };
}

/** `review.queues`: the queued-posts queue, for staff. */
function queries(ctx: ServerContext): Pick<ServerQueryHandlers, 'review.queues'> {
  return {
    'review.queues': async ({ principal, lang }) =>
      principal.roleId === 2 || principal.roleId === 3 ? [{ name: 'queued_post', label: ctx.t(lang, 'review.queued_post'), todo_amount: await pendingCount(reviewDb(ctx)) }] : [],
  };
}

export default defineServerPlugin({
  id: 'review',
  migrations,
  routes: registerPendingRoutes,
  events,
  queries,
});
