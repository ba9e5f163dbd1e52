/**
 * `POST /report` in Answer 1.7's shape, for posts and members. Checks run as a member meets them:
 * what is flagged (`flag-target.ts`), the reason belongs to that kind of thing and gets the words
 * it asks for, their reputation reaches `rank.report.add`, the captcha when the policy asks; then
 * one transaction writes the flag, after making sure the member has no open flag on it, and tells
 * `post.flagged` for a post (First Flag). Refusals about the request are field errors, as the flag
 * dialog shows them.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, ApiError, fieldError, memberOf, OBJECT_TYPE, readNumbers, type CaptchaAnswer, type ServerContext } from '@answer/sdk/server';
import reportSchema from '../schemas/report.json';
import { flagSubject } from './flag-target';
import { listedReason } from './reasons';
import { contentProblem } from './rules';
import { flagsTrx, nowSeconds, REPORT_STATUS } from './tables';

export const FLAG_CAPTCHA = 'report';
const STAFF_ROLES = new Set([2, 3]);
const DAY = 24 * 60 * 60;
const REPORT_DEFAULT = { 'report.add': 1 };

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

const captchaOf = (body: Record<string, unknown>): CaptchaAnswer => ({
  captcha_id: typeof body.captcha_id === 'string' ? body.captcha_id : undefined,
  captcha_code: typeof body.captcha_code === 'string' ? body.captcha_code : undefined,
});

export function registerFlagRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Answer asks a captcha after 30 flags a day or a second flag within a second
  ctx.captcha.define(FLAG_CAPTCHA, { threshold: 30, windowSeconds: DAY, minIntervalSeconds: 1 });

  app.post(`${API_BASE}/report`, { config: { request: { body: reportSchema }, response: { type: 'null' } }, preHandler: ctx.guards.activeUser }, async (request) => {
    const body = record(request.body);
    ctx.validate(reportSchema, body);
    const principal = request.principal;
    // the activeUser guard ran before; a missing caller here would be a routing mistake
    if (!principal) throw new ApiError(401, 'base.unauthorized_error');
    const member = memberOf(principal);
    const target = await flagSubject(ctx, principal, body.object_id);
    const onMember = target.objectType === OBJECT_TYPE.user;

    const reasonId = Number(body.report_type);
    const reason = await listedReason(ctx, target.kind, 'flag', reasonId, request.lang);
    if (!reason) throw fieldError('report_type', onMember ? 'flag.report_type.unknown_for_member' : 'flag.report_type.unknown');
    const content = typeof body.content === 'string' ? body.content : '';
    const problem = contentProblem(reasonId, reason.content_type, content, [await ctx.siteUrl(), `${request.protocol}://${request.host}`]);
    if (problem) throw fieldError('content', problem);

    const staff = STAFF_ROLES.has(member.roleId);
    if (!staff) {
      const { 'report.add': needed } = await readNumbers(ctx.config, REPORT_DEFAULT, 'rank.');
      if (!member.active || needed < 0 || member.rank < needed) throw new ApiError(403, 'flag.no_enough_rank', null, { rank: needed });
      await ctx.captcha.check(request, FLAG_CAPTCHA, captchaOf(body));
    }

    await ctx.transaction(async (raw) => {
      const trx = flagsTrx(raw);
      const open = await trx.selectFrom('report').select('id').where('user_id', '=', member.userId).where('object_id', '=', target.objectId).where('status', '=', REPORT_STATUS.pending).executeTakeFirst();
      if (open) throw fieldError('object_id', onMember ? 'flag.already_flagged_member' : 'flag.already_flagged');
      const id = await ctx.ids.next(OBJECT_TYPE.report, raw);
      const now = nowSeconds();
      await trx
        .insertInto('report')
        .values({
          id,
          created_at: now,
          updated_at: now,
          user_id: member.userId,
          object_id: target.objectId,
          reported_user_id: target.reportedUserId,
          object_type: target.objectType,
          report_type: reasonId,
          content: content.trim(),
          flagged_type: 0,
          flagged_content: '',
          status: REPORT_STATUS.pending,
        })
        .execute();
      // a member is no post: First Flag and the other listeners are about posts
      if (!onMember) await ctx.events.emit('post.flagged', { user_id: member.userId, object_id: target.objectId, question_id: target.questionId }, raw);
    });
    if (!staff) await ctx.captcha.record(request, FLAG_CAPTCHA);
    return null;
  });
}
