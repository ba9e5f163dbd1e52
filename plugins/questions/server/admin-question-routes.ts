/**
 * The admin's questions (`/answer/admin/api/question/page` and `/question/status`). A status change
 * goes through the same writes as a moderator's delete, undelete, close and reopen, so counts,
 * tags, links and the timeline entry follow exactly as they do there.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, ApiError, memberOf, notFound, pageResponseSchema, pagingOf, USER_BASIC_INFO_SCHEMA, type ResponseSchema, type ServerContext } from '@answer/sdk/server';
import pageSchema from '../schemas/admin-question-page.json';
import statusSchema from '../schemas/admin-question-status.json';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, ADMIN_QUESTION_STATUS, adminQuestionPage, type AdminQuestionStatusWord } from './admin-question-list';
import { nowSeconds, questionsDb, toNumber } from './db';
import { closeQuestion, reopenQuestion } from './moderation';
import { asObject, typedQuery } from './query';
import { findQuestion, QUESTION_NOT_FOUND, type QuestionRow } from './question-read';
import { setQuestionDeleted } from './question-write';
import { QUESTION_STATUS } from './tables';

const INTEGER = { type: 'integer' };
const STRING = { type: 'string' };

const ADMIN_QUESTION_PAGE: ResponseSchema = pageResponseSchema({
  type: 'object',
  required: ['id', 'title', 'url_title', 'vote_count', 'answer_count', 'show', 'pin', 'accepted_answer_id', 'create_time', 'update_time', 'edit_time', 'status', 'user_info'],
  properties: {
    ...Object.fromEntries(['id', 'title', 'url_title', 'accepted_answer_id'].map((key) => [key, STRING])),
    ...Object.fromEntries(['vote_count', 'answer_count', 'show', 'pin', 'create_time', 'update_time', 'edit_time'].map((key) => [key, INTEGER])),
    status: { enum: ['available', 'closed', 'deleted', 'pending'] },
    user_info: { anyOf: [USER_BASIC_INFO_SCHEMA, { type: 'null' }] },
  },
});

export type AdminQuestionChange = 'available' | 'closed' | 'deleted';

/**
 * Moves the question to `target` as the matching moderator write does; nothing when it is there
 * already. Waiting questions are decided in review, so only deleting applies to them; a deleted
 * question comes back through undelete before it can be closed.
 */
export async function changeQuestionStatus(ctx: ServerContext, question: QuestionRow, target: AdminQuestionChange, adminId: string): Promise<void> {
  const status = toNumber(question.status);
  const now = nowSeconds();
  if (target === 'deleted') {
    if (status !== QUESTION_STATUS.deleted) await setQuestionDeleted(ctx, question, true, adminId, now);
    return;
  }
  if (status === QUESTION_STATUS.pending) throw new ApiError(400, 'error.question.not_in_state');
  if (target === 'available') {
    if (status === QUESTION_STATUS.deleted) await setQuestionDeleted(ctx, question, false, adminId, now);
    else if (status === QUESTION_STATUS.closed) await reopenQuestion(ctx, question.id, adminId, now);
    return;
  }
  if (status === QUESTION_STATUS.deleted) throw new ApiError(400, 'error.question.not_in_state');
  // the admin's close names no reason; the question page then shows it closed without one
  if (status === QUESTION_STATUS.available) await closeQuestion(ctx, question.id, adminId, { close_type: 0, close_msg: '' }, '', now);
}

export function registerAdminQuestionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const admin = { preHandler: ctx.guards.admin };

  app.get(`${ADMIN_API_BASE}/question/page`, { ...admin, config: { request: { querystring: pageSchema }, response: ADMIN_QUESTION_PAGE } }, async (request) => {
    const query = typedQuery(request.query);
    ctx.validate(pageSchema, query);
    const word = (query.status as AdminQuestionStatusWord | undefined) ?? 'normal';
    return adminQuestionPage(questionsDb(ctx), ctx.queries, {
      ...pagingOf(query, ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
      status: ADMIN_QUESTION_STATUS[word],
      query: query.query as string | undefined,
    });
  });

  app.put(`${ADMIN_API_BASE}/question/status`, { ...admin, config: { request: { body: statusSchema }, response: { type: 'null' } } }, async (request) => {
    const body = asObject(request.body);
    ctx.validate(statusSchema, body);
    const actor = memberOf(request.principal);
    if (!actor) throw new ApiError(401, 'base.unauthorized_error');
    const question = await findQuestion(questionsDb(ctx), body.question_id);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    await changeQuestionStatus(ctx, question, body.status as AdminQuestionChange, actor.userId);
    return null;
  });
}
