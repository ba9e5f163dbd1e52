/** The flags' share of the admin dashboard: the open flags count among the items waiting for staff. */
import type { ServerContext, ServerQueryHandlers } from '@answer/sdk/server';
import { openFlagCount } from './review-page';
import { flagsDb } from './tables';

export function dashboardQueries(ctx: ServerContext): Pick<ServerQueryHandlers, 'admin.dashboard_counts'> {
  return {
    async 'admin.dashboard_counts'() {
      return { report_count: await openFlagCount(flagsDb(ctx)) };
    },
  };
}
