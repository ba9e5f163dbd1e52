import type { FastifyInstance } from 'fastify';
import { API_BASE, ApiError, questionListScopes, type ServerContext } from '@answer/sdk/server';
import pageSchema from '../schemas/question-page.json';
import tagPageSchema from '../schemas/tag-page.json';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, questionPage, type QuestionOrder } from './list';
import { listCountsOf } from './list-counts';
import { memberList } from './member-reads';
import { flushViews } from './views';
import { registerModerationRoutes } from './moderation-routes';
import { typedQuery } from './query';
import { registerQuestionRoutes } from './question-routes';
import { registerRelatedRoutes } from './related-routes';
import { registerRevisionRoutes } from './revision-routes';
import { TAG_LIST_SCOPE, TAG_PAGE_MAX, TAG_PAGE_SIZE, tagPage, type TagOrder } from './tag-list';
import { loadWriteRules } from './write-rules';
import { registerWriteSettings } from './write-settings';
import type { QuestionsTables } from './tables';

export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => ctx.database<QuestionsTables>();

  app.get(`${API_BASE}/question/page`, { config: { request: { querystring: pageSchema }, sharedCache: { scopes: (request) => questionListScopes(typedQuery(request.query).order), member: memberList(ctx) } } }, async (request) => {
    const query = typedQuery(request.query);
    ctx.validate(pageSchema, query);
    const page = (query.page as number | undefined) ?? 1;
    const pageSize = Math.min((query.page_size as number | undefined) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const result = await questionPage(db(), ctx.queries, {
      page,
      pageSize,
      order: (query.order as QuestionOrder | undefined) ?? 'newest',
      tag: query.tag as string | undefined,
      username: query.username as string | undefined,
      inDays: query.in_days as number | undefined,
      viewerId: request.principal?.userId,
    }, listCountsOf(ctx));
    // Answer answers a page past the end with 404; the first page of an empty list is just empty
    if (page > 1 && result.list.length === 0) throw new ApiError(404, 'base.request_format_error');
    return result;
  });

  // the same for every guest: follow marks are a member's, and members always reach the handler
  app.get(`${API_BASE}/tags/page`, { config: { request: { querystring: tagPageSchema }, sharedCache: { scopes: () => [TAG_LIST_SCOPE] } } }, async (request) => {
    const query = typedQuery(request.query);
    ctx.validate(tagPageSchema, query);
    return tagPage(db(), ctx.queries, await loadWriteRules(ctx), {
      page: (query.page as number | undefined) ?? 1,
      pageSize: Math.min((query.page_size as number | undefined) ?? TAG_PAGE_SIZE, TAG_PAGE_MAX),
      order: (query.query_cond as TagOrder | undefined) ?? 'popular',
      text: query.slug_name as string | undefined,
      viewerId: request.principal?.userId,
    });
  });

  registerQuestionRoutes(app, ctx);
  registerRevisionRoutes(app, ctx);
  registerModerationRoutes(app, ctx);
  registerRelatedRoutes(app, ctx);
  registerWriteSettings(app, ctx);
  // views still in memory are written before the process ends
  app.addHook('onClose', () => flushViews(ctx));
}
