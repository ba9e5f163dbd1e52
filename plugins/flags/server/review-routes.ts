/**
 * Staff's side of flags: `GET /report/unreviewed/post` and `PUT /report/review`. The review is
 * settled through `settle.ts` (claim, then the owner's `post.moderate`). A flag on a member can
 * only be ignored here: nothing in the queue acts on members.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, ApiError, fieldError, notFound, numericQuery, OBJECT_TYPE, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import reviewSchema from '../schemas/review.json';
import unreviewedSchema from '../schemas/unreviewed-query.json';
import { flaggedPage, openFlagCount } from './review-page';
import { openFlag, settleFlag, type Operation } from './settle';
import { flagsDb } from './tables';
import { findTarget } from './targets';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const OPERATIONS: Readonly<Record<string, Operation>> = { edit_post: 'edit', close_post: 'close', delete_post: 'delete', unlist_post: 'unlist' };

export function registerReviewRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const staff = { preHandler: ctx.guards.staff };

  app.get(`${API_BASE}/report/unreviewed/post`, { ...staff, config: { request: { querystring: unreviewedSchema } } }, async (request) => {
    const query = numericQuery(request.query, ['page']);
    ctx.validate(unreviewedSchema, query);
    const page = typeof query.page === 'number' ? query.page : 1;
    return flaggedPage(ctx, flagsDb(ctx), ctx.queries, page, request.lang);
  });

  app.put(`${API_BASE}/report/review`, { ...staff, config: { request: { body: reviewSchema }, response: { type: 'null' } } }, async (request) => {
    const body = record(request.body);
    ctx.validate(reviewSchema, body);
    const principal = request.principal;
    if (!principal) throw new ApiError(401, 'base.unauthorized_error');
    const flag = await openFlag(ctx, body.flag_id);
    const operation = OPERATIONS[text(body.operation_type)] ?? null;
    if (operation && Number(flag.object_type) === OBJECT_TYPE.user) throw fieldError('operation_type', 'flag.review.member_ignore_only');
    if (operation) {
      const target = await findTarget(flagsDb(ctx), flag.object_id);
      if (!target) throw notFound('flag.post_not_found');
      if (operation === 'close' && target.kind !== 'question') throw fieldError('operation_type', 'flag.review.close_not_question');
      if (operation === 'unlist' && target.kind !== 'question') throw fieldError('operation_type', 'flag.review.unlist_not_question');
    }
    const closeType = Number(body.close_type ?? 0) || 0;
    await settleFlag(ctx, principal, request.lang, flag, {
      outcome: operation ? 'completed' : 'ignored',
      operation,
      flaggedType: closeType,
      flaggedContent: text(body.close_msg),
      details: {
        close_type: closeType,
        close_msg: text(body.close_msg),
        title: text(body.title),
        content: text(body.content),
        tags: Array.isArray(body.tags) ? body.tags.map(record).map((tag) => ({ slug_name: text(tag.slug_name), display_name: text(tag.display_name), original_text: text(tag.original_text) })) : [],
      },
    });
    return null;
  });
}

/** `review.queues`: the flagged-posts queue for staff. */
export function reviewQueues(ctx: ServerContext): Pick<ServerQueryHandlers, 'review.queues'> {
  return {
    'review.queues': async ({ principal, lang }) =>
      principal.roleId === 2 || principal.roleId === 3 ? [{ name: 'flagged_post', label: ctx.t(lang, 'flag.review.queue'), todo_amount: await openFlagCount(flagsDb(ctx)) }] : [],
  };
}
