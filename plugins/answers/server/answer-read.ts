/** Finding answers and their questions by id, and whether the caller may see them. */
import type { Selectable } from 'kysely';
import { contentIdOf, notFound, OBJECT_TYPE } from '@answer/sdk/server';
import { asNumber, type AnswersDb } from './db';
import { acceptedFlag, isModerator, type AnswerTarget, type Caller } from './permissions';
import { ANSWER_STATUS, QUESTION_STATUS, type AnswerTable, type QuestionView } from './tables';

export type AnswerRow = Selectable<AnswerTable>;
export type QuestionRow = Selectable<QuestionView>;

export const ANSWER_NOT_FOUND = 'error.answer.not_found';
export const QUESTION_NOT_FOUND = 'error.answer.question_not_found';

export async function findAnswer(db: AnswersDb, rawId: unknown): Promise<AnswerRow | null> {
  const id = contentIdOf(rawId, OBJECT_TYPE.answer);
  if (!id) return null;
  return (await db.selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function findQuestion(db: AnswersDb, rawId: unknown): Promise<QuestionRow | null> {
  const id = contentIdOf(rawId, OBJECT_TYPE.question);
  if (!id) return null;
  return (
    (await db
      .selectFrom('question')
      .select(['id', 'user_id', 'title', 'original_text', 'parsed_text', 'status', 'answer_count', 'accepted_answer_id', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** Deleted and pending questions exist only for their author and moderators (as in the questions plugin). */
export function questionVisible(caller: Caller | null, question: Pick<QuestionRow, 'status' | 'user_id'>): boolean {
  const status = asNumber(question.status);
  if (status !== QUESTION_STATUS.deleted && status !== QUESTION_STATUS.pending) return true;
  return !!caller && (caller.userId === question.user_id || isModerator(caller));
}

/** Deleted answers exist only for their author and moderators. */
export function answerVisible(caller: Caller | null, answer: Pick<AnswerRow, 'status' | 'user_id'>): boolean {
  if (asNumber(answer.status) === ANSWER_STATUS.available) return true;
  return !!caller && (caller.userId === answer.user_id || isModerator(caller));
}

export async function visibleQuestion(db: AnswersDb, rawId: unknown, caller: Caller | null): Promise<QuestionRow> {
  const question = await findQuestion(db, rawId);
  if (!question || !questionVisible(caller, question)) throw notFound(QUESTION_NOT_FOUND);
  return question;
}

/** The answer the caller named with its question, both visible to them; 404 otherwise. */
export async function visibleAnswer(db: AnswersDb, rawId: unknown, caller: Caller | null): Promise<{ answer: AnswerRow; question: QuestionRow }> {
  const answer = await findAnswer(db, rawId);
  const question = answer ? await findQuestion(db, answer.question_id) : null;
  if (!answer || !question || !answerVisible(caller, answer) || !questionVisible(caller, question)) throw notFound(ANSWER_NOT_FOUND);
  return { answer, question };
}

export const targetOf = (answer: AnswerRow, question: QuestionRow): AnswerTarget => ({
  authorId: answer.user_id,
  status: asNumber(answer.status),
  accepted: acceptedFlag(answer.adopted),
  questionAuthorId: question.user_id,
  questionStatus: asNumber(question.status),
});
