/** The comments' share of the admin dashboard: how many there are (Answer's `comment_count`). */
import { countRows, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { commentsDb } from './db';
import { COMMENT_STATUS } from './tables';

export function dashboardQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'admin.dashboard_counts'() {
      return { comment_count: await countRows(commentsDb(ctx).selectFrom('comment').where('status', '=', COMMENT_STATUS.available)) };
    },
  };
}
