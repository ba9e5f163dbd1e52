/**
 * The member's calls: their recent deliveries, and a test message to the webhook they saved
 * (queued like any other, so it shows in the list as it goes).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, numericQuery, pagingOf, unauthorized, type ServerContext } from '@answer/sdk/server';
import deliveriesQuerySchema from '../schemas/deliveries-query.json';
import testMessageSchema from '../schemas/test-message.json';
import { DELIVERY_PAGE_SCHEMA, deliveryPage, type ErrorText } from './deliveries';
import { testBody } from './payload';
import { enqueue } from './queue';
import { memberSettings } from './settings';
import { chatDb, chatTrx, nowSeconds } from './tables';
import { refusalOf } from './webhook-check';

export const PLUGIN_API = `${API_BASE}/plugins/notifier_chat`;

const PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;
/** Test messages a member may send: a few a minute is plenty for trying a webhook. */
const TEST_LIMIT = { max: 5, windowSeconds: 60 };

export function registerChatRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const callerId = (request: FastifyRequest): string => {
    if (!request.principal) throw unauthorized();
    return request.principal.userId;
  };
  const errorText =
    (lang: string): ErrorText =>
    (code, detail) =>
      code === 'blocked' ? ctx.t(lang, `notifier_chat.error.${detail}`) : ctx.t(lang, `notifier_chat.delivery_error.${code}`, { detail });

  app.get(
    `${PLUGIN_API}/deliveries`,
    { preHandler: ctx.guards.user, config: { request: { querystring: deliveriesQuerySchema }, response: DELIVERY_PAGE_SCHEMA } },
    async (request) => {
      const query = numericQuery(request.query);
      ctx.validate(deliveriesQuerySchema, query);
      const { page, pageSize } = pagingOf(query, PAGE_SIZE, MAX_PAGE_SIZE);
      return deliveryPage(chatDb(ctx), callerId(request), page, pageSize, errorText(request.lang));
    },
  );

  app.post(
    `${PLUGIN_API}/test`,
    { preHandler: ctx.guards.activeUser, config: { request: { body: testMessageSchema }, response: { type: 'null' } } },
    async (request) => {
      ctx.validate(testMessageSchema, request.body ?? {});
      const userId = callerId(request);
      await ctx.rateLimit.hit(request, 'notifier_chat.test', [`account:${userId}`], TEST_LIMIT);
      const own = memberSettings(await ctx.userConfig.get(userId));
      // the webhook is not a field of this call: the member reads why in a toast, then fixes the form
      if (!own.webhookUrl) throw new ApiError(400, 'notifier_chat.error.no_webhook', { err_type: 'toast' });
      const refused = await refusalOf(ctx, own.webhookUrl);
      if (refused) throw new ApiError(400, `notifier_chat.error.${refused}`, { err_type: 'toast' });
      const general = await ctx.siteInfo.get<{ name?: string }>('general');
      const body = testBody(own.format, (lang, key, vars) => ctx.t(lang, key, vars), request.lang, general?.name || 'Answer', await ctx.siteUrl());
      await ctx.transaction((trx) =>
        enqueue(chatTrx(trx), [{ userId, kind: 'test', notificationType: '', title: '', target: own.webhookUrl, payload: JSON.stringify(body) }], nowSeconds()),
      );
      return null;
    },
  );
}
