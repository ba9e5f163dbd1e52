/** Reading loosely typed request bodies and query strings before their schema checks them. */
import type { CaptchaAnswer } from '@answer/sdk/server';

/** A body or query as a fresh plain object; anything else reads as empty. */
export function plain(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value));
}

export const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The captcha fields a guarded call may carry. */
export function captchaAnswer(body: Record<string, unknown>): CaptchaAnswer {
  const { captcha_id: id, captcha_code: code } = body;
  return { captcha_id: typeof id === 'string' ? id : undefined, captcha_code: typeof code === 'string' ? code : undefined };
}

/** Query values with blanks dropped and the `numeric` ones that are whole numbers turned into numbers. */
export function typedQuery(raw: unknown, numeric: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(plain(raw))
      .filter(([, value]) => value !== '' && value !== undefined)
      .map(([key, value]) => [key, numeric.includes(key) && typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value]),
  );
}
