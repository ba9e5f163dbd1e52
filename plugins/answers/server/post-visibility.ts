/**
 * This plugin's answer to `post.visible`: which of the answers among the ids the caller may see,
 * the answer and its question both, by the rules of the answer pages (`answerVisible`,
 * `questionVisible`), so an answer under a hidden question is hidden from every plugin too.
 */
import { contentIdOf, memberOf, OBJECT_TYPE, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { answerVisible, questionVisible } from './answer-read';
import { answersDb, answersTrx } from './db';

export function answerVisibilityQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['post.visible']> {
  return async ({ principal, object_ids }, { trx }) => {
    const ids = object_ids.filter((id) => contentIdOf(id, OBJECT_TYPE.answer) === id);
    if (ids.length === 0) return {};
    const db = trx ? answersTrx(trx) : answersDb(ctx);
    const answers = await db.selectFrom('answer').select(['id', 'question_id', 'user_id', 'status']).where('id', 'in', ids).execute();
    const questionIds = [...new Set(answers.map((answer) => answer.question_id))];
    const questions = questionIds.length ? await db.selectFrom('question').select(['id', 'user_id', 'status']).where('id', 'in', questionIds).execute() : [];
    const questionById = new Map(questions.map((question) => [question.id, question]));
    const caller = memberOf(principal);
    return Object.fromEntries(
      answers.map((answer) => {
        const question = questionById.get(answer.question_id);
        return [answer.id, !!question && answerVisible(caller, answer) && questionVisible(caller, question)];
      }),
    );
  };
}
