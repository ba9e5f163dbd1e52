/** The answers' share of the admin dashboard: how many there are and new ones per day. */
import { countRows, dailyCountsSince, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { answersDb } from './db';
import { ANSWER_STATUS } from './tables';

export function dashboardQueries(ctx: ServerContext): ServerQueryHandlers {
  const counted = () => answersDb(ctx).selectFrom('answer').where('status', '=', ANSWER_STATUS.available);
  return {
    async 'admin.dashboard_counts'() {
      return { answer_count: await countRows(counted()) };
    },

    async 'admin.daily_counts'(window) {
      return { answers: await dailyCountsSince(ctx.dialect, counted(), 'created_at', window) };
    },
  };
}
