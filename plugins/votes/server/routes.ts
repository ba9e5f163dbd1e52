/**
 * `POST /vote/up` and `POST /vote/down` in Answer 1.7's shapes. The checks run in Answer's order
 * as a member notices them: the post exists for them (a post they may not see, judged by its
 * owners over the whole chain, is as absent as a missing one, before anything else could tell it
 * exists), it is not their own, it can take votes, and their reputation reaches the site's
 * threshold (retracting needs none); then the captcha and the rate limit, then one transaction
 * (vote-write.ts). Refusals carry `err_type: toast`.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, ApiError, type CaptchaAnswer, fieldError, longId, memberOf, postVisible, postWriteScopes, commentWriteScopes, type ServerContext } from '@answer/sdk/server';
import voteSchema from '../schemas/vote.json';
import { votesDb } from './db';
import { countVote, defineVoteCaptcha, loadVoteLimits, VOTE_CAPTCHA } from './limits';
import { reachesThreshold, voteActionOf, voteKindOf, type VoteDirection } from './rules';
import { findTarget } from './targets';
import { castVote } from './vote-write';

const TOAST = { err_type: 'toast' } as const;

const refuse = (status: number, reason: string, vars: Record<string, unknown> = {}) => new ApiError(status, reason, TOAST, vars);

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

const captchaOf = (body: Record<string, unknown>): CaptchaAnswer => ({
  captcha_id: typeof body.captcha_id === 'string' ? body.captcha_id : undefined,
  captcha_code: typeof body.captcha_code === 'string' ? body.captcha_code : undefined,
});

export function registerVoteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => votesDb(ctx);
  defineVoteCaptcha(ctx);

  const vote = (direction: VoteDirection) =>
    app.post(`${API_BASE}/vote/${direction}`, { config: { request: { body: voteSchema } }, preHandler: ctx.guards.activeUser }, async (request) => {
      const body = record(request.body);
      ctx.validate(voteSchema, body);
      const principal = request.principal;
      // the activeUser guard ran before; a missing caller here would be a routing mistake
      if (!principal) throw new ApiError(401, 'base.unauthorized_error');
      // either spelling, as Answer takes it; the tables hold long ids
      const objectId = longId(body.object_id) ?? '';
      const cancel = body.is_cancel === true;
      const kind = voteKindOf(objectId);
      if (!kind) throw fieldError('object_id', 'error.vote.not_votable');

      const voter = memberOf(principal);
      const target = await findTarget(db(), kind, objectId);
      if (!target || !(await postVisible(ctx.queries, principal, target.id))) throw refuse(404, 'error.vote.post_not_found');
      if (target.authorId === voter.userId) throw refuse(400, 'error.object.disallow_vote_your_self');
      if (target.deleted) throw refuse(400, 'error.vote.post_deleted');
      if (target.pending) throw refuse(400, 'error.vote.post_pending');
      const action = voteActionOf(kind, direction);
      if (!action) throw refuse(400, 'error.vote.comment_vote_down');
      if (!cancel) {
        const limits = await loadVoteLimits(ctx);
        if (!reachesThreshold(voter, action, limits)) throw refuse(403, `error.vote.no_enough_rank_${direction}`, { rank: limits[action] });
      }

      await ctx.captcha.check(request, VOTE_CAPTCHA, captchaOf(body));
      await countVote(ctx, request);
      const result = await castVote(ctx, target, voter.userId, direction, cancel);
      const changed = target.kind === 'comment' ? commentWriteScopes(target.questionId, target.postId) : postWriteScopes(target.questionId, target.id);
      ctx.sharedCache.invalidate(changed, request);
      await ctx.captcha.record(request, VOTE_CAPTCHA);
      return result;
    });

  vote('up');
  vote('down');
}
