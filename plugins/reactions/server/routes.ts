/**
 * `GET /meta/reaction` (anyone who may see the post) and `PUT /meta/reaction` (active accounts)
 * in Answer 1.7's shapes; both answer the post's summary as it now is. Activating twice or
 * deactivating what is not there changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, fieldError, longId, postVisible, SHARED_SCOPES, usersByIds, type ServerContext } from '@answer/sdk/server';
import querySchema from '../schemas/reaction-query.json';
import updateSchema from '../schemas/reaction-update.json';
import { asNumber, currentSeconds, reactionsDb, reactionsTrx } from './db';
import { findPost, postKindOf, type ReactionPost } from './posts';
import { summarize, type ReactionSummary } from './summary';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

const TOAST = { err_type: 'toast' } as const;

/** Generous for a person clicking, tight enough to stop a script. */
const RATE = { max: 120, windowSeconds: 60 * 60 };

export function registerReactionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => reactionsDb(ctx);

  async function visiblePost(request: FastifyRequest, rawId: unknown): Promise<ReactionPost> {
    const objectId = longId(rawId) ?? '';
    if (!postKindOf(objectId)) throw fieldError('object_id', 'error.reaction.not_reactable');
    const post = await findPost(db(), objectId);
    // a post the caller may not see is as absent as a missing one
    if (!post || !(await postVisible(ctx.queries, request.principal, post.id))) throw new ApiError(404, 'error.reaction.post_not_found', TOAST);
    return post;
  }

  async function summaryOf(request: FastifyRequest, objectId: string): Promise<ReactionSummary> {
    const found = await db().selectFrom('reaction').select(['emoji', 'user_id', 'created_at']).where('object_id', '=', objectId).execute();
    // oldest first; within a second by member id (as numbers: ids are strings of digits)
    const rows = found.sort((a, b) => asNumber(a.created_at) - asNumber(b.created_at) || a.user_id.length - b.user_id.length || (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
    const users = await usersByIds(
      ctx.queries,
      rows.map((row) => row.user_id),
    );
    const names = new Map([...users.values()].map((user) => [user.id, user.display_name || user.username]));
    const unknown = ctx.t(request.lang, 'reaction.unknown_user');
    return summarize(
      rows,
      request.principal?.userId ?? null,
      (userId) => names.get(userId) ?? unknown,
      (list, count) => ctx.t(request.lang, 'reaction.tooltip_more', { names: list, count }),
    );
  }

  app.get(`${API_BASE}/meta/reaction`, { config: { request: { querystring: querySchema }, sharedCache: { scopes: (request) => [SHARED_SCOPES.post(record(request.query).object_id)] } } }, async (request) => {
    const query = record(request.query);
    ctx.validate(querySchema, query);
    const post = await visiblePost(request, query.object_id);
    return summaryOf(request, post.id);
  });

  app.put(`${API_BASE}/meta/reaction`, { config: { request: { body: updateSchema } }, preHandler: ctx.guards.activeUser }, async (request) => {
    const body = record(request.body);
    ctx.validate(updateSchema, body);
    const post = await visiblePost(request, body.object_id);
    if (post.deleted) throw new ApiError(400, 'error.reaction.post_deleted', TOAST);
    const userId = request.principal?.userId ?? '';
    await ctx.rateLimit.hit(request, 'reactions.update', [`account:${userId}`], RATE);
    const emoji = String(body.emoji);
    // a reaction shows only in its post's reaction summary
    ctx.sharedCache.invalidate([SHARED_SCOPES.post(post.id)], request);
    const mine = db().selectFrom('reaction').select('emoji').where('object_id', '=', post.id).where('user_id', '=', userId).where('emoji', '=', emoji);
    if (body.reaction === 'activate') {
      try {
        // the reaction and what it earns (the First Reaction badge) are saved together
        await ctx.transaction(async (raw) => {
          await reactionsTrx(raw).insertInto('reaction').values({ object_id: post.id, user_id: userId, emoji, created_at: currentSeconds() }).execute();
          await ctx.events.emit('post.reacted', { user_id: userId, object_id: post.id, emoji }, raw);
        });
      } catch (error) {
        // the primary key refused a second row: already reacted (a double click); anything else is a failure
        if (!(await mine.executeTakeFirst())) throw error;
      }
    } else {
      await db().deleteFrom('reaction').where('object_id', '=', post.id).where('user_id', '=', userId).where('emoji', '=', emoji).execute();
    }
    return summaryOf(request, post.id);
  });
}
