/** Bookmarks in Answer 1.7's shapes: switching one, and the caller's list. */
import type { FastifyInstance } from 'fastify';
import { API_BASE, unauthorized, type ServerContext } from '@answer/sdk/server';
import pageSchema from '../schemas/collection-page.json';
import switchSchema from '../schemas/collection-switch.json';
import { switchBookmark } from './bookmark-write';
import { bookmarksDb } from './db';
import { bookmarkPage } from './personal-page';
import { bookmarkTarget } from './targets';

const DEFAULT_PAGE_SIZE = 20;

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Query digits as numbers, so the schema can check them; blanks left out. */
function pageQuery(raw: unknown): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const key of ['page', 'page_size']) {
    const value = record(raw)[key];
    if (value === undefined || value === '') continue;
    query[key] = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return query;
}

export function registerBookmarkRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => bookmarksDb(ctx);
  const activeUser = { preHandler: ctx.guards.activeUser };

  app.post(`${API_BASE}/collection/switch`, { ...activeUser, config: { request: { body: switchSchema } } }, async (request) => {
    const body = record(request.body);
    ctx.validate(switchSchema, body);
    const userId = request.principal?.userId ?? '';
    const target = await bookmarkTarget(db(), ctx.queries, String(body.object_id), request.principal);
    return switchBookmark(ctx, userId, target, String(body.group_id ?? ''), body.bookmark === true);
  });

  app.get(`${API_BASE}/personal/collection/page`, { ...activeUser, config: { request: { querystring: pageSchema } } }, async (request) => {
    const query = pageQuery(request.query);
    ctx.validate(pageSchema, query);
    const page = typeof query.page === 'number' ? query.page : 1;
    const pageSize = typeof query.page_size === 'number' ? query.page_size : DEFAULT_PAGE_SIZE;
    const principal = request.principal;
    // the activeUser guard ran before; a missing caller here would be a routing mistake
    if (!principal) throw unauthorized();
    const withheld = { deleted: ctx.t(request.lang, 'collection.deleted_question'), hidden: ctx.t(request.lang, 'collection.hidden_question') };
    return bookmarkPage(db(), ctx.queries, principal, page, pageSize, withheld);
  });
}
