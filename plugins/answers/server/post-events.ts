/**
 * What the answers plugin tells the others after a write, on the write's transaction: the
 * question's answer fields (`question.answers.changed`) and timeline entries (`activity.record`).
 */
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { answersTrx } from './db';
import { ADOPTED, ANSWER_STATUS, type AnswersTables } from './tables';

/** The question's answer fields as they now are, computed from the answers so they heal. */
export async function publishAnswerFields(ctx: ServerContext, raw: Transaction<unknown>, questionId: string, now: number): Promise<void> {
  const trx = answersTrx(raw);
  // Lock the question before counting: a concurrent answer's transaction then has committed, and is
  // counted, instead of both counting without the other and the later storing a count one short.
  await trx.updateTable('question').set((eb) => ({ answer_count: eb.ref('answer_count') })).where('id', '=', questionId).execute();
  const visible = (eb: ExpressionBuilder<AnswersTables, never>) => eb.selectFrom('answer').where('question_id', '=', questionId).where('status', '=', ANSWER_STATUS.available);
  // the three in one statement: a round trip each would hold the question's lock longer
  const { count, newest, accepted } = await trx
    .selectNoFrom((eb) => [
      visible(eb)
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .as('count'),
      visible(eb).select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).as('newest'),
      visible(eb).select('id').where('adopted', '=', ADOPTED.yes).limit(1).as('accepted'),
    ])
    .executeTakeFirstOrThrow();
  await ctx.events.emit(
    'question.answers.changed',
    { question_id: questionId, answer_count: Number(count ?? 0), last_answer_id: newest ?? '0', accepted_answer_id: accepted ?? '0', changed_at: now },
    raw,
  );
}

/** A history-only timeline entry (no reputation) about an answer or its question. */
export async function recordTimeline(ctx: ServerContext, raw: Transaction<unknown>, entry: { userId: string; objectId: string; questionId: string; activity: string; comment?: string; revisionId?: string; now: number }): Promise<void> {
  await ctx.events.emit(
    'activity.record',
    { user_id: entry.userId, object_id: entry.objectId, question_id: entry.questionId, activity: entry.activity, rank: 0, comment: entry.comment, revision_id: entry.revisionId, at: entry.now },
    raw,
  );
}
