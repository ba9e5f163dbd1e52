/**
 * Moving a question between published (open or closed) and unpublished (deleted, waiting for
 * review): its tag relations are hidden or shown and the tags recounted, the author's question
 * count and the questions it links to follow, and a question becoming available gets the answer
 * that waited with it. Inside the caller's transaction; the caller records the history entry.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { questionsTrx, type QuestionsDb } from './db';
import { releaseHeldAnswer } from './held-answer';
import { recountTargetsOf } from './links';
import { QUESTION_STATUS, tagRelStatusOf } from './tables';
import { recountTags, switchQuestionTags } from './tag-write';
import { waitingMayChange } from './waiting-questions';

/**
 * `question_count` of a member = their published questions (open or closed; Answer's `status <
 * deleted`, so neither deleted ones nor ones waiting for review), counted so it heals.
 */
export async function recountUserQuestions(trx: QuestionsDb, userId: string): Promise<void> {
  if (!/^[1-9]\d*$/.test(userId)) return;
  // the row locked first: the count below then sees a concurrent post of the same member that committed meanwhile
  await trx.updateTable('user').set((eb) => ({ question_count: eb.ref('question_count') })).where('id', '=', userId).execute();
  await trx
    .updateTable('user')
    .set((eb) => ({
      question_count: eb
        .selectFrom('question')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('question.user_id', '=', userId)
        .where('question.status', '<', QUESTION_STATUS.deleted),
    }))
    .where('id', '=', userId)
    .execute();
}

export interface StatusMove {
  questionId: string;
  authorId: string;
  /** The statuses it moves from; a question in none of them is left alone. */
  from: readonly number[];
  to: number;
  now: number;
}

/** Applies the move when the question is still in one of `from`; false when it was not. */
export async function moveQuestionStatus(ctx: ServerContext, raw: Transaction<unknown>, move: StatusMove): Promise<boolean> {
  const trx = questionsTrx(raw);
  const current = await trx.selectFrom('question').select('status').where('id', '=', move.questionId).executeTakeFirst();
  const before = Number(current?.status);
  if (!current || !move.from.includes(before) || before === move.to) return false;
  // conditional: of two moves at once only one finds the question still in its old state
  const changed = await trx.updateTable('question').set({ status: move.to, updated_at: move.now }).where('id', '=', move.questionId).where('status', '=', before).executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return false;
  if (before === QUESTION_STATUS.pending || move.to === QUESTION_STATUS.pending) waitingMayChange(ctx, raw, move.authorId);
  await ctx.events.emit('post.changed', { object_type: 'question', object_ids: [move.questionId], change: 'status' }, raw);
  const [fromRel, toRel] = [tagRelStatusOf(before), tagRelStatusOf(move.to)];
  if (fromRel !== toRel) await recountTags(trx, await switchQuestionTags(trx, move.questionId, fromRel, toRel, move.now));
  await recountUserQuestions(trx, move.authorId);
  await recountTargetsOf(trx, move.questionId);
  if (move.to === QUESTION_STATUS.available) await releaseHeldAnswer(ctx, raw, move.questionId);
  return true;
}
