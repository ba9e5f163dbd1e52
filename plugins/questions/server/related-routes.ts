/** `GET /question/similar/tag` and `GET /question/link`: the question page's related and linked panels. */
import type { FastifyInstance } from 'fastify';
import { API_BASE, ApiError, memberOf, type ServerContext } from '@answer/sdk/server';
import linkSchema from '../schemas/question-link.json';
import { questionsDb } from './db';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ORDERS, questionPage, type QuestionOrder } from './list';
import { listCountsOf } from './list-counts';
import { typedQuery } from './query';
import { visibleQuestion } from './question-read';
import { relatedByTags } from './related';

export function registerRelatedRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => questionsDb(ctx);

  app.get(`${API_BASE}/question/similar/tag`, { config: { request: { querystring: linkSchema } } }, async (request) => {
    const query = typedQuery(request.query);
    ctx.validate(linkSchema, query);
    const question = await visibleQuestion(db(), query.question_id, memberOf(request.principal));
    return relatedByTags(db(), ctx.queries, question.id);
  });

  app.get(`${API_BASE}/question/link`, { config: { request: { querystring: linkSchema } } }, async (request) => {
    const query = typedQuery(request.query);
    ctx.validate(linkSchema, query);
    const question = await visibleQuestion(db(), query.question_id, memberOf(request.principal));
    const page = (query.page as number | undefined) ?? 1;
    const pageSize = Math.min((query.page_size as number | undefined) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const order = ORDERS.includes(query.order as QuestionOrder) ? (query.order as QuestionOrder) : 'newest';
    const result = await questionPage(db(), ctx.queries, { page, pageSize, order, linkedTo: question.id, viewerId: request.principal?.userId, inDays: query.in_days as number | undefined }, listCountsOf(ctx));
    if (page > 1 && result.list.length === 0) throw new ApiError(404, 'base.request_format_error');
    return result;
  });
}
