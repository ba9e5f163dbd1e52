/**
 * The answer asked together with a question that is not published (`POST /question/answer` held
 * for review, or deleted by a reviewer at once): it waits with the question, in `meta`, instead
 * of being handed to the answers plugin, so it appears nowhere (answer lists, profiles, counts)
 * before the question does. Once the question becomes available it is added as if just asked.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { questionsTrx } from './db';

export const HELD_ANSWER_KEY = 'question.held_answer';

/** What the ask gave for the answer. */
export interface HeldAnswer {
  user_id: string;
  content: string;
  /** Unix seconds: the question's creation time. */
  created_at: number;
}

/** Hands the answer to the answers plugin (`question.answer.add`) on the write's transaction. */
export async function addAnswerNow(ctx: ServerContext, raw: Transaction<unknown>, questionId: string, answer: HeldAnswer): Promise<void> {
  await ctx.events.emit('question.answer.add', { question_id: questionId, user_id: answer.user_id, content: answer.content, created_at: answer.created_at }, raw);
}

/** Keeps the answer with its unpublished question. */
export async function holdAnswer(raw: Transaction<unknown>, questionId: string, answer: HeldAnswer): Promise<void> {
  const value = JSON.stringify(answer);
  await questionsTrx(raw).insertInto('meta').values({ object_id: questionId, key: HELD_ANSWER_KEY, value, created_at: answer.created_at, updated_at: answer.created_at }).execute();
}

function parsed(value: string): HeldAnswer | null {
  try {
    const data = JSON.parse(value) as Partial<HeldAnswer> | null;
    if (typeof data?.user_id !== 'string' || typeof data.content !== 'string') return null;
    return { user_id: data.user_id, content: data.content, created_at: Number(data.created_at) || 0 };
  } catch {
    return null;
  }
}

/**
 * The question was published: its waiting answer (if any) is added now, in the same transaction.
 * The row is removed first, so of two publications only one finds it.
 */
export async function releaseHeldAnswer(ctx: ServerContext, raw: Transaction<unknown>, questionId: string): Promise<void> {
  const trx = questionsTrx(raw);
  const rows = await trx.selectFrom('meta').select(['id', 'value']).where('object_id', '=', questionId).where('key', '=', HELD_ANSWER_KEY).execute();
  for (const row of rows) {
    const removed = await trx.deleteFrom('meta').where('id', '=', row.id).executeTakeFirst();
    const answer = parsed(row.value);
    if (Number(removed.numDeletedRows) > 0 && answer) await addAnswerNow(ctx, raw, questionId, answer);
  }
}
