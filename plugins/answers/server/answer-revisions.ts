/**
 * Suggested answer edits and the revisions the questions plugin's review and rollback calls hand
 * back through `post.revision.apply`. A suggestion is a revision with status 1 that leaves the
 * answer alone; only one may wait per answer (the revision's unique pending slot).
 */
import type { Transaction } from 'kysely';
import { ApiError, contentIdOf, OBJECT_TYPE, type ServerContext, type ServerEvents } from '@answer/sdk/server';
import { answersDb, answersTrx, type AnswersDb } from './db';
import type { AnswerRow } from './answer-read';
import { addAnswerRevision, writeAnswerText } from './answer-write';
import { publishAnswerFields, recordTimeline } from './post-events';
import { REVISION_STATUS } from './tables';

/** 400 with a toast: a suggestion for this answer is already waiting (the questions plugin's message). */
export const reviewUnderway = (): ApiError => new ApiError(400, 'error.revision.review_underway', { err_type: 'toast' });

export async function hasPendingEdit(db: AnswersDb, answerId: string): Promise<boolean> {
  return !!(await db.selectFrom('revision').select('id').where('pending_object_id', '=', answerId).executeTakeFirst());
}

export async function suggestAnswerEdit(ctx: ServerContext, answer: AnswerRow, editorId: string, content: string, log: string, now: number): Promise<void> {
  try {
    await ctx.transaction(async (raw) => {
      await addAnswerRevision(ctx, answersTrx(raw), { answer, editorId, content, log, now, status: REVISION_STATUS.unreviewed });
    });
  } catch (error) {
    // the unique slot refused the insert: another suggestion got in first
    if (await hasPendingEdit(answersDb(ctx), answer.id)) throw reviewUnderway();
    throw error;
  }
}

function bodyOf(stored: string): string {
  try {
    const value = JSON.parse(stored) as { content?: unknown };
    return typeof value.content === 'string' ? value.content : '';
  } catch {
    return '';
  }
}

/**
 * `post.revision.apply` for answers: an approved suggestion becomes the answer's current revision
 * (credited to its author), or a rollback copies an old revision into a new one.
 */
export async function applyAnswerRevision(ctx: ServerContext, raw: Transaction<unknown>, event: ServerEvents['post.revision.apply']): Promise<void> {
  const answerId = contentIdOf(event.object_id, OBJECT_TYPE.answer);
  if (!answerId) return;
  const trx = answersTrx(raw);
  const answer = await trx.selectFrom('answer').select(['id', 'question_id']).where('id', '=', answerId).executeTakeFirst();
  const revision = await trx.selectFrom('revision').select(['content']).where('id', '=', event.revision_id).executeTakeFirst();
  if (!answer || !revision) return;
  const content = bodyOf(revision.content);
  await writeAnswerText(trx, answer.id, event.user_id, { content, html: ctx.markdown.render(content) }, event.at);
  await ctx.events.emit('post.changed', { object_type: 'answer', object_ids: [answer.id], change: 'edited' }, raw);
  const revisionId = event.mode === 'review' ? event.revision_id : await addAnswerRevision(ctx, trx, { answer, editorId: event.user_id, content, log: event.log, now: event.at });
  await trx.updateTable('answer').set({ revision_id: revisionId }).where('id', '=', answer.id).execute();
  await publishAnswerFields(ctx, raw, answer.question_id, event.at);
  const activity = event.mode === 'review' ? 'answer.edited' : 'answer.rollback';
  await recordTimeline(ctx, raw, { userId: event.user_id, objectId: answer.id, questionId: answer.question_id, activity, comment: event.log, revisionId, now: event.at });
}
