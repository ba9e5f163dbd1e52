/**
 * What stands in front of voting: the site's `rank.*.vote_*` thresholds, Answer's `vote` captcha
 * action (asked once a member voted 40 times in a day) and a per-account rate limit shared by
 * every host process.
 */
import { readNumbers, type FastifyRequest, type ServerContext } from '@answer/sdk/server';
import { DEFAULT_VOTE_LIMITS, type VoteLimits } from './rules';

const DAY = 24 * 60 * 60;

export const VOTE_CAPTCHA = 'vote';

export function defineVoteCaptcha(ctx: ServerContext): void {
  ctx.captcha.define(VOTE_CAPTCHA, { threshold: 40, windowSeconds: DAY });
}

/** Generous for a person clicking, tight enough to stop a script flipping votes. */
const RATE = { max: 120, windowSeconds: 60 * 60 };

export async function countVote(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  const who = request.principal?.userId ?? `ip:${ctx.clientIp(request)}`;
  await ctx.rateLimit.hit(request, 'votes.vote', [`account:${who}`], RATE);
}

/** The site's current thresholds (admin may change the privilege level at any time). */
export const loadVoteLimits = (ctx: ServerContext): Promise<VoteLimits> => readNumbers(ctx.config, DEFAULT_VOTE_LIMITS, 'rank.');
