/**
 * Accepting an answer and the reputation it moves (answer.md 5.1): the answer's author earns
 * `answer.accepted` (+15) and the question's author `answer.accept` (+2), both 0 when they are the
 * same member. Moving the acceptance to another answer or taking it back cancels the earlier pair;
 * the activity plugin returns what they gave.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { answersTrx } from './db';
import { publishAnswerFields, recordTimeline } from './post-events';
import { ADOPTED } from './tables';

interface Accepted {
  id: string;
  user_id: string;
}

/** Cancels the reputation pair an accepted answer gave. */
export async function cancelAcceptance(ctx: ServerContext, raw: Transaction<unknown>, answer: Accepted, questionAuthorId: string): Promise<void> {
  await ctx.events.emit('activity.cancel', { user_id: answer.user_id, object_id: answer.id, activity: 'answer.accepted' }, raw);
  await ctx.events.emit('activity.cancel', { user_id: questionAuthorId, object_id: answer.id, activity: 'answer.accept' }, raw);
}

async function recordAcceptance(ctx: ServerContext, raw: Transaction<unknown>, answer: Accepted, question: { id: string; user_id: string }, callerId: string, now: number): Promise<void> {
  // accepting one's own answer earns nothing on either side
  const rank = answer.user_id === question.user_id ? { rank: 0 } : {};
  await ctx.events.emit('activity.record', { user_id: answer.user_id, trigger_user_id: callerId, object_id: answer.id, question_id: question.id, activity: 'answer.accepted', at: now, ...rank }, raw);
  await ctx.events.emit('activity.record', { user_id: question.user_id, object_id: answer.id, question_id: question.id, activity: 'answer.accept', at: now, ...rank }, raw);
  await recordTimeline(ctx, raw, { userId: callerId, objectId: question.id, questionId: question.id, activity: 'question.accept', now });
}

/** Makes `answerId` the question's one accepted answer, or none when null; accepting the accepted one changes nothing. */
export async function acceptAnswer(ctx: ServerContext, question: { id: string; user_id: string }, answerId: string | null, callerId: string, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = answersTrx(raw);
    const previous = await trx.selectFrom('answer').select(['id', 'user_id']).where('question_id', '=', question.id).where('adopted', '=', ADOPTED.yes).executeTakeFirst();
    if ((previous?.id ?? null) === answerId) return;
    if (previous) {
      await trx.updateTable('answer').set({ adopted: ADOPTED.no }).where('id', '=', previous.id).execute();
      await cancelAcceptance(ctx, raw, previous, question.user_id);
    }
    if (answerId) {
      const accepted = await trx.selectFrom('answer').select(['id', 'user_id']).where('id', '=', answerId).where('question_id', '=', question.id).executeTakeFirst();
      if (accepted) {
        await trx.updateTable('answer').set({ adopted: ADOPTED.yes }).where('id', '=', accepted.id).execute();
        await recordAcceptance(ctx, raw, accepted, question, callerId, now);
      }
    }
    await publishAnswerFields(ctx, raw, question.id, now);
  });
}
