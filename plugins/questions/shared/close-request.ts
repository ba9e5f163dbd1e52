/**
 * The rules of a close request (research 5.5, spec section 5), the same the close dialog checks:
 * a reason from the close list, words when the reason asks for them, and for a duplicate a link
 * to a page of this site. Shared by the server and the close dialog, so both refuse alike.
 */

/** The reason that needs a link to the question this one duplicates (Answer's UI hard-codes it). */
export const DUPLICATE_REASON = 60;

/** What the close rules need of a reason (Answer's `ReasonItem`). */
export interface CloseReasonRule {
  reason_type: number;
  /** '', `text` or `textarea`: whether the reason asks for words of the moderator's own */
  content_type: string;
}

/** A field error as the server answers it; `error_msg` is a key of the server's messages. */
export interface CloseFieldError {
  error_field: 'close_type' | 'close_msg';
  error_msg: string;
}

export const CLOSE_ERRORS = {
  reason: 'error.question.close_reason_required',
  empty: 'error.question.close_msg_empty',
  notUrl: 'error.question.close_url_invalid',
  otherOrigin: 'error.question.close_url_other_site',
} as const;

export interface CloseRequest {
  close_type?: number;
  close_msg?: string;
}

function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The field errors of `request` (none when it may close the question). `origins` are this
 * site's origins (its configured address and the one the request came to).
 */
export function closeRequestErrors(request: CloseRequest, reasons: readonly CloseReasonRule[], origins: readonly string[]): CloseFieldError[] {
  const reason = reasons.find((item) => item.reason_type === request.close_type);
  if (!reason) return [{ error_field: 'close_type', error_msg: CLOSE_ERRORS.reason }];
  if (!reason.content_type) return [];
  const message = (request.close_msg ?? '').trim();
  if (!message) return [{ error_field: 'close_msg', error_msg: CLOSE_ERRORS.empty }];
  if (reason.reason_type !== DUPLICATE_REASON) return [];
  const origin = originOf(message);
  if (!origin) return [{ error_field: 'close_msg', error_msg: CLOSE_ERRORS.notUrl }];
  const own = new Set(origins.map((item) => originOf(item)).filter((item): item is string => item !== null));
  if (!own.has(origin)) return [{ error_field: 'close_msg', error_msg: CLOSE_ERRORS.otherOrigin }];
  return [];
}
