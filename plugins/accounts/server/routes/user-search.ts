/**
 * `GET /user/info/search?username=`: members to pick (invitations, mentions) whose username or
 * display name starts with the text, caller excluded, at most five, as Answer's `UserBasicInfo`.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_BASE, type ServerContext } from '@answer/sdk/server';
import searchSchema from '../../schemas/user-search.json';
import { accountsDb } from '../db';
import { callerOf } from '../requests';
import { usersSettings } from '../settings';
import { USER_STATUS } from '../tables';
import { basicInfoOf } from '../user-info';

const LIMIT = 5;

/** A LIKE prefix pattern with `!` as the escape character (the same on every database). */
export const prefixPattern = (text: string): string => `${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;

export function registerUserSearchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${API_BASE}/user/info/search`, { config: { request: { querystring: searchSchema } }, preHandler: ctx.guards.activeUser }, async (request) => {
    const query = (typeof request.query === 'object' && request.query !== null ? request.query : {}) as Record<string, unknown>;
    ctx.validate(searchSchema, query);
    const text = String(query.username).trim().replace(/^@/, '');
    if (!text) return [];
    const pattern = prefixPattern(text);
    const rows = await accountsDb(ctx)
      .selectFrom('user')
      .selectAll()
      .where('status', '=', USER_STATUS.available)
      .where('id', '<>', callerOf(request).userId)
      .where((eb) => eb.or([sql<boolean>`lower(${eb.ref('username')}) like ${pattern} escape '!'`, sql<boolean>`lower(${eb.ref('display_name')}) like ${pattern} escape '!'`]))
      .orderBy('username')
      .limit(LIMIT)
      .execute();
    const rules = await usersSettings(ctx);
    return rows.map((user) => basicInfoOf(user, rules));
  });
}
