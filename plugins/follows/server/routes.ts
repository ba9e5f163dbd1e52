/** Following questions, tags and members, in Answer 1.7's shapes. */
import type { FastifyInstance } from 'fastify';
import { API_BASE, unauthorized, type ServerContext } from '@answer/sdk/server';
import followSchema from '../schemas/follow.json';
import tagsSchema from '../schemas/follow-tags.json';
import { followsDb } from './db';
import { setFollow } from './follow-write';
import { followTarget } from './targets';
import { followingTags, replaceFollowedTags } from './tag-follows';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function registerFollowRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => followsDb(ctx);
  const activeUser = { preHandler: ctx.guards.activeUser };

  app.post(`${API_BASE}/follow`, { ...activeUser, config: { request: { body: followSchema } } }, async (request) => {
    const body = record(request.body);
    ctx.validate(followSchema, body);
    const principal = request.principal;
    // the activeUser guard ran before; a missing caller here would be a routing mistake
    if (!principal) throw unauthorized();
    const target = await followTarget(db(), ctx.queries, String(body.object_id), principal);
    return setFollow(ctx, principal.userId, target, body.is_cancel !== true);
  });

  app.put(`${API_BASE}/follow/tags`, { ...activeUser, config: { request: { body: tagsSchema } } }, async (request) => {
    const body = record(request.body);
    ctx.validate(tagsSchema, body);
    await replaceFollowedTags(ctx, request.principal?.userId ?? '', body.slug_name_list as string[]);
    return null;
  });

  app.get(`${API_BASE}/tags/following`, async (request) => (request.principal ? followingTags(db(), request.principal.userId) : []));
}
