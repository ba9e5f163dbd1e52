/** The notification calls of Answer 1.7, for logged-in members only (guests get 401). */
import type { FastifyInstance } from 'fastify';
import { API_BASE, notFound, type ServerContext } from '@answer/sdk/server';
import idSchema from '../schemas/notification-id.json';
import pageSchema from '../schemas/notification-page.json';
import typeSchema from '../schemas/notification-type.json';
import { notificationsDb, notificationsTrx } from './db';
import { IS_READ, NOTIFICATION_TYPE, type InboxTypeName, type NotificationTypeName } from './kinds';
import { notificationPage, redDot, redDotResponse, type RedDot, type RedDotResp } from './page';
import { redDotCache } from './red-dot-cache';
import { RESPONSES } from './response-schemas';

const DEFAULT_PAGE_SIZE = 10;
const NOTIFICATION_ID = /^[1-9]\d{0,18}$/;

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Query strings as the page schema reads them: digits become numbers, anything else stays for the schema to refuse. */
function pageQuery(raw: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record(raw))
      .filter(([, value]) => value !== '' && value !== undefined)
      .map(([key, value]) => [key, (key === 'page' || key === 'page_size') && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value]),
  );
}

export function registerNotificationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => notificationsDb(ctx);
  const member = { preHandler: ctx.guards.user };
  const callerOf = (principal: { userId: string } | null | undefined): string => principal?.userId ?? '';
  const typeOf = (body: unknown): NotificationTypeName => {
    ctx.validate(typeSchema, record(body));
    return record(body).type as NotificationTypeName;
  };

  const dots = redDotCache(ctx);
  // every open tab's poll: answered without a promise when the counts are at hand and no badge pops up
  app.get(`${API_BASE}/notification/status`, { ...member, config: { response: RESPONSES.status } }, (request) => {
    const userId = callerOf(request.principal);
    const shown = (state: RedDot): RedDotResp | Promise<RedDotResp> => (state.badge_award ? redDotResponse(state, ctx.queries, request.lang) : { ...state, badge_award: null });
    const cached = dots.peek(userId);
    return cached ? shown(cached) : dots.read(userId, () => redDot(db(), userId)).then(shown);
  });

  // none of these change what guests see: keep the shared responses
  app.put(`${API_BASE}/notification/status`, { ...member, config: { request: { body: typeSchema }, response: RESPONSES.none } }, async (request) => {
    const type = typeOf(request.body);
    await ctx.transaction((raw) =>
      notificationsTrx(raw).updateTable('notification').set({ red_dot: 0 }).where('user_id', '=', callerOf(request.principal)).where('red_dot', '=', 1).where('type', '=', NOTIFICATION_TYPE[type]).execute(),
    );
    dots.forget([callerOf(request.principal)]);
    ctx.sharedCache.unchanged(request);
    return null;
  });

  app.get(`${API_BASE}/notification/page`, { ...member, config: { request: { querystring: pageSchema }, response: RESPONSES.page } }, async (request) => {
    const query = pageQuery(request.query);
    ctx.validate(pageSchema, query);
    return notificationPage(db(), ctx.queries, request.principal, callerOf(request.principal), {
      type: query.type as NotificationTypeName,
      inboxType: (query.inbox_type as InboxTypeName | undefined) ?? 'all',
      page: (query.page as number | undefined) ?? 1,
      pageSize: (query.page_size as number | undefined) ?? DEFAULT_PAGE_SIZE,
    }, (key) => ctx.t(request.lang, key), request.lang);
  });

  app.put(`${API_BASE}/notification/read/state`, { ...member, config: { request: { body: idSchema }, response: RESPONSES.none } }, async (request) => {
    const body = record(request.body);
    ctx.validate(idSchema, body);
    const id = String(body.id);
    const userId = callerOf(request.principal);
    // another member's notification is as absent as one that never existed
    if (!NOTIFICATION_ID.test(id)) throw notFound('error.notification.not_found');
    await ctx.transaction(async (raw) => {
      const trx = notificationsTrx(raw);
      // looked up first: MySQL counts only rows an update changed, and a read one stays the same
      const mine = await trx.selectFrom('notification').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!mine) throw notFound('error.notification.not_found');
      await trx.updateTable('notification').set({ is_read: IS_READ.read, red_dot: 0 }).where('id', '=', mine.id).execute();
    });
    dots.forget([userId]);
    ctx.sharedCache.unchanged(request);
    return null;
  });

  app.put(`${API_BASE}/notification/read/state/all`, { ...member, config: { request: { body: typeSchema }, response: RESPONSES.none } }, async (request) => {
    const type = typeOf(request.body);
    await ctx.transaction((raw) =>
      notificationsTrx(raw)
        .updateTable('notification')
        .set({ is_read: IS_READ.read, red_dot: 0 })
        .where('user_id', '=', callerOf(request.principal))
        .where('type', '=', NOTIFICATION_TYPE[type])
        .where((eb) => eb.or([eb('is_read', '=', IS_READ.unread), eb('red_dot', '=', 1)]))
        .execute(),
    );
    dots.forget([callerOf(request.principal)]);
    ctx.sharedCache.unchanged(request);
    return null;
  });
}
