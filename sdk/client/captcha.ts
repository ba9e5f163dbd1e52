/**
 * Running an action behind the captcha slot: ask the provider first, send, and when the server
 * refuses the answer (a `captcha_code` field error) ask again with a new image and resend.
 */
import { useMemo } from 'react';
import { captchaPoint, type CaptchaProvider, type CaptchaRequest } from './points';
import { useExtensions } from './react';
import { ApiError } from './services';

/** Rejection of `challenge` when the user closed the captcha dialog instead of answering. */
export class CaptchaCancelled extends Error {
  constructor() {
    super('The captcha was cancelled');
    this.name = 'CaptchaCancelled';
  }
}

/** The kernel emits this (on `window`, prefixed `answer:`) 50 ms after a refused captcha answer. */
export const CAPTCHA_ERROR_EVENT = 'answer:captcha-error';

/** How long to wait for the kernel's refresh signal before asking again anyway. */
const REOPEN_FALLBACK_MS = 1000;
/** A server that keeps refusing is not asked forever. */
const MAX_ATTEMPTS = 5;

export function captchaErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const item = error.list.find((entry) => entry.error_field === 'captcha_code');
  return item ? item.error_msg : null;
}

function reopenSignal(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener(CAPTCHA_ERROR_EVENT, done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, REOPEN_FALLBACK_MS);
    window.addEventListener(CAPTCHA_ERROR_EVENT, done);
  });
}

/**
 * Sends `send` with the captcha answer `provider` got for `action` (null when none is needed or no
 * captcha plugin is active). Field errors other than the captcha's reach the caller unchanged.
 */
export async function runWithCaptcha<T>(
  provider: CaptchaProvider | null,
  action: string,
  send: (captcha: CaptchaRequest | null) => Promise<T>,
): Promise<T> {
  if (!provider) return send(null);
  let captcha = await provider.challenge(action);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send(captcha);
    } catch (error) {
      const message = captchaErrorOf(error);
      if (message === null || attempt >= MAX_ATTEMPTS) throw error;
      await reopenSignal();
      captcha = await provider.challenge(action, { error: message });
      // The server wants an answer the provider cannot give: let the caller show the error.
      if (!captcha) throw error;
    }
  }
}

export interface CaptchaRunner {
  run<T>(action: string, send: (captcha: CaptchaRequest | null) => Promise<T>): Promise<T>;
}

/** The active captcha provider's runner; a pass-through when no captcha plugin is active. */
export function useCaptcha(): CaptchaRunner {
  const providers = useExtensions(captchaPoint);
  const provider = providers[0]?.value ?? null;
  return useMemo(() => ({ run: (action, send) => runWithCaptcha(provider, action, send) }), [provider]);
}
