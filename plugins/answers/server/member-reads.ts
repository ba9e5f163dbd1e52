/**
 * `GET /answer/page` for members from the guests' kept copy (`sharedCache.member`): the caller's
 * votes and bookmarks on the page's answers in one query each, and their actions computed from
 * the question (read with the caller's hidden answers in one query). A moderator, or an author
 * of an answer guests do not see, sees another page: the handler answers them.
 */
import type { FastifyRequest } from 'fastify';
import { contentIdOf, memberOf, OBJECT_TYPE, postViewerStates, type ServerContext, type SharedMemberPolicy } from '@answer/sdk/server';
import { callerActions, type AnswerInfo } from './answer-info';
import { answersDb, asNumber } from './db';
import { isModerator, loadAnswerLimits } from './permissions';
import { ADOPTED, ANSWER_STATUS } from './tables';

const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

interface AnswerPageData {
  count: number;
  list: AnswerInfo[];
}

const isAnswerPage = (value: unknown): value is AnswerPageData => typeof asObject(value).count === 'number' && Array.isArray(asObject(value).list);

export function memberAnswerPage(ctx: ServerContext): SharedMemberPolicy {
  return {
    async personalize(request: FastifyRequest, shared: unknown) {
      const caller = memberOf(request.principal);
      const questionId = contentIdOf(asObject(request.query).question_id, OBJECT_TYPE.question);
      if (!caller || isModerator(caller) || !questionId || !isAnswerPage(shared)) return undefined;
      const answerIds = shared.list.map((answer) => answer.id);
      const [question, viewer, limits] = await Promise.all([
        answersDb(ctx)
          .selectFrom('question')
          .select(['question.user_id', 'question.status'])
          .select((eb) =>
            eb
              .selectFrom('answer')
              .select((sub) => sub.fn.countAll<number | string>().as('hidden'))
              .whereRef('answer.question_id', '=', 'question.id')
              .where('answer.user_id', '=', caller.userId)
              .where('answer.status', 'in', [ANSWER_STATUS.deleted, ANSWER_STATUS.pending])
              .as('hidden'),
          )
          .where('question.id', '=', questionId)
          .executeTakeFirst(),
        postViewerStates(ctx.queries, caller.userId, answerIds),
        loadAnswerLimits(ctx),
      ]);
      if (!question || asNumber(question.hidden ?? 0) > 0) return undefined;
      const scope = { caller, limits, t: (key: string) => ctx.t(request.lang, key) };
      const list = shared.list.map((answer): AnswerInfo => {
        const state = viewer.get(answer.id);
        const target = {
          authorId: answer.user_info?.id ?? '',
          status: answer.status,
          accepted: answer.accepted === ADOPTED.yes,
          questionAuthorId: question.user_id,
          questionStatus: asNumber(question.status),
        };
        return { ...answer, vote_status: state?.vote_status ?? '', collected: state?.collected ?? false, ...callerActions(target, scope) };
      });
      return { ...shared, list };
    },
  };
}
