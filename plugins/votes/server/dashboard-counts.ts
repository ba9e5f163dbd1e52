/**
 * The votes' share of the admin dashboard: votes standing on questions and answers (Answer's
 * `vote_count` leaves comment votes out). A retracted vote has no row, so every row counts.
 */
import { countRows, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { votesDb } from './db';

export function dashboardQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'admin.dashboard_counts'() {
      return { vote_count: await countRows(votesDb(ctx).selectFrom('vote').where('object_type', 'in', ['question', 'answer'])) };
    },
  };
}
