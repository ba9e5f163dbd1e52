/** `GET|PUT /question/invite`: the members invited to answer a question, in Answer 1.7's shapes. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, contentIdOf, fieldError, forbidden, memberOf, notFound, OBJECT_TYPE, usersByIds, type ServerContext } from '@answer/sdk/server';
import inviteSchema from '../schemas/question-invite.json';
import refSchema from '../schemas/question-ref.json';
import { asInt, invitesDb } from './db';
import { saveInvites } from './invite-write';
import { invitedIds, inviteLimit, mayInvite } from './rules';
import { QUESTION_STATUS, type QuestionView } from './tables';
import { invitedUsers, memberIdsByName } from './users';

export const INVITE_CAPTCHA = 'invitation_answer';
const QUESTION_NOT_FOUND = 'error.invite.question_not_found';
const DAY = 24 * 60 * 60;
const STAFF_ROLES = new Set([2, 3]);

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function registerInviteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => invitesDb(ctx);
  // Answer's strategy: asked once a member sent 30 invitations in a day
  ctx.captcha.define(INVITE_CAPTCHA, { threshold: 30, windowSeconds: DAY });

  /** Deleted and pending questions exist only for their author and moderators. */
  async function visibleQuestion(request: FastifyRequest, rawId: unknown): Promise<QuestionView> {
    const id = contentIdOf(rawId, OBJECT_TYPE.question);
    const question = id ? await db().selectFrom('question').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    const status = asInt(question?.status);
    const hidden = status === QUESTION_STATUS.deleted || status === QUESTION_STATUS.pending;
    const privileged = !!request.principal && (request.principal.userId === question?.user_id || STAFF_ROLES.has(request.principal.roleId));
    if (!question || (hidden && !privileged)) throw notFound(QUESTION_NOT_FOUND);
    return question;
  }

  app.get(`${API_BASE}/question/invite`, { config: { request: { querystring: refSchema } } }, async (request) => {
    const query = record(request.query);
    ctx.validate(refSchema, query);
    const question = await visibleQuestion(request, query.id);
    return invitedUsers(ctx.queries, invitedIds(question.invite_user_id));
  });

  app.put(`${API_BASE}/question/invite`, { config: { request: { body: inviteSchema } }, preHandler: ctx.guards.activeUser }, async (request) => {
    const body = record(request.body);
    ctx.validate(inviteSchema, body);
    const principal = request.principal;
    if (!principal) throw new ApiError(401, 'base.unauthorized_error');
    const limit = await inviteLimit(ctx);
    if (!mayInvite(memberOf(principal), limit)) throw new ApiError(403, 'error.invite.no_enough_rank', null, { rank: limit });
    const question = await visibleQuestion(request, body.id);
    if (asInt(question.status) !== QUESTION_STATUS.available) throw forbidden('error.invite.question_closed');

    const names = [...new Set((body.invite_user as string[]).map((name) => name.trim()).filter(Boolean))];
    const ids = await memberIdsByName(db(), names);
    if (names.some((name) => !ids.has(name))) throw fieldError('invite_user', 'error.invite.user_not_found');
    const userIds = names.map((name) => ids.get(name) ?? '');
    if (userIds.includes(principal.userId)) throw fieldError('invite_user', 'error.invite.self');

    await ctx.captcha.check(request, INVITE_CAPTCHA, { captcha_id: typeof body.captcha_id === 'string' ? body.captcha_id : undefined, captcha_code: typeof body.captcha_code === 'string' ? body.captcha_code : undefined });
    const me = (await usersByIds(ctx.queries, [principal.userId])).get(principal.userId);
    await saveInvites(ctx, { questionId: question.id, title: question.title, inviterId: principal.userId, inviterName: me?.display_name || me?.username || '', userIds });
    await ctx.captcha.record(request, INVITE_CAPTCHA);
    return null;
  });
}
