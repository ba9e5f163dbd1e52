/**
 * The `question.detail` query: a question as `GET /question/info` shows it to the caller, for the
 * responses of other plugins that carry the whole question (`GET /answer/info`, `POST /answer`).
 */
import { memberOf, postViewerStates, type QuestionDetail, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { questionsDb } from './db';
import { loadRankLimits } from './permissions';
import { questionInfo } from './question-info';
import { canSee, findQuestion } from './question-read';
import { loadWriteRules } from './write-rules';

export function questionDetailQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['question.detail']> {
  return async ({ principal, question_id, lang }): Promise<QuestionDetail | null> => {
    const db = questionsDb(ctx);
    const actor = memberOf(principal);
    const question = await findQuestion(db, question_id);
    if (!question || !canSee(actor, question)) return null;
    const [viewer, limits, rules] = await Promise.all([postViewerStates(ctx.queries, actor?.userId, [question.id]), loadRankLimits(ctx), loadWriteRules(ctx)]);
    const info = await questionInfo(question, {
      db,
      queries: ctx.queries,
      viewer: viewer.get(question.id) ?? {},
      principal,
      actor,
      limits,
      rules,
      lang,
      t: (key) => ctx.t(lang, key),
    });
    return { ...info };
  };
}
