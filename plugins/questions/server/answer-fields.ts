/**
 * Keeps a question's answer fields (count, last answer, accepted answer, activity time) as the
 * plugin owning answers reports them through `question.answers.changed`.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEvents } from '@answer/sdk/server';
import type { QuestionsTables } from './tables';

export async function applyAnswerFields(ctx: ServerContext, change: ServerEvents['question.answers.changed'], trx: Transaction<unknown> | null): Promise<void> {
  const db = (trx as Transaction<QuestionsTables> | null) ?? ctx.database<QuestionsTables>();
  await db
    .updateTable('question')
    .set({
      answer_count: Math.max(0, Math.floor(change.answer_count)),
      last_answer_id: change.last_answer_id || '0',
      accepted_answer_id: change.accepted_answer_id || '0',
      post_update_time: change.changed_at,
      updated_at: change.changed_at,
    })
    .where('id', '=', change.question_id)
    .execute();
}
