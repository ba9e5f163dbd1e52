/**
 * The admin's side of reasons and flags, under `/answer/admin/api`: `GET /reasons` answers the same
 * reason items as the public `GET /reasons` (read from the same config rows), and `PUT /report`
 * settles a flag with a review reason as Answer 1.2's admin did (`admin-decision.ts`), through the
 * same claim and `post.moderate` as the staff's review.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, ApiError, fieldError, notFound, OBJECT_TYPE, objectTypeNameOf, type ServerContext } from '@answer/sdk/server';
import reasonsQuerySchema from '../schemas/admin-reasons-query.json';
import adminReportSchema from '../schemas/admin-report.json';
import { adminDecision, closeReasonFor, REVIEW_REASON } from './admin-decision';
import { reasonList, type ReasonAction, type ReasonObjectType } from './reasons';
import { openFlag, settleFlag, type FlagRow } from './settle';
import { flagsDb } from './tables';
import { findTarget } from './targets';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Answer's `ReasonItem` list, as `GET /reasons` describes it. */
const REASONS_RESPONSE = {
  type: 'array',
  items: {
    type: 'object',
    required: ['reason_key', 'reason_type', 'name', 'description', 'content_type', 'placeholder'],
    properties: {
      reason_key: { type: 'string' },
      reason_type: { type: 'integer' },
      name: { type: 'string' },
      description: { type: 'string' },
      content_type: { type: 'string' },
      placeholder: { type: 'string' },
    },
  },
};

/** The kind of thing a flag is about, by what it stored. */
async function kindOf(ctx: ServerContext, flag: FlagRow): Promise<ReasonObjectType> {
  if (Number(flag.object_type) === OBJECT_TYPE.user) return 'user';
  const target = await findTarget(flagsDb(ctx), flag.object_id);
  if (!target) throw notFound('flag.post_not_found');
  return target.kind;
}

export function registerAdminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const admin = { preHandler: ctx.guards.admin };

  app.get(`${ADMIN_API_BASE}/reasons`, { ...admin, config: { request: { querystring: reasonsQuerySchema }, response: REASONS_RESPONSE } }, async (request) => {
    const query = record(request.query);
    ctx.validate(reasonsQuerySchema, query);
    return reasonList(ctx, query.object_type as ReasonObjectType, query.action as ReasonAction, request.lang);
  });

  app.put(`${ADMIN_API_BASE}/report`, { ...admin, config: { request: { body: adminReportSchema }, response: { type: 'null' } } }, async (request) => {
    const body = record(request.body);
    ctx.validate(adminReportSchema, body);
    const principal = request.principal;
    if (!principal) throw new ApiError(401, 'base.unauthorized_error');
    const flag = await openFlag(ctx, body.id);
    const flaggedType = Number(body.flagged_type);
    const words = typeof body.flagged_content === 'string' ? body.flagged_content.trim() : '';
    const kind = await kindOf(ctx, flag);
    const closing = flaggedType === REVIEW_REASON.needsClose && objectTypeNameOf(flag.object_id) === 'question';
    const closeReason = closing ? closeReasonFor(await reasonList(ctx, 'question', 'close', request.lang), words) : null;
    const decision = adminDecision(flaggedType, kind, words, closeReason);
    if ('message' in decision) throw fieldError(decision.field, decision.message);
    await settleFlag(ctx, principal, request.lang, flag, decision.settlement);
    return null;
  });
}
