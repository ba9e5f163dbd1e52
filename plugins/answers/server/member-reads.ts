/**
 * `GET /answer/page` for members from the guests' kept copy (`sharedCache.member`): the caller's
 * votes and bookmarks on the page's answers (no statement for answers they never marked), and
 * their actions computed from the question (read once per kept copy); a member with own answers
 * here is checked for hidden ones. A moderator, or an author of an answer guests do not see,
 * sees another page: the handler answers them.
 */
import type { FastifyRequest } from 'fastify';
import { contentIdOf, memberOf, OBJECT_TYPE, postViewerStates, type ServerContext, type SharedMemberPolicy } from '@answer/sdk/server';
import { callerActions, type AnswerInfo } from './answer-info';
import { answersDb, asNumber } from './db';
import { isModerator, loadAnswerLimits, othersRightsKey } from './permissions';
import { ownAnswers } from './own-answers';
import { ADOPTED } from './tables';

const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

interface AnswerPageData {
  count: number;
  list: AnswerInfo[];
}

const isAnswerPage = (value: unknown): value is AnswerPageData => typeof asObject(value).count === 'number' && Array.isArray(asObject(value).list);

interface QuestionFacts {
  user_id: string;
  status: number;
}

/**
 * The question's author and status, read once per kept copy: any change to the question drops the
 * copy, and the next one reads them again.
 */
const factsByCopy = new WeakMap<object, Promise<QuestionFacts | undefined>>();

function questionOf(ctx: ServerContext, shared: object, questionId: string): Promise<QuestionFacts | undefined> {
  let facts = factsByCopy.get(shared);
  if (!facts) {
    facts = answersDb(ctx)
      .selectFrom('question')
      .select(['user_id', 'status'])
      .where('id', '=', questionId)
      .executeTakeFirst()
      .then((row) => (row ? { user_id: row.user_id, status: asNumber(row.status) } : undefined));
    // a failed read is not kept
    facts.catch(() => factsByCopy.delete(shared));
    factsByCopy.set(shared, facts);
  }
  return facts;
}

/**
 * Pages made for members who wrote nothing on the page and marked nothing there, per kept copy, by
 * language and rights: those members all see the same page, which the host then serializes and
 * compresses once.
 */
const plainPagesByCopy = new WeakMap<object, Map<string, AnswerPageData>>();

export function memberAnswerPage(ctx: ServerContext): SharedMemberPolicy {
  return {
    async personalize(request: FastifyRequest, shared: unknown) {
      const caller = memberOf(request.principal);
      const questionId = contentIdOf(asObject(request.query).question_id, OBJECT_TYPE.question);
      if (!caller || isModerator(caller) || !questionId || !isAnswerPage(shared)) return undefined;
      const answerIds = shared.list.map((answer) => answer.id);
      const [question, own, viewer, limits] = await Promise.all([
        questionOf(ctx, shared, questionId),
        ownAnswers(ctx, caller.userId, questionId),
        postViewerStates(ctx.queries, caller.userId, answerIds),
        loadAnswerLimits(ctx),
      ]);
      if (!question || own.hidden > 0) return undefined;
      // the page shows of the caller's marks only their votes and bookmarks
      const marked = answerIds.some((id) => !!viewer.get(id)?.vote_status || viewer.get(id)?.collected === true);
      const plain = !marked && own.first_available_id === '' && question.user_id !== caller.userId;
      const plainKey = plain ? `${request.lang}\n${othersRightsKey(caller, limits)}` : null;
      const kept = plainKey === null ? undefined : plainPagesByCopy.get(shared)?.get(plainKey);
      if (kept) return kept;
      const scope = { caller, limits, t: (key: string) => ctx.t(request.lang, key) };
      const list = shared.list.map((answer): AnswerInfo => {
        const state = viewer.get(answer.id);
        const target = {
          authorId: answer.user_info?.id ?? '',
          status: answer.status,
          accepted: answer.accepted === ADOPTED.yes,
          questionAuthorId: question.user_id,
          questionStatus: question.status,
        };
        return { ...answer, vote_status: state?.vote_status ?? '', collected: state?.collected ?? false, ...callerActions(target, scope) };
      });
      const page = { ...shared, list };
      if (plainKey !== null) {
        const pages = plainPagesByCopy.get(shared) ?? new Map<string, AnswerPageData>();
        pages.set(plainKey, page);
        plainPagesByCopy.set(shared, pages);
      }
      return page;
    },
  };
}
