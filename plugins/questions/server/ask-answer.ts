/**
 * `POST /question/answer`: asking and answering at once. The question part is the ask body; this
 * is the answer part, checked by `question-answer.json` (6 to 65535 characters), and the hand-over
 * of the answer to the plugin owning answers, inside the ask's transaction (once the question is
 * published).
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import answerSchema from '../schemas/question-answer.json';
import { addAnswerNow, holdAnswer } from './held-answer';
import { QUESTION_SCHEMA } from './question-body';
import { asObject } from './query';

/** The whole body of an ask with an answer: the question part and the answer part, both checked. */
export const ASK_WITH_ANSWER_SCHEMA = { allOf: [QUESTION_SCHEMA, answerSchema] };

export interface AnswerPart {
  content: string;
}

export function answerPartOf(ctx: ServerContext, raw: unknown): AnswerPart {
  const body = asObject(raw);
  ctx.validate(answerSchema, body);
  return { content: body.answer_content as string };
}

/**
 * The step `createQuestion` runs after writing the question: the answers' owner adds the answer,
 * or, while the question is not published, the answer waits with it (`held-answer.ts`).
 */
export function answerAlongside(ctx: ServerContext, userId: string, answer: AnswerPart, now: number) {
  return async (trx: Transaction<unknown>, questionId: string, published: boolean): Promise<void> => {
    const part = { user_id: userId, content: answer.content, created_at: now };
    if (published) await addAnswerNow(ctx, trx, questionId, part);
    else await holdAnswer(trx, questionId, part);
  };
}
