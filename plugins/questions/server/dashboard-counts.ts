/**
 * The questions' share of the admin dashboard: how many there are, resolved and unanswered (as
 * Answer counts them: listed and neither deleted nor pending), the suggested edits waiting for a
 * reviewer, and new questions per day for the chart.
 */
import { countRows, dailyCountsSince, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { questionsDb } from './db';
import { countWaiting } from './review-queue';
import { QUESTION_STATUS, REVISION_OBJECT, SHOW } from './tables';

export function dashboardQueries(ctx: ServerContext): ServerQueryHandlers {
  const counted = () => questionsDb(ctx).selectFrom('question').where('status', '<', QUESTION_STATUS.deleted).where('show', '=', SHOW.listed);
  return {
    async 'admin.dashboard_counts'() {
      const [questions, unanswered, resolved, waiting] = await Promise.all([
        countRows(counted()),
        countRows(counted().where('answer_count', '=', 0)),
        countRows(counted().where('answer_count', '!=', 0).where('accepted_answer_id', '!=', '0')),
        countWaiting(questionsDb(ctx), [REVISION_OBJECT.question, REVISION_OBJECT.answer]),
      ]);
      return { question_count: questions, unanswered_count: unanswered, resolved_count: resolved, report_count: waiting };
    },

    async 'admin.daily_counts'(window) {
      return { questions: await dailyCountsSince(ctx.dialect, counted(), 'created_at', window) };
    },
  };
}
