/**
 * Errors a route handler throws. The host turns them into Answer's envelope
 * `{code, reason, msg, data}` with `msg` translated from `reason` in the request's language.
 */
export interface FieldErrorItem {
  error_field: string;
  /** An i18n key (translated by the host) or a literal message. */
  error_msg: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly reason: string;
  readonly data: unknown;
  /** Values for placeholders in the translated message. */
  readonly vars: Record<string, unknown>;
  /** Response headers to send with the error (for example `retry-after`). */
  readonly headers: Record<string, string>;
  constructor(status: number, reason: string, data: unknown = null, vars: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(reason);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
    this.data = data;
    this.vars = vars;
    this.headers = headers;
  }
}

export const badRequest = (reason: string, data: unknown = null) => new ApiError(400, reason, data);
export const unauthorized = () => new ApiError(401, 'base.unauthorized_error');
export const forbidden = (reason = 'base.forbidden_error', data: unknown = null) => new ApiError(403, reason, data);
export const notFound = (reason = 'base.not_found') => new ApiError(404, reason);

/** 400 with `data: [{error_field, error_msg}]`, the shape forms map onto their fields. */
export function fieldErrors(items: FieldErrorItem[]): ApiError {
  return new ApiError(400, 'base.request_format_error', items);
}

export function fieldError(field: string, message: string): ApiError {
  return fieldErrors([{ error_field: field, error_msg: message }]);
}
