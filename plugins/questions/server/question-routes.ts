/**
 * Asking, reading, editing, deleting and undeleting questions, with the ask page's helpers
 * (similar questions, tag suggestions) and the revision history, in Answer's shapes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, forbidden, longId, memberOf, notFound, postViewerStates, SHARED_SCOPES, urlTitle, type ServerContext } from '@answer/sdk/server';
import recoverSchema from '../schemas/question-recover.json';
import infoQuerySchema from '../schemas/question-info-query.json';
import refSchema from '../schemas/question-ref.json';
import similarSchema from '../schemas/question-similar.json';
import tagsSchema from '../schemas/question-tags.json';
import { nowSeconds, questionsDb, toNumber } from './db';
import { createOnce, submissionKey } from './double-submit';
import { CAPTCHA, defineCaptchaPolicies, hitAccountLimit } from './limits';
import { can, loadRankLimits, type Actor, type RankLimits } from './permissions';
import { checkContent, currentTags, tagPlan, unchangedBy, withTagRetry, type WriteContext } from './question-checks';
import { questionJudge } from './question-review';
import { answerAlongside, answerPartOf, ASK_WITH_ANSWER_SCHEMA, type AnswerPart } from './ask-answer';
import { captchaOf, questionBodyOf, QUESTION_SCHEMA, type QuestionBody } from './question-body';
import { questionInfo, type QuestionInfo } from './question-info';
import { memberQuestionInfo } from './member-reads';
import { RESPONSES } from './response-schemas';
import { findQuestion, QUESTION_NOT_FOUND, targetOf, visibleQuestion, type QuestionRow } from './question-read';
import { createQuestion, setQuestionDeleted, updateQuestion, type QuestionText } from './question-write';
import { pendingRevisionOf, plannedTags, reviewUnderway, suggestQuestionEdit } from './revision-write';
import { loadReviewLimits, questionEditAccess } from './edit-access';
import { tellShared } from './share';
import { similarQuestions } from './similar';
import { QUESTION_STATUS } from './tables';
import { searchTags } from './tag-search';
import { pendingViews, recordView } from './views';
import { loadWriteRules, type WriteRules } from './write-rules';

const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

export function registerQuestionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => questionsDb(ctx);
  const activeUser = { preHandler: ctx.guards.activeUser };

  defineCaptchaPolicies(ctx);

  async function writeContext(request: FastifyRequest): Promise<WriteContext> {
    const actor = memberOf(request.principal);
    // the activeUser guard ran before; a missing caller here would be a routing mistake
    if (!actor) throw new ApiError(401, 'base.unauthorized_error');
    const [limits, rules] = await Promise.all([loadRankLimits(ctx), loadWriteRules(ctx)]);
    return { actor, limits, rules };
  }

  async function infoFor(request: FastifyRequest, question: QuestionRow, actor: Actor | null, limits?: RankLimits, rules?: WriteRules): Promise<QuestionInfo> {
    const viewer = await postViewerStates(ctx.queries, actor?.userId, [question.id]);
    return questionInfo(question, {
      db: db(),
      queries: ctx.queries,
      viewer: viewer.get(question.id) ?? {},
      principal: request.principal,
      actor,
      limits: limits ?? (await loadRankLimits(ctx)),
      rules: rules ?? (await loadWriteRules(ctx)),
      lang: request.lang,
      t: (key) => ctx.t(request.lang, key),
    });
  }

  const textOf = (body: QuestionBody): QuestionText => ({ title: body.title, content: body.content, html: ctx.markdown.render(body.content) });

  /** Asks (`POST /question`), with the asker's own answer in the same transaction when `answer` is given. */
  async function ask(request: FastifyRequest, answer?: AnswerPart): Promise<QuestionInfo> {
    const body = questionBodyOf(ctx, request.body);
    const write = await writeContext(request);
    if (!can(write.actor, 'question.add', write.limits)) throw new ApiError(403, 'error.rank.no_enough_rank_to_operate', null, { rank: write.limits['question.add'] });
    checkContent(body, write.rules);
    const plan = await tagPlan(db(), body, write);

    const text = textOf(body);
    const judge = questionJudge(ctx, request, write.actor.userId, { title: text.title, content: text.content, tags: plannedTags(plan).map((tag) => tag.slug_name) });
    const create = async () => {
      let created = '';
      await withTagRetry(db(), body, write, plan, [], async (current) => {
        const now = nowSeconds();
        created = await createQuestion(ctx, write.actor.userId, text, current, now, { judge, alongside: answer ? answerAlongside(ctx, write.actor.userId, answer, now) : undefined });
      });
      return created;
    };
    const guard = async () => {
      await ctx.captcha.check(request, CAPTCHA.ask, captchaOf(body));
      await hitAccountLimit(ctx, request, 'ask');
    };
    // the answer is part of the submission: asking the same with and without it are two questions
    const keyText = answer ? `${text.content}\u0000${answer.content}` : text.content;
    const { id, repeated } = await createOnce(db(), submissionKey(write.actor.userId, text.title, keyText), create, guard);
    if (!repeated) await ctx.captcha.record(request, CAPTCHA.ask);
    const question = await findQuestion(db(), id);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    return infoFor(request, question, write.actor, write.limits, write.rules);
  }

  app.post(`${API_BASE}/question`, { ...activeUser, config: { request: { body: QUESTION_SCHEMA }, response: RESPONSES.questionInfo } }, (request) => ask(request));
  app.post(`${API_BASE}/question/answer`, { ...activeUser, config: { request: { body: ASK_WITH_ANSWER_SCHEMA }, response: RESPONSES.questionInfo } }, (request) => {
    // both parts are checked before anything is written
    questionBodyOf(ctx, request.body);
    return ask(request, answerPartOf(ctx, request.body));
  });

  app.put(`${API_BASE}/question`, { ...activeUser, config: { request: { body: { allOf: [QUESTION_SCHEMA, refSchema] } }, response: RESPONSES.edited } }, async (request) => {
    const body = questionBodyOf(ctx, request.body);
    ctx.validate(refSchema, body);
    const write = await writeContext(request);
    const question = await visibleQuestion(db(), (body as QuestionBody & { id: string }).id, write.actor);
    const target = targetOf(question);
    const access = questionEditAccess(write.actor, target, { id: question.id, revisionId: question.revision_id }, write.limits, await loadReviewLimits(ctx));
    if (access.edit === 'none') {
      if (target.status === QUESTION_STATUS.closed || target.status === QUESTION_STATUS.deleted) throw forbidden('error.question.cannot_update');
      throw new ApiError(403, 'error.question.edit_needs_rank', null, { rank: access.rank_needed });
    }
    checkContent(body, write.rules);
    const previous = await currentTags(db(), question);
    const plan = await tagPlan(db(), body, write, previous);
    // while a suggested edit waits, the post stays as the reviewer sees it
    if (await pendingRevisionOf(db(), question.id)) throw reviewUnderway();
    await ctx.captcha.check(request, CAPTCHA.edit, captchaOf(body));
    await hitAccountLimit(ctx, request, 'edit');

    if (unchangedBy(body, question, plan, previous)) return { url_title: urlTitle(question.title), wait_for_review: false };
    const text = textOf(body);
    const log = (body.edit_summary ?? '').trim();
    if (access.edit === 'review') {
      // a suggestion: the post stays as it is until a reviewer approves it
      await suggestQuestionEdit(ctx, question.id, write.actor.userId, { title: text.title, content: text.content, tags: plannedTags(plan) }, log, nowSeconds());
      await ctx.captcha.record(request, CAPTCHA.edit);
      return { url_title: urlTitle(question.title), wait_for_review: true };
    }
    // a direct edit is judged as its editor's; one the reviewers hold waits for review like a suggestion
    const judge = questionJudge(ctx, request, write.actor.userId, { title: text.title, content: text.content, tags: plannedTags(plan).map((tag) => tag.slug_name) });
    let held = false;
    await withTagRetry(db(), body, write, plan, previous, async (current) => {
      held = await updateQuestion(ctx, question, write.actor.userId, text, current, log, nowSeconds(), judge);
    });
    await ctx.captcha.record(request, CAPTCHA.edit);
    return { url_title: urlTitle(body.title), wait_for_review: held };
  });

  app.delete(`${API_BASE}/question`, { ...activeUser, config: { request: { body: refSchema }, response: RESPONSES.none } }, async (request) => {
    ctx.validate(refSchema, request.body);
    const body = asObject(request.body);
    const write = await writeContext(request);
    const question = await visibleQuestion(db(), body.id, write.actor);
    // deleting twice changes nothing, as in Answer
    if (toNumber(question.status) === QUESTION_STATUS.deleted) return null;
    if (!can(write.actor, 'question.delete', write.limits, targetOf(question))) throw forbidden('error.question.cannot_delete');
    await ctx.captcha.check(request, CAPTCHA.delete, captchaOf(body));
    await hitAccountLimit(ctx, request, 'delete');
    await setQuestionDeleted(ctx, question, true, write.actor.userId, nowSeconds());
    await ctx.captcha.record(request, CAPTCHA.delete);
    return null;
  });

  app.post(`${API_BASE}/question/recover`, { config: { request: { body: recoverSchema }, response: RESPONSES.none }, preHandler: ctx.guards.staff }, async (request) => {
    ctx.validate(recoverSchema, request.body);
    const question = await findQuestion(db(), asObject(request.body).question_id);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    if (toNumber(question.status) !== QUESTION_STATUS.deleted) return null;
    await setQuestionDeleted(ctx, question, false, request.principal?.userId ?? '0', nowSeconds());
    return null;
  });

  // guests share the question's page, members read it with their own state added; a view served from that copy still counts
  const sharedInfo = {
    member: memberQuestionInfo(ctx),
    scopes: (request: FastifyRequest) => [SHARED_SCOPES.question(asObject(request.query).id)],
    onServe: (request: FastifyRequest) => {
      const id = longId(asObject(request.query).id);
      if (!id) return;
      recordView(ctx, request, id);
      // a kept copy is only ever a shown question: its share link still credits the sharer
      const share = asObject(request.query).share;
      if (typeof share === 'string' && share.trim() !== '') void tellShared(ctx, id, share.trim(), request.principal);
    },
  };
  app.get(`${API_BASE}/question/info`, { config: { request: { querystring: infoQuerySchema }, response: RESPONSES.questionInfo, sharedCache: sharedInfo } }, async (request) => {
    ctx.validate(infoQuerySchema, asObject(request.query));
    const actor = memberOf(request.principal);
    const found = await visibleQuestion(db(), asObject(request.query).id, actor);
    if (toNumber(found.status) !== QUESTION_STATUS.deleted) recordView(ctx, request, found.id);
    const share = asObject(request.query).share;
    // the host's own guest read made for a member is no visit: the member's request tells it
    const visit = !ctx.sharedCache.isHostRead(request);
    if (visit && typeof share === 'string' && share.trim() !== '' && toNumber(found.status) !== QUESTION_STATUS.deleted) await tellShared(ctx, found.id, share.trim(), request.principal);
    // views are written a moment later: the page shows them, the caller's own included, at once
    const waiting = pendingViews(ctx, found.id);
    const question = { ...found, view_count: toNumber(found.view_count) + waiting.views, unique_view_count: toNumber(found.unique_view_count) + waiting.unique };
    return infoFor(request, question, actor);
  });

  app.get(`${API_BASE}/question/similar`, { config: { request: { querystring: similarSchema }, response: RESPONSES.similar } }, async (request) => {
    const query = asObject(request.query);
    ctx.validate(similarSchema, query);
    return similarQuestions(db(), typeof query.title === 'string' ? query.title : '');
  });

  app.get(`${API_BASE}/question/tags`, { config: { request: { querystring: tagsSchema } } }, async (request) => {
    const query = asObject(request.query);
    ctx.validate(tagsSchema, query);
    return searchTags(db(), typeof query.tag === 'string' ? query.tag : '', await loadWriteRules(ctx));
  });
}
