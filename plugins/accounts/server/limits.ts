/**
 * What stands in front of the account calls: how often they may be made (ctx.rateLimit, shared
 * by every host process) and when a captcha is asked (ctx.captcha). Every attempt counts towards
 * a rate limit, successful or not: counting only failures would still tell an attacker which
 * guess was right once the limit is reached.
 */
import type { FastifyRequest, RateLimitRule, ServerContext } from '@answer/sdk/server';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  loginPerIp: { max: 30, windowSeconds: 15 * MINUTE },
  loginPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
  signUpPerIp: { max: 10, windowSeconds: HOUR },
  recoveryPerIp: { max: 10, windowSeconds: HOUR },
  recoveryPerEmail: { max: 5, windowSeconds: HOUR },
  mailPerAccount: { max: 5, windowSeconds: HOUR },
  mailPerIp: { max: 20, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

/** Counts one call of `scope` for the caller's IP and, when given, for an account; throws when over. */
export async function hitLimits(
  ctx: ServerContext,
  request: FastifyRequest,
  scope: string,
  perIp: RateLimitRule,
  perAccount?: { account: string; rule: RateLimitRule },
): Promise<void> {
  await ctx.rateLimit.hit(request, scope, [`ip:${ctx.clientIp(request)}`], perIp);
  if (perAccount) await ctx.rateLimit.hit(request, scope, [`account:${perAccount.account}`], perAccount.rule);
}

/** Answer's captcha actions for the account calls. */
export const CAPTCHA = { login: 'login', email: 'e_mail', recovery: 'find_pass' } as const;

/** A captcha after 3 failed logins within 30 minutes; every time for calls that send mail. */
export function defineCaptchaPolicies(ctx: ServerContext): void {
  ctx.captcha.define(CAPTCHA.login, { threshold: 3, windowSeconds: 30 * 60 });
  ctx.captcha.define(CAPTCHA.email, { always: true });
  ctx.captcha.define(CAPTCHA.recovery, { always: true });
}
