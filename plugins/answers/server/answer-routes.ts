/**
 * Answering, reading, editing, deleting, undeleting and accepting answers, in Answer 1.7's shapes.
 * Rules are checked here against the caller, the site's thresholds and write settings; the
 * writes (answer-write.ts) each run in one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, SHARED_SCOPES, contentIdOf, fieldError, forbidden, memberOf, notFound, numericQuery, OBJECT_TYPE, postViewerStates, postWriteScopes, type CaptchaAnswer, type ServerContext } from '@answer/sdk/server';
import acceptanceSchema from '../schemas/answer-acceptance.json';
import editSchema from '../schemas/answer-edit.json';
import addSchema from '../schemas/answer.json';
import pageSchema from '../schemas/answer-page.json';
import recoverSchema from '../schemas/answer-recover.json';
import refSchema from '../schemas/answer-ref.json';
import { answerInfo, answerInfos, type AnswerInfo, type InfoScope } from './answer-info';
import { ANSWER_NOT_FOUND, findAnswer, findQuestion, QUESTION_NOT_FOUND, answerVisible, questionVisible, targetOf, visibleAnswer, visibleQuestion, type QuestionRow } from './answer-read';
import { acceptAnswer } from './acceptance';
import { hasPendingEdit, reviewUnderway, suggestAnswerEdit } from './answer-revisions';
import { createAnswer, setAnswerDeleted, updateAnswer } from './answer-write';
import { answerJudge } from './answer-review';
import { answersDb, asNumber, currentSeconds } from './db';
import { ANSWER_CAPTCHA, countAnswerWrite, defineAnswerCaptcha } from './limits';
import { memberAnswerPage } from './member-reads';
import { answerPage, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type AnswerOrder } from './list';
import { editMode, loadAnswerLimits, may, type AnswerLimits, type Caller } from './permissions';
import { RESPONSES } from './response-schemas';
import { answerOnce, submissionOf } from './submissions';
import { ANSWER_STATUS, QUESTION_STATUS } from './tables';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const captchaOf = (body: Record<string, unknown>): CaptchaAnswer => ({
  captcha_id: typeof body.captcha_id === 'string' ? body.captcha_id : undefined,
  captcha_code: typeof body.captcha_code === 'string' ? body.captcha_code : undefined,
});

/** Validates a body whose `content` counts trimmed (surrounding blank lines are not an answer). */
function contentBody(ctx: ServerContext, schema: object, raw: unknown): Record<string, unknown> {
  const body = record(raw);
  ctx.validate(schema, typeof body.content === 'string' ? { ...body, content: body.content.trim() } : body);
  return body;
}

/** site_info `write`.restrict_answer: one answer per member and question (on unless switched off). */
async function restrictsAnswers(ctx: ServerContext): Promise<boolean> {
  const write = await ctx.siteInfo.get<{ restrict_answer?: unknown }>('write');
  return write?.restrict_answer !== false;
}

/** The question fields answer responses carry beside the answer when no plugin describes the question. */
function questionBrief(question: QuestionRow) {
  return {
    id: question.id,
    title: question.title,
    content: question.original_text,
    html: question.parsed_text,
    status: asNumber(question.status),
    user_id: question.user_id,
    accepted_answer_id: question.accepted_answer_id,
    answer_count: asNumber(question.answer_count),
    create_time: asNumber(question.created_at),
  };
}

export function registerAnswerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => answersDb(ctx);
  const activeUser = { preHandler: ctx.guards.activeUser };

  defineAnswerCaptcha(ctx);

  async function callerOf(request: FastifyRequest): Promise<{ caller: Caller; limits: AnswerLimits }> {
    const caller = memberOf(request.principal);
    // the activeUser guard ran before; a missing caller here would be a routing mistake
    if (!caller) throw new ApiError(401, 'base.unauthorized_error');
    return { caller, limits: await loadAnswerLimits(ctx) };
  }

  async function scopeOf(request: FastifyRequest, caller: Caller | null, answerIds: string[], limits?: AnswerLimits): Promise<InfoScope> {
    const viewer = await postViewerStates(ctx.queries, caller?.userId, answerIds);
    return { queries: ctx.queries, viewer, caller, limits: limits ?? (await loadAnswerLimits(ctx)), t: (key) => ctx.t(request.lang, key) };
  }

  /** The whole question as the caller sees it on its page (Answer's `QuestionInfoResp`), from the questions plugin. */
  async function questionOf(request: FastifyRequest, question: QuestionRow): Promise<object> {
    const answers = await ctx.queries.ask('question.detail', { principal: request.principal, question_id: question.id, lang: request.lang });
    return answers.find((answer) => answer !== null) ?? questionBrief(question);
  }

  async function freshInfo(request: FastifyRequest, answerId: string, caller: Caller, limits: AnswerLimits): Promise<AnswerInfo> {
    const answer = await findAnswer(db(), answerId);
    const question = answer ? await findQuestion(db(), answer.question_id) : null;
    if (!answer || !question) throw notFound(ANSWER_NOT_FOUND);
    return answerInfo(answer, question, await scopeOf(request, caller, [answer.id], limits));
  }

  /** The question to answer: it exists for the caller, is not deleted, and is open (a question waiting for review takes answers from those who see it, as in Answer). */
  async function answerableQuestion(rawId: unknown, caller: Caller): Promise<QuestionRow> {
    const question = await findQuestion(db(), rawId);
    const status = question ? asNumber(question.status) : QUESTION_STATUS.deleted;
    if (!question || status === QUESTION_STATUS.deleted || !questionVisible(caller, question)) throw notFound(QUESTION_NOT_FOUND);
    if (status === QUESTION_STATUS.closed) throw forbidden('error.answer.question_closed');
    return question;
  }

  async function alreadyAnswered(questionId: string, userId: string): Promise<boolean> {
    const row = await db()
      .selectFrom('answer')
      .select('id')
      .where('question_id', '=', questionId)
      .where('user_id', '=', userId)
      .where('status', '<>', ANSWER_STATUS.deleted)
      .executeTakeFirst();
    return !!row;
  }

  app.post(`${API_BASE}/answer`, { ...activeUser, config: { request: { body: addSchema }, response: RESPONSES.created } }, async (request) => {
    const body = contentBody(ctx, addSchema, request.body);
    const { caller, limits } = await callerOf(request);
    if (!may(caller, 'answer.add', limits)) throw new ApiError(403, 'error.answer.no_enough_rank', null, { rank: limits['answer.add'] });
    const question = await answerableQuestion(body.question_id, caller);
    const content = text(body.content);
    const oneEach = await restrictsAnswers(ctx);
    const check = async () => {
      if (oneEach && (await alreadyAnswered(question.id, caller.userId))) throw fieldError('content', 'error.answer.restrict_answer');
      await ctx.captcha.check(request, ANSWER_CAPTCHA.add, captchaOf(body));
      await countAnswerWrite(ctx, request, 'add');
    };
    const judge = answerJudge(ctx, request, caller.userId, content);
    const create = () => createAnswer(ctx, { questionId: question.id, userId: caller.userId, text: { content, html: ctx.markdown.render(content) }, now: currentSeconds(), oneEach, judge });
    const { id, repeated } = await answerOnce(db(), submissionOf(caller.userId, question.id, content), check, create);
    if (!repeated) await ctx.captcha.record(request, ANSWER_CAPTCHA.add);
    ctx.sharedCache.invalidate(postWriteScopes(question.id, id), request);
    // Answer's reply to a new answer: the answer and its question as they now are
    const posted = await visibleAnswer(db(), id, caller);
    return { info: await answerInfo(posted.answer, posted.question, await scopeOf(request, caller, [id], limits)), question: await questionOf(request, posted.question) };
  });

  app.put(`${API_BASE}/answer`, { ...activeUser, config: { request: { body: editSchema }, response: RESPONSES.updated } }, async (request) => {
    const body = contentBody(ctx, editSchema, request.body);
    const { caller, limits } = await callerOf(request);
    const { answer, question } = await visibleAnswer(db(), body.id, caller);
    if (text(body.question_id) && contentIdOf(body.question_id, OBJECT_TYPE.question) !== answer.question_id) throw notFound(ANSWER_NOT_FOUND);
    const mode = editMode(caller, limits, targetOf(answer, question));
    if (mode === 'none') {
      if (asNumber(answer.status) === ANSWER_STATUS.deleted || asNumber(question.status) === QUESTION_STATUS.deleted) throw forbidden('error.answer.cannot_update');
      throw new ApiError(403, 'error.answer.edit_needs_rank', null, { rank: limits['answer.edit'] });
    }
    // while a suggested edit waits, the answer stays as the reviewer sees it
    if (await hasPendingEdit(db(), answer.id)) throw reviewUnderway();
    await ctx.captcha.check(request, ANSWER_CAPTCHA.edit, captchaOf(body));
    await countAnswerWrite(ctx, request, 'edit');
    const content = text(body.content);
    const log = text(body.edit_summary).trim();
    if (content !== answer.original_text && mode === 'review') {
      await suggestAnswerEdit(ctx, answer, caller.userId, content, log, currentSeconds());
      await ctx.captcha.record(request, ANSWER_CAPTCHA.edit);
      return { wait_for_review: true, info: await freshInfo(request, answer.id, caller, limits) };
    }
    if (content !== answer.original_text) {
      await updateAnswer(ctx, answer, caller.userId, { content, html: ctx.markdown.render(content) }, log, currentSeconds(), answerJudge(ctx, request, caller.userId, content));
      await ctx.captcha.record(request, ANSWER_CAPTCHA.edit);
    }
    return { wait_for_review: false, info: await freshInfo(request, answer.id, caller, limits) };
  });

  app.delete(`${API_BASE}/answer`, { ...activeUser, config: { request: { body: refSchema }, response: RESPONSES.none } }, async (request) => {
    const body = record(request.body);
    ctx.validate(refSchema, body);
    const { caller, limits } = await callerOf(request);
    const { answer, question } = await visibleAnswer(db(), body.id, caller);
    // deleting twice changes nothing
    if (asNumber(answer.status) === ANSWER_STATUS.deleted) return null;
    const target = targetOf(answer, question);
    if (!may(caller, 'answer.delete', limits, target)) throw forbidden(target.accepted ? 'error.answer.accepted_cannot_delete' : 'error.answer.cannot_delete');
    await ctx.captcha.check(request, ANSWER_CAPTCHA.delete, captchaOf(body));
    await countAnswerWrite(ctx, request, 'delete');
    await setAnswerDeleted(ctx, answer, question.user_id, caller.userId, true, currentSeconds());
    await ctx.captcha.record(request, ANSWER_CAPTCHA.delete);
    return null;
  });

  app.post(`${API_BASE}/answer/recover`, { config: { request: { body: recoverSchema }, response: RESPONSES.none }, preHandler: ctx.guards.staff }, async (request) => {
    const body = record(request.body);
    ctx.validate(recoverSchema, body);
    const answer = await findAnswer(db(), body.answer_id);
    const question = answer ? await findQuestion(db(), answer.question_id) : null;
    if (!answer || !question || !request.principal) throw notFound(ANSWER_NOT_FOUND);
    if (asNumber(answer.status) !== ANSWER_STATUS.deleted) return null;
    await setAnswerDeleted(ctx, answer, question.user_id, request.principal.userId, false, currentSeconds());
    return null;
  });

  app.get(`${API_BASE}/answer/info`, { config: { request: { querystring: refSchema } } }, async (request) => {
    const query = record(request.query);
    ctx.validate(refSchema, query);
    const caller = memberOf(request.principal);
    const { answer, question } = await visibleAnswer(db(), query.id, caller);
    return { info: await answerInfo(answer, question, await scopeOf(request, caller, [answer.id])), question: await questionOf(request, question) };
  });

  // guests all see the same answers, members the same with their own marks; a write to the question or its answers drops them
  const sharedPage = { scopes: (request: FastifyRequest) => [SHARED_SCOPES.question(record(request.query).question_id)], member: memberAnswerPage(ctx) };
  app.get(`${API_BASE}/answer/page`, { config: { request: { querystring: pageSchema }, response: RESPONSES.page, sharedCache: sharedPage } }, async (request) => {
    const query = numericQuery(request.query);
    ctx.validate(pageSchema, query);
    const caller = memberOf(request.principal);
    const question = await visibleQuestion(db(), query.question_id, caller);
    const pageSize = Math.min(typeof query.page_size === 'number' ? query.page_size : DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const { count, rows } = await answerPage(db(), caller, {
      questionId: question.id,
      order: (query.order as AnswerOrder | undefined) ?? 'default',
      page: typeof query.page === 'number' ? query.page : 1,
      pageSize,
    });
    return { count, list: await answerInfos(rows, question, await scopeOf(request, caller, rows.map((row) => row.id))) };
  });

  app.post(`${API_BASE}/answer/acceptance`, { ...activeUser, config: { request: { body: acceptanceSchema }, response: RESPONSES.none } }, async (request) => {
    const body = record(request.body);
    ctx.validate(acceptanceSchema, body);
    const { caller, limits } = await callerOf(request);
    const question = await visibleQuestion(db(), body.question_id, caller);
    const rawAnswerId = text(body.answer_id).trim();
    const unaccept = rawAnswerId === '' || rawAnswerId === '0';
    if (asNumber(question.status) === QUESTION_STATUS.deleted) throw forbidden('error.answer.question_deleted');
    const answer = unaccept ? null : await findAnswer(db(), rawAnswerId);
    if (!unaccept && (!answer || answer.question_id !== question.id || asNumber(answer.status) === ANSWER_STATUS.deleted || !answerVisible(caller, answer))) throw notFound(ANSWER_NOT_FOUND);
    // those who see an answer waiting for review are told why it cannot be accepted yet
    if (answer && asNumber(answer.status) === ANSWER_STATUS.pending) throw new ApiError(400, 'error.answer.pending');
    // the same rule as the accept button: the question's author or a moderator
    const allowed = answer ? may(caller, 'answer.accept', limits, targetOf(answer, question)) : may(caller, 'answer.accept', limits, { authorId: '', status: ANSWER_STATUS.available, accepted: true, questionAuthorId: question.user_id, questionStatus: asNumber(question.status) });
    if (!allowed) throw forbidden('error.answer.cannot_accept');
    await acceptAnswer(ctx, question, answer ? answer.id : null, caller.userId, currentSeconds());
    return null;
  });
}
