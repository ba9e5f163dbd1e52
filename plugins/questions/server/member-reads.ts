/**
 * Members read the lists and question pages from the guests' kept copies (`sharedCache.member`):
 * what is the caller's own is added with one batched query per kind of state, never per row.
 */
import type { FastifyRequest } from 'fastify';
import { memberOf, postViewerStates, type ServerContext, type SharedMemberPolicy } from '@answer/sdk/server';
import { questionsDb } from './db';
import { extendsActions, memberActionsOn, type QuestionInfo } from './question-info';
import { loadRankLimits, type QuestionTarget } from './permissions';
import { pendingViewsWithCaller, writtenViews } from './views';
import { hasWaitingQuestion } from './waiting-questions';

const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/**
 * `GET /question/page`: a member's list is a guest's unless they have questions waiting for
 * review, which join their own lists; the handler answers those few members.
 */
export function memberList(ctx: ServerContext): SharedMemberPolicy {
  return {
    async personalize(request: FastifyRequest, shared: unknown) {
      const actor = memberOf(request.principal);
      if (!actor) return undefined;
      const waiting = await hasWaitingQuestion(ctx, actor.userId);
      return waiting ? undefined : shared;
    },
  };
}

const isQuestionInfo = (value: unknown): value is QuestionInfo => typeof asObject(value).id === 'string' && typeof asObject(value).status === 'number';

/**
 * `GET /question/info`: the guests' page with the caller's vote, bookmark, follow, own answers
 * and actions, and the views as the handler shows them (the kept copy's are those of its making):
 * the written ones (kept a moment, moved by this process's writes), those waiting, and this
 * request's own, which `onServe` counts once the page is served. Marks and own answers are kept
 * per member by their plugins, so a question the member never touched costs no statement. A
 * share link (`share`) credits its sharer on the handler's path.
 */
export function memberQuestionInfo(ctx: ServerContext): SharedMemberPolicy {
  return {
    async personalize(request: FastifyRequest, shared: unknown) {
      const actor = memberOf(request.principal);
      const share = asObject(request.query).share;
      if (!actor || (typeof share === 'string' && share.trim() !== '') || !isQuestionInfo(shared) || !shared.user_info) return undefined;
      const target: QuestionTarget = { userId: shared.user_info.id, status: shared.status, answerCount: shared.answer_count, pin: shared.pin, show: shared.show };
      const t = (key: string) => ctx.t(request.lang, key);
      const [views, own, viewer, limits, extended] = await Promise.all([
        writtenViews(ctx, shared.id),
        ctx.queries.ask('answer.own', { user_id: actor.userId, question_id: shared.id }),
        postViewerStates(ctx.queries, actor.userId, [shared.id]),
        loadRankLimits(ctx),
        extendsActions({ queries: ctx.queries, principal: request.principal, lang: request.lang, t }),
      ]);
      if (!views) return undefined;
      const state = viewer.get(shared.id) ?? {};
      const ownAnswerId = own.find((answer) => answer.first_available_id !== '')?.first_available_id ?? '';
      const waiting = pendingViewsWithCaller(ctx, request, shared.id);
      return {
        ...shared,
        view_count: views.views + waiting.views,
        unique_view_count: views.unique + waiting.unique,
        first_answer_id: ownAnswerId,
        answered: ownAnswerId !== '',
        collected: state.collected ?? false,
        vote_status: state.vote_status ?? '',
        is_followed: state.is_followed ?? false,
        member_actions: memberActionsOn(target, { actor, limits, t }),
        extends_actions: extended,
      } satisfies QuestionInfo;
    },
  };
}
