/**
 * Notifications that can lead nowhere any more: about posts an admin removed for good
 * (`post.purged`), and the inboxes of members removed for good (`user.purged`), deleted in the
 * purge's transaction.
 */
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { notificationsDb, notificationsTrx } from './db';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

const parts = (ids: readonly string[]): string[][] => {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += CHUNK) out.push(ids.slice(start, start + CHUNK));
  return out;
};

export function purgeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'post.purged' | 'user.purged'> {
  return {
    async 'post.purged'({ object_ids }, { trx }) {
      const db = trx ? notificationsTrx(trx) : notificationsDb(ctx);
      for (const part of parts(object_ids)) {
        await db
          .deleteFrom('notification')
          .where((eb) => eb.or([eb('object_id', 'in', part), eb('question_id', 'in', part), eb('answer_id', 'in', part), eb('comment_id', 'in', part)]))
          .execute();
      }
    },
    async 'user.purged'({ user_ids }, { trx }) {
      const db = trx ? notificationsTrx(trx) : notificationsDb(ctx);
      for (const part of parts(user_ids)) await db.deleteFrom('notification').where('user_id', 'in', part).execute();
    },
  };
}
