/**
 * What the kernel does with an API answer: spec section 8 and Answer's request.ts, row by row.
 * Pure: every side effect goes through `PipelineEffects`, so each row is unit-tested without a
 * browser.
 */
import { ApiError, MAINTENANCE_REASON } from '@answer/sdk';
import type { RequestOptions } from '@answer/sdk';

export interface Envelope {
  code?: number;
  reason?: string;
  msg?: string;
  data?: unknown;
}

export type ErrorPageCode = '403' | '404' | '50x';

export const ROUTE = {
  home: '/',
  login: '/users/login',
  inactive: '/users/login?status=inactive',
  suspended: '/users/account-suspended',
  activationFailed: '/users/account-activation/failed',
} as const;

/** Delay before the captcha is asked to refresh and reopen (spec section 9). */
export const CAPTCHA_REOPEN_DELAY_MS = 50;
export const CAPTCHA_ERROR_EVENT = 'captcha-error';

export interface PipelineEffects {
  navigate(path: string, options?: { replace?: boolean }): void;
  /** A red toast. */
  toast(message: string): void;
  /** `confirm`: a confirm dialog; `close`: a dialog with only a close button. */
  modal(message: string, kind: 'confirm' | 'close'): void;
  /** Shows an error page in place of the current page (the address stays). */
  showErrorPage(code: ErrorPageCode): void;
  /** Forgets token and user (401). */
  clearSession(): void;
  /** Forgets the user only (suspended). */
  clearUser(): void;
  /** Remembers where to come back after login (skipped on login and sign-up pages). */
  saveReturnPath(): void;
  /** Whether the page on screen is a public account page. */
  isPublicPage(): boolean;
  /** The site went into maintenance mode (a 503 said so): the kernel reloads the settings and shows its page. */
  maintenance?(): void;
  emit(event: string, detail: unknown): void;
  schedule(task: () => void, ms: number): void;
  log(message: string, detail?: unknown): void;
}

export interface PipelineRequest {
  url: string;
  method: string;
  options: RequestOptions;
}

export type PipelineResult = { ok: true; data: unknown } | { ok: false; error: ApiError };

const ADMIN_API = '/answer/admin/api';

export function handleResponse(status: number, envelope: Envelope, request: PipelineRequest, fx: PipelineEffects): PipelineResult {
  if (status >= 200 && status < 300) return { ok: true, data: envelope.data ?? null };

  const msg = envelope.msg ?? '';
  const data = envelope.data ?? null;
  const error = new ApiError(status, msg, data, envelope.reason ?? '');
  const fail = (): PipelineResult => ({ ok: false, error });

  if (request.options.passingError) return fail();

  if (status === 400) {
    const errType = objectField(data, 'err_type');
    if (errType === 'toast') {
      fx.toast(msg);
      return fail();
    }
    if (errType === 'alert') return fail();
    if (errType === 'modal') {
      fx.modal(msg, 'confirm');
      return fail();
    }
    if (Array.isArray(data) && data.length > 0) {
      if (error.list.some((item) => item?.error_field === 'captcha_code')) {
        fx.schedule(() => fx.emit(CAPTCHA_ERROR_EVENT, { url: request.url, list: error.list }), CAPTCHA_REOPEN_DELAY_MS);
      }
      return fail();
    }
    if (isEmpty(data)) {
      fx.modal(msg, 'close');
      return fail();
    }
    return fail();
  }

  if (status === 401) {
    fx.clearSession();
    fx.saveReturnPath();
    fx.navigate(ROUTE.login);
    return fail();
  }

  if (status === 403) {
    const type = objectField(data, 'type');
    if (type === 'url_expired') {
      fx.navigate(ROUTE.activationFailed, { replace: true });
    } else if (type === 'inactive') {
      fx.navigate(ROUTE.inactive);
    } else if (type === 'suspended') {
      fx.clearUser();
      fx.navigate(ROUTE.suspended, { replace: true });
    } else if (fx.isPublicPage()) {
      // Account pages handle their own refusals (for example login while suspended).
    } else if (request.url.includes(ADMIN_API)) {
      fx.showErrorPage('403');
    } else {
      fx.toast(msg);
    }
    return fail();
  }

  if (status === 404) {
    if (request.options.allow404 && !fx.isPublicPage()) fx.showErrorPage('404');
    return fail();
  }

  if (status === 503 && envelope.reason === MAINTENANCE_REASON) {
    fx.maintenance?.();
    return fail();
  }

  if (status >= 500) {
    fx.log(`${request.method} ${request.url} answered ${status}`, envelope);
    if (!request.options.ignore50x && !fx.isPublicPage()) fx.showErrorPage('50x');
    return fail();
  }

  return fail();
}

function objectField(data: unknown, field: string): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  return (data as Record<string, unknown>)[field];
}

function isEmpty(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  return typeof data === 'object' && Object.keys(data).length === 0;
}
