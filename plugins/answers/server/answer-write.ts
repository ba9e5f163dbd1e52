/**
 * The writes behind answering, editing, deleting, undeleting and accepting. Each runs in one
 * transaction and ends by telling the questions plugin the question's answer fields through
 * `question.answers.changed` on the same transaction, so the answer and the question's counts
 * land together or not at all. Rules were checked before; these only write.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { answersTrx, type AnswersDb } from './db';
import type { AnswerRow } from './answer-read';
import { ADOPTED, ANSWER_STATUS, REVISION_OBJECT_ANSWER, type AnswersTables } from './tables';

type Trx = Transaction<AnswersTables>;

export interface AnswerText {
  content: string;
  /** `content` rendered and sanitised */
  html: string;
}

/** The question's answer fields as they now are, computed from the answers so they heal. */
async function publishAnswerFields(ctx: ServerContext, raw: Transaction<unknown>, questionId: string, now: number): Promise<void> {
  const trx = answersTrx(raw);
  const visible = (db: AnswersDb) => db.selectFrom('answer').where('question_id', '=', questionId).where('status', '=', ANSWER_STATUS.available);
  // one query after another: a transaction is one connection
  const counted = await visible(trx).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const newest = await visible(trx).select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const accepted = await visible(trx).select('id').where('adopted', '=', ADOPTED.yes).limit(1).executeTakeFirst();
  await ctx.events.emit(
    'question.answers.changed',
    { question_id: questionId, answer_count: Number(counted?.count ?? 0), last_answer_id: newest?.id ?? '0', accepted_answer_id: accepted?.id ?? '0', changed_at: now },
    raw,
  );
}

/** Saves the answer as it now is into the questions plugin's revision history and points the answer at it. */
async function saveRevision(ctx: ServerContext, trx: Trx, answer: { id: string; question_id: string }, editorId: string, content: string, log: string, now: number): Promise<void> {
  const values = {
    created_at: now,
    updated_at: now,
    user_id: editorId,
    object_type: REVISION_OBJECT_ANSWER,
    object_id: answer.id,
    title: '',
    content: JSON.stringify({ id: answer.id, question_id: answer.question_id, content }),
    log,
  };
  let revisionId: string;
  if (ctx.dialect === 'postgres') {
    revisionId = String((await trx.insertInto('revision').values(values).returning('id').executeTakeFirstOrThrow()).id);
  } else {
    const inserted = await trx.insertInto('revision').values(values).executeTakeFirstOrThrow();
    if (inserted.insertId === undefined) throw new Error('The database returned no id for the answer revision');
    revisionId = String(inserted.insertId);
  }
  await trx.updateTable('answer').set({ revision_id: revisionId }).where('id', '=', answer.id).execute();
}

export async function createAnswer(ctx: ServerContext, questionId: string, userId: string, text: AnswerText, now: number): Promise<string> {
  return ctx.transaction(async (raw) => {
    const trx = answersTrx(raw);
    const id = await ctx.ids.next(2, raw);
    await trx
      .insertInto('answer')
      .values({ id, created_at: now, updated_at: now, question_id: questionId, user_id: userId, original_text: text.content, parsed_text: text.html })
      .execute();
    await saveRevision(ctx, trx, { id, question_id: questionId }, userId, text.content, '', now);
    await publishAnswerFields(ctx, raw, questionId, now);
    return id;
  });
}

export async function updateAnswer(ctx: ServerContext, answer: AnswerRow, editorId: string, text: AnswerText, log: string, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = answersTrx(raw);
    await trx
      .updateTable('answer')
      .set({ original_text: text.content, parsed_text: text.html, updated_at: now, last_edit_user_id: editorId })
      .where('id', '=', answer.id)
      .execute();
    await saveRevision(ctx, trx, answer, editorId, text.content, log, now);
    await publishAnswerFields(ctx, raw, answer.question_id, now);
  });
}

/** Soft delete (status 10) or undelete. A deleted answer loses its acceptance: the question is open to accept another. */
export async function setAnswerDeleted(ctx: ServerContext, answer: AnswerRow, deleted: boolean, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = answersTrx(raw);
    const change = deleted ? { status: ANSWER_STATUS.deleted, adopted: ADOPTED.no } : { status: ANSWER_STATUS.available };
    await trx.updateTable('answer').set(change).where('id', '=', answer.id).execute();
    await publishAnswerFields(ctx, raw, answer.question_id, now);
  });
}

/** Makes `answerId` the question's one accepted answer, or none when null. */
export async function acceptAnswer(ctx: ServerContext, questionId: string, answerId: string | null, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = answersTrx(raw);
    await trx.updateTable('answer').set({ adopted: ADOPTED.no }).where('question_id', '=', questionId).where('adopted', '=', ADOPTED.yes).execute();
    if (answerId) await trx.updateTable('answer').set({ adopted: ADOPTED.yes }).where('id', '=', answerId).where('question_id', '=', questionId).execute();
    await publishAnswerFields(ctx, raw, questionId, now);
  });
}
