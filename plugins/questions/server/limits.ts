/**
 * What stands in front of writing questions: Answer's captcha actions (`question`, `edit`,
 * `delete`; asked once a member has done the action often within the hour, never of moderators)
 * and per-account rate limits shared by every host process.
 */
import type { FastifyRequest, RateLimitRule, ServerContext } from '@answer/sdk/server';

const HOUR = 60 * 60;

export const CAPTCHA = { ask: 'question', edit: 'edit', delete: 'delete' } as const;

export function defineCaptchaPolicies(ctx: ServerContext): void {
  ctx.captcha.define(CAPTCHA.ask, { threshold: 10, windowSeconds: HOUR, minIntervalSeconds: 5 });
  ctx.captcha.define(CAPTCHA.edit, { threshold: 10, windowSeconds: HOUR });
  ctx.captcha.define(CAPTCHA.delete, { threshold: 5, windowSeconds: HOUR, minIntervalSeconds: 5 });
}

export const LIMITS = {
  ask: { max: 30, windowSeconds: HOUR },
  edit: { max: 60, windowSeconds: HOUR },
  delete: { max: 30, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

/** Counts one call of `scope` for the calling account; throws once it is over the limit. */
export async function hitAccountLimit(ctx: ServerContext, request: FastifyRequest, scope: keyof typeof LIMITS): Promise<void> {
  const userId = request.principal?.userId ?? `ip:${ctx.clientIp(request)}`;
  await ctx.rateLimit.hit(request, `questions.${scope}`, [`account:${userId}`], LIMITS[scope]);
}
