/**
 * What stands in front of writing answers: Answer's `answer` captcha action (asked once a member
 * answered often within the hour; edits and deletes use the shared `edit` and `delete` actions)
 * and per-account rate limits shared by every host process.
 */
import type { FastifyRequest, RateLimitRule, ServerContext } from '@answer/sdk/server';

const HOUR = 60 * 60;

export const ANSWER_CAPTCHA = { add: 'answer', edit: 'edit', delete: 'delete' } as const;

const RATE: Record<'add' | 'edit' | 'delete', RateLimitRule> = {
  add: { max: 30, windowSeconds: HOUR },
  edit: { max: 60, windowSeconds: HOUR },
  delete: { max: 30, windowSeconds: HOUR },
};

export function defineAnswerCaptcha(ctx: ServerContext): void {
  ctx.captcha.define(ANSWER_CAPTCHA.add, { threshold: 10, windowSeconds: HOUR, minIntervalSeconds: 5 });
}

export async function countAnswerWrite(ctx: ServerContext, request: FastifyRequest, scope: keyof typeof RATE): Promise<void> {
  const who = request.principal?.userId ?? `ip:${ctx.clientIp(request)}`;
  await ctx.rateLimit.hit(request, `answers.${scope}`, [`account:${who}`], RATE[scope]);
}
