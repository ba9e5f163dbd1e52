/**
 * Reacts to an admin removing everything a user posted: their questions become deleted (status
 * 10, as Answer's soft delete), written through the admin's transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { QUESTION_STATUS, type QuestionsTables } from './tables';

export function userContentHandlers(ctx: ServerContext): ServerEventHandlers {
  return {
    async 'user.content.remove'({ user_id }, { trx }) {
      const db = (trx as Transaction<QuestionsTables> | null) ?? ctx.database<QuestionsTables>();
      await removeQuestionsOf(db, user_id, Math.floor(Date.now() / 1000));
    },
  };
}

export async function removeQuestionsOf(db: Kysely<QuestionsTables> | Transaction<QuestionsTables>, userId: string, now: number): Promise<void> {
  await db
    .updateTable('question')
    .set({ status: QUESTION_STATUS.deleted, updated_at: now })
    .where('user_id', '=', userId)
    .where('status', '<>', QUESTION_STATUS.deleted)
    .execute();
}
