/**
 * The accounts' share of the admin dashboard: members not deleted (suspended ones included, as
 * Answer counts them) and new members per day for the chart.
 */
import { countRows, dailyCountsSince, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { accountsDb } from './db';
import { USER_STATUS } from './tables';

export function dashboardQueries(ctx: ServerContext): ServerQueryHandlers {
  const counted = () => accountsDb(ctx).selectFrom('user').where('status', 'in', [USER_STATUS.available, USER_STATUS.suspended]);
  return {
    async 'admin.dashboard_counts'() {
      return { user_count: await countRows(counted()) };
    },

    async 'admin.daily_counts'(window) {
      return { members: await dailyCountsSince(ctx.dialect, counted(), 'created_at', window) };
    },
  };
}
