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

/** How long the page of members who have nothing of their own on a question is shared: its views are at most this old. */
export const PLAIN_INFO_MAX_AGE_MS = 1000;

/**
 * Pages made for members with nothing of their own on the question (no vote, bookmark, follow or
 * answer, not its author), per kept copy, by language and offered actions: those members see the
 * same page, which the host then serializes and compresses once, for up to a second.
 */
const plainInfoByCopy = new WeakMap<object, Map<string, { madeAt: number; info: QuestionInfo }>>();

/**
 * `GET /question/info`: the guests' page with the caller's vote, bookmark, follow, own answers
 * and actions, and the views as the handler shows them (the kept copy's are those of its making):
 * the written ones (kept a moment, moved by this process's writes), those waiting, and this
 * request's own, which `onServe` counts once the page is served. Marks and own answers are kept
 * per member by their plugins, so a question the member never touched costs no statement, and its
 * page is shared with the members in the same case for a second (`PLAIN_INFO_MAX_AGE_MS`). A
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
      const [own, viewer, limits, extended] = await Promise.all([
        ctx.queries.ask('answer.own', { user_id: actor.userId, question_id: shared.id }),
        postViewerStates(ctx.queries, actor.userId, [shared.id]),
        loadRankLimits(ctx),
        extendsActions({ queries: ctx.queries, principal: request.principal, lang: request.lang, t }),
      ]);
      const state = viewer.get(shared.id) ?? {};
      const ownAnswerId = own.find((answer) => answer.first_available_id !== '')?.first_available_id ?? '';
      const actions = memberActionsOn(target, { actor, limits, t });
      const plain = ownAnswerId === '' && !state.collected && !state.vote_status && !state.is_followed && target.userId !== actor.userId;
      const plainKey = plain ? [request.lang, ...actions.map((action) => action.action), '|', ...extended.map((action) => action.action)].join('\n') : null;
      const kept = plainKey === null ? undefined : plainInfoByCopy.get(shared)?.get(plainKey);
      if (kept && Date.now() - kept.madeAt < PLAIN_INFO_MAX_AGE_MS) return kept.info;
      const views = await writtenViews(ctx, shared.id);
      if (!views) return undefined;
      const waiting = pendingViewsWithCaller(ctx, request, shared.id);
      const info = {
        ...shared,
        view_count: views.views + waiting.views,
        unique_view_count: views.unique + waiting.unique,
        first_answer_id: ownAnswerId,
        answered: ownAnswerId !== '',
        collected: state.collected ?? false,
        vote_status: state.vote_status ?? '',
        is_followed: state.is_followed ?? false,
        member_actions: actions,
        extends_actions: extended,
      } satisfies QuestionInfo;
      if (plainKey !== null) {
        const pages = plainInfoByCopy.get(shared) ?? new Map<string, { madeAt: number; info: QuestionInfo }>();
        pages.set(plainKey, { madeAt: Date.now(), info });
        plainInfoByCopy.set(shared, pages);
      }
      return info;
    },
  };
}
