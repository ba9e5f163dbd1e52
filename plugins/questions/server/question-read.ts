/** Finding a question by any spelling of its id, and whether the caller may see it. */
import type { Selectable } from 'kysely';
import { contentIdOf, notFound, OBJECT_TYPE } from '@answer/sdk/server';
import { toNumber, type QuestionsDb } from './db';
import { isStaff, type Actor, type QuestionTarget } from './permissions';
import { QUESTION_STATUS, type QuestionTable } from './tables';

export type QuestionRow = Selectable<QuestionTable>;

export const QUESTION_NOT_FOUND = 'error.question.not_found';

export async function findQuestion(db: QuestionsDb, rawId: unknown): Promise<QuestionRow | null> {
  const id = contentIdOf(rawId, OBJECT_TYPE.question);
  if (!id) return null;
  return (await db.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Deleted and pending questions exist only for their author and for moderators. */
export function canSee(actor: Actor | null, question: Pick<QuestionRow, 'status' | 'user_id'>): boolean {
  const status = toNumber(question.status);
  if (status !== QUESTION_STATUS.deleted && status !== QUESTION_STATUS.pending) return true;
  return !!actor && (actor.userId === question.user_id || isStaff(actor));
}

/** The question the caller named and may see; 404 otherwise, so hidden questions look absent. */
export async function visibleQuestion(db: QuestionsDb, rawId: unknown, actor: Actor | null): Promise<QuestionRow> {
  const question = await findQuestion(db, rawId);
  if (!question || !canSee(actor, question)) throw notFound(QUESTION_NOT_FOUND);
  return question;
}

export const targetOf = (question: QuestionRow): QuestionTarget => ({
  userId: question.user_id,
  status: toNumber(question.status),
  answerCount: toNumber(question.answer_count),
  pin: toNumber(question.pin),
  show: toNumber(question.show),
});
