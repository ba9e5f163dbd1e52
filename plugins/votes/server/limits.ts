/**
 * What stands in front of voting: the voter as the rules see them, the site's `rank.*.vote_*`
 * thresholds, Answer's `vote` captcha action (asked once a member voted 40 times in a day) and a
 * per-account rate limit shared by every host process.
 */
import type { FastifyRequest, Principal, ServerContext } from '@answer/sdk/server';
import { asNumber, type VotesDb } from './db';
import { DEFAULT_VOTE_LIMITS, VOTE_ACTIONS, type VoteLimits, type Voter } from './rules';

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

/** The caller with role and status from the session and reputation from the `user` table. */
export async function loadVoter(db: VotesDb, principal: Principal): Promise<Voter> {
  const row = /^[1-9]\d*$/.test(principal.userId) ? await db.selectFrom('user').select('rank').where('id', '=', principal.userId).executeTakeFirst() : undefined;
  return {
    userId: principal.userId,
    roleId: principal.roleId,
    rank: asNumber(row?.rank),
    active: principal.status === 'normal' && principal.mailStatus !== 2,
  };
}

/** The site's current thresholds (admin may change the privilege level at any time). */
export async function loadVoteLimits(ctx: ServerContext): Promise<VoteLimits> {
  const limits = { ...DEFAULT_VOTE_LIMITS };
  for (const action of VOTE_ACTIONS) {
    const stored = await ctx.config.get<number | string>(`rank.${action}`);
    const value = stored === null || stored === '' ? NaN : Number(stored);
    if (Number.isFinite(value)) limits[action] = value;
  }
  return limits;
}
