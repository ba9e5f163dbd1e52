/** `question.followers`: who follows a question, read through the asker's transaction. */
import type { ServerContext, ServerQueryHandlers } from '@answer/sdk/server';
import { followsDb, followsTrx } from './db';

export function followerQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'question.followers'({ question_id }, { trx }) {
      const db = trx ? followsTrx(trx) : followsDb(ctx);
      const rows = await db.selectFrom('follow').select('user_id').where('object_id', '=', question_id).where('object_type', '=', 'question').execute();
      return { user_ids: rows.map((row) => row.user_id) };
    },
  };
}
