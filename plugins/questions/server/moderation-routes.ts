/**
 * The moderators' calls on a question (close, reopen, pin, unpin, list, unlist) and the reason
 * lists their dialogs (and the flag dialog) offer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, memberOf, type ServerContext } from '@answer/sdk/server';
import closeSchema from '../schemas/question-close.json';
import operationSchema from '../schemas/question-operation.json';
import reasonsSchema from '../schemas/reasons.json';
import reopenSchema from '../schemas/question-reopen.json';
import { nowSeconds, questionsDb, toNumber } from './db';
import { closeWithReason } from './close-with-reason';
import { operateQuestion, reopenQuestion, type Operation } from './moderation';
import { moderationApplies } from './moderation-check';
import { loadRankLimits, type Actor, type ModerationAction } from './permissions';
import { asObject } from './query';
import { visibleQuestion, type QuestionRow } from './question-read';
import { reasonsFor, type ReasonAction, type ReasonObjectType } from './reasons';
import { RESPONSES } from './response-schemas';
import { PIN, QUESTION_STATUS, SHOW } from './tables';

export function registerModerationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => questionsDb(ctx);
  const activeUser = { preHandler: ctx.guards.activeUser };
  const translate = (request: FastifyRequest) => (key: string) => ctx.t(request.lang, key);
  const config = (key: string) => ctx.config.get<unknown>(key);

  /**
   * The question and the caller, once the caller may take `action` on it as it is now. Members
   * get 403; a question that is already in the asked state answers null (nothing to do).
   */
  async function moderated(request: FastifyRequest, rawId: unknown, action: ModerationAction, done: (question: QuestionRow) => boolean): Promise<{ actor: Actor; question: QuestionRow } | null> {
    const actor = memberOf(request.principal);
    if (!actor) throw new ApiError(401, 'base.unauthorized_error');
    const question = await visibleQuestion(db(), rawId, actor);
    return moderationApplies(actor, question, action, await loadRankLimits(ctx), done(question)) ? { actor, question } : null;
  }

  /** The origins a duplicate's link may have: the site's address, and the one this request used. */
  async function siteOrigins(request: FastifyRequest): Promise<string[]> {
    const origins = [`${request.protocol}://${request.host}`];
    const configured = await ctx.siteUrl();
    if (configured) origins.push(configured);
    return origins;
  }

  app.get(`${API_BASE}/reasons`, { config: { request: { querystring: reasonsSchema }, response: RESPONSES.reasons } }, async (request) => {
    const query = asObject(request.query);
    ctx.validate(reasonsSchema, query);
    return reasonsFor(config, query.object_type as ReasonObjectType, query.action as ReasonAction, translate(request));
  });

  app.put(`${API_BASE}/question/status`, { ...activeUser, config: { request: { body: closeSchema }, response: RESPONSES.none } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(closeSchema, body);
    const target = await moderated(request, body.id, 'question.close', (question) => toNumber(question.status) === QUESTION_STATUS.closed);
    if (!target) return null;
    await closeWithReason(ctx, {
      questionId: target.question.id,
      moderatorId: target.actor.userId,
      closeType: body.close_type as number | undefined,
      closeMsg: typeof body.close_msg === 'string' ? body.close_msg : '',
      lang: request.lang,
      origins: await siteOrigins(request),
      now: nowSeconds(),
    });
    return null;
  });

  app.put(`${API_BASE}/question/reopen`, { ...activeUser, config: { request: { body: reopenSchema }, response: RESPONSES.none } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(reopenSchema, body);
    const target = await moderated(request, body.question_id, 'question.reopen', (question) => toNumber(question.status) === QUESTION_STATUS.available);
    if (target) await reopenQuestion(ctx, target.question.id, target.actor.userId, nowSeconds());
    return null;
  });

  const DONE: Record<Operation, (question: QuestionRow) => boolean> = {
    pin: (question) => toNumber(question.pin) === PIN.pinned,
    unpin: (question) => toNumber(question.pin) !== PIN.pinned,
    hide: (question) => toNumber(question.show) === SHOW.unlisted,
    show: (question) => toNumber(question.show) !== SHOW.unlisted,
  };

  app.put(`${API_BASE}/question/operation`, { ...activeUser, config: { request: { body: operationSchema }, response: RESPONSES.none } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(operationSchema, body);
    const operation = body.operation as Operation;
    const target = await moderated(request, body.id, `question.${operation}`, DONE[operation]);
    if (target) await operateQuestion(ctx, target.question.id, target.actor.userId, operation, nowSeconds());
    return null;
  });
}
