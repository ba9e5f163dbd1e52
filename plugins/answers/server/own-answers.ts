/**
 * A member's own answers to one question, as the pages read for them: their first published
 * answer (the question page's "answered") and how many guests cannot see (deleted or waiting,
 * which send the member to the handler). The questions each member answered are kept per member,
 * so a question they never answered costs no statement.
 */
import { marksPerSite, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { answersDb, asNumber } from './db';
import { ANSWER_STATUS } from './tables';

/** Questions each member has answered, whatever the answers became. */
export const answeredBy = marksPerSite((ctx) => ({
  load: async (userId) => (await answersDb(ctx).selectFrom('answer').select('question_id').where('user_id', '=', userId).execute()).map((row) => row.question_id),
}));

export interface OwnAnswers {
  first_available_id: string;
  hidden: number;
}

const NONE: OwnAnswers = Object.freeze({ first_available_id: '', hidden: 0 });

export async function ownAnswers(ctx: ServerContext, userId: string, questionId: string): Promise<OwnAnswers> {
  if ((await answeredBy(ctx).maybeMarked(userId, [questionId])).length === 0) return NONE;
  const rows = await answersDb(ctx)
    .selectFrom('answer')
    .select(['id', 'status'])
    .where('question_id', '=', questionId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const first = rows.find((row) => asNumber(row.status) === ANSWER_STATUS.available);
  const hidden = rows.filter((row) => asNumber(row.status) === ANSWER_STATUS.deleted || asNumber(row.status) === ANSWER_STATUS.pending).length;
  return { first_available_id: first?.id ?? '', hidden };
}

export function ownAnswersQuery(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'answer.own'({ user_id, question_id }) {
      return ownAnswers(ctx, user_id, question_id);
    },
  };
}
