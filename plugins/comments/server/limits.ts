/**
 * What stands in front of writing comments: Answer's `comment` captcha action (asked once a member
 * commented 30 times within the day; edits and deletes use the shared `edit` and `delete` actions,
 * declared by the questions plugin) and per-account rate limits shared by every host process.
 */
import type { FastifyRequest, RateLimitRule, ServerContext } from '@answer/sdk/server';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const COMMENT_CAPTCHA = { add: 'comment', edit: 'edit', delete: 'delete' } as const;

const RATE: Record<keyof typeof COMMENT_CAPTCHA, RateLimitRule> = {
  add: { max: 120, windowSeconds: HOUR },
  edit: { max: 120, windowSeconds: HOUR },
  delete: { max: 120, windowSeconds: HOUR },
};

export function defineCommentCaptcha(ctx: ServerContext): void {
  ctx.captcha.define(COMMENT_CAPTCHA.add, { threshold: 30, windowSeconds: DAY, minIntervalSeconds: 1 });
}

export async function countCommentWrite(ctx: ServerContext, request: FastifyRequest, scope: keyof typeof RATE): Promise<void> {
  const who = request.principal?.userId ?? `ip:${ctx.clientIp(request)}`;
  await ctx.rateLimit.hit(request, `comments.${scope}`, [`account:${who}`], RATE[scope]);
}
