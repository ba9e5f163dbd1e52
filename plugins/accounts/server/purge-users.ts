/**
 * Removing deleted accounts for good (`content.purge_deleted` with type `users`): the user rows
 * and what only served them here (sessions, role, logins at other providers, notification
 * settings), in the asker's transaction; other plugins drop what served only them (`user.purged`).
 * Their posts stay, shown without an author, as in Answer.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerQueryHandlers } from '@answer/sdk/server';
import { accountsTrx } from './db';
import { USER_STATUS } from './tables';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

export async function purgeDeletedUsers(ctx: ServerContext, raw: Transaction<unknown>): Promise<number> {
  const trx = accountsTrx(raw);
  const rows = await trx.selectFrom('user').select('id').where('status', '=', USER_STATUS.deleted).execute();
  const ids = rows.map((row) => String(row.id));
  for (let start = 0; start < ids.length; start += CHUNK) {
    const part = ids.slice(start, start + CHUNK);
    await trx.deleteFrom('user_session').where('user_id', 'in', part).execute();
    await trx.deleteFrom('user_role_rel').where('user_id', 'in', part).execute();
    await trx.deleteFrom('user_external_login').where('user_id', 'in', part).execute();
    await trx.deleteFrom('user_notification_config').where('user_id', 'in', part).execute();
    await trx.deleteFrom('user').where('id', 'in', part).where('status', '=', USER_STATUS.deleted).execute();
  }
  if (ids.length > 0) await ctx.events.emit('user.purged', { user_ids: ids }, raw);
  return ids.length;
}

/** `content.purge_deleted`: this plugin purges users; other types are another plugin's. */
export function purgeQueries(ctx: ServerContext): Pick<ServerQueryHandlers, 'content.purge_deleted'> {
  return {
    async 'content.purge_deleted'({ type }, { trx }) {
      if (type !== 'users') return { purged: 0 };
      return { purged: trx ? await purgeDeletedUsers(ctx, trx) : await ctx.transaction((own) => purgeDeletedUsers(ctx, own)) };
    },
  };
}
