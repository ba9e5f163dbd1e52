/** A question's close reason, kept in Answer's `meta` table under `question.close.reason`. */
import type { QuestionsDb } from './db';

export const CLOSE_REASON_KEY = 'question.close.reason';

/** The stored value, as Answer stores it. */
export interface CloseReason {
  close_type: number;
  close_msg: string;
}

/** The stored reason with the time the question was last closed (unix seconds). */
export async function readCloseReason(db: QuestionsDb, questionId: string): Promise<(CloseReason & { at: number }) | null> {
  const row = await db.selectFrom('meta').select(['value', 'updated_at']).where('object_id', '=', questionId).where('key', '=', CLOSE_REASON_KEY).orderBy('id', 'desc').executeTakeFirst();
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as Partial<CloseReason> | null;
    return { close_type: Number(value?.close_type) || 0, close_msg: typeof value?.close_msg === 'string' ? value.close_msg : '', at: Number(row.updated_at) || 0 };
  } catch {
    return null;
  }
}

/** Replaces the question's close reason (a question closed again gets the new one). */
export async function writeCloseReason(db: QuestionsDb, questionId: string, reason: CloseReason, now: number): Promise<void> {
  const value = JSON.stringify({ close_type: reason.close_type, close_msg: reason.close_msg });
  const updated = await db.updateTable('meta').set({ value, updated_at: now }).where('object_id', '=', questionId).where('key', '=', CLOSE_REASON_KEY).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db.insertInto('meta').values({ object_id: questionId, key: CLOSE_REASON_KEY, value, created_at: now, updated_at: now }).execute();
}
