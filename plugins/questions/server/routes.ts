import type { FastifyInstance } from 'fastify';
import { API_BASE, ApiError, type ServerContext } from '@answer/sdk/server';
import pageSchema from '../schemas/question-page.json';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, questionPage, type QuestionOrder } from './list';
import { registerQuestionRoutes } from './question-routes';
import type { QuestionsTables } from './tables';

const INTEGER_FIELDS = new Set(['page', 'page_size', 'in_days']);

/** Query strings as typed values: digits become numbers, so the schema can check them. */
function typedQuery(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === '' || value === undefined) continue;
    out[key] = INTEGER_FIELDS.has(key) && typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}

export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => ctx.database<QuestionsTables>();

  app.get(`${API_BASE}/question/page`, async (request) => {
    const query = typedQuery(request.query);
    ctx.validate(pageSchema, query);
    const page = (query.page as number | undefined) ?? 1;
    const pageSize = Math.min((query.page_size as number | undefined) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const result = await questionPage(db(), {
      page,
      pageSize,
      order: (query.order as QuestionOrder | undefined) ?? 'newest',
      tag: query.tag as string | undefined,
      username: query.username as string | undefined,
      inDays: query.in_days as number | undefined,
    });
    // Answer answers a page past the end with 404; the first page of an empty list is just empty
    if (page > 1 && result.list.length === 0) throw new ApiError(404, 'base.request_format_error');
    return result;
  });

  registerQuestionRoutes(app, ctx);
}
