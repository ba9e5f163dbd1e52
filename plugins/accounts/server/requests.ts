/** Reading what account calls carry beyond their JSON body: caller, token, captcha answer, link code. */
import { unauthorized, type CaptchaAnswer, type FastifyRequest, type Principal } from '@answer/sdk/server';

/** The logged-in caller of a route behind a user guard. */
export function callerOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The request's token, as Answer reads it: the raw header, an optional `Bearer ` prefix. */
export function requestToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.replace(/^Bearer\s+/i, '').trim();
}

function stringField(source: unknown, field: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** `captcha_id`/`captcha_code` from the body, or from the query string as Answer's resend call sends them. */
export function captchaAnswerOf(request: FastifyRequest): CaptchaAnswer {
  return {
    captcha_id: stringField(request.body, 'captcha_id') ?? stringField(request.query, 'captcha_id'),
    captcha_code: stringField(request.body, 'captcha_code') ?? stringField(request.query, 'captcha_code'),
  };
}

/** A mail link's `code`, from the body or the query string ('' when neither has one). */
export function linkCodeOf(request: FastifyRequest): string {
  return (stringField(request.body, 'code') ?? stringField(request.query, 'code') ?? '').trim();
}
