/**
 * The admin's answers (`/answer/admin/api/answer/page` and `/answer/status`). Deleting and
 * restoring go through the same write as a moderator's delete and undelete, so the question's
 * answer fields, the author's count, an acceptance and the timeline entry follow as they do there.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, ApiError, contentIdOf, fieldError, memberOf, notFound, numericQuery, OBJECT_TYPE, pageResponseSchema, pagingOf, USER_BASIC_INFO_SCHEMA, type ResponseSchema, type ServerContext } from '@answer/sdk/server';
import pageSchema from '../schemas/admin-answer-page.json';
import statusSchema from '../schemas/admin-answer-status.json';
import { ADMIN_ANSWER_STATUS, ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, adminAnswerPage, type AdminAnswerStatusWord } from './admin-answer-list';
import { ANSWER_NOT_FOUND, findAnswer, findQuestion } from './answer-read';
import { setAnswerDeleted } from './answer-write';
import { answersDb, asNumber, currentSeconds } from './db';
import { ANSWER_STATUS } from './tables';

const INTEGER = { type: 'integer' };
const STRING = { type: 'string' };

const ADMIN_ANSWER_PAGE: ResponseSchema = pageResponseSchema({
  type: 'object',
  required: ['id', 'question_id', 'description', 'create_time', 'update_time', 'accepted', 'vote_count', 'status', 'user_info', 'question_info'],
  properties: {
    ...Object.fromEntries(['id', 'question_id', 'description'].map((key) => [key, STRING])),
    ...Object.fromEntries(['create_time', 'update_time', 'accepted', 'vote_count'].map((key) => [key, INTEGER])),
    status: { enum: ['available', 'deleted', 'pending'] },
    user_info: { anyOf: [USER_BASIC_INFO_SCHEMA, { type: 'null' }] },
    question_info: { type: 'object', required: ['title', 'url_title'], properties: { title: STRING, url_title: STRING } },
  },
});

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {});

export function registerAdminAnswerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const admin = { preHandler: ctx.guards.admin };

  app.get(`${ADMIN_API_BASE}/answer/page`, { ...admin, config: { request: { querystring: pageSchema }, response: ADMIN_ANSWER_PAGE } }, async (request) => {
    const query = numericQuery(request.query);
    ctx.validate(pageSchema, query);
    let questionId: string | undefined;
    if (typeof query.question_id === 'string' && query.question_id !== '0') {
      questionId = contentIdOf(query.question_id, OBJECT_TYPE.question) ?? undefined;
      if (!questionId) throw fieldError('question_id', 'error.admin_contents.id_invalid');
    }
    return adminAnswerPage(answersDb(ctx), ctx.queries, {
      ...pagingOf(query, ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
      status: ADMIN_ANSWER_STATUS[(query.status as AdminAnswerStatusWord | undefined) ?? 'normal'],
      questionId,
      query: query.query as string | undefined,
    });
  });

  app.put(`${ADMIN_API_BASE}/answer/status`, { ...admin, config: { request: { body: statusSchema }, response: { type: 'null' } } }, async (request) => {
    const body = record(request.body);
    ctx.validate(statusSchema, body);
    const actor = memberOf(request.principal);
    if (!actor) throw new ApiError(401, 'base.unauthorized_error');
    const answer = await findAnswer(answersDb(ctx), body.answer_id);
    const question = answer ? await findQuestion(answersDb(ctx), answer.question_id) : null;
    if (!answer || !question) throw notFound(ANSWER_NOT_FOUND);
    const status = asNumber(answer.status);
    if (body.status === 'deleted') {
      if (status !== ANSWER_STATUS.deleted) await setAnswerDeleted(ctx, answer, question.user_id, actor.userId, true, currentSeconds());
      return null;
    }
    // an answer waiting for review is decided in review
    if (status === ANSWER_STATUS.pending) throw new ApiError(400, 'error.answer.not_in_state');
    if (status === ANSWER_STATUS.deleted) await setAnswerDeleted(ctx, answer, question.user_id, actor.userId, false, currentSeconds());
    return null;
  });
}
