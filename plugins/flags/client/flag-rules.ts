/**
 * What the flag dialog checks before sending, as Answer's dialog does: a reason is chosen, a
 * reason that asks for words gets some, and a duplicate's words are a link to a page of this site
 * (reason 60; the server checks the same).
 */
export const DUPLICATE_REASON = 60;
export const CONTENT_MAX = 500;

/** Answer's `ReasonItem`, as `GET /reasons` lists it. */
export interface FlagReason {
  reason_key: string;
  reason_type: number;
  name: string;
  description: string;
  /** '' (no words), `text` (one line) or `textarea`. */
  content_type: string;
  placeholder: string;
}

export type FlagField = 'report_type' | 'content';

/** Message keys (of this plugin's `ui` namespace) of what the dialog refuses, by field. */
export const FLAG_MESSAGES = {
  reason: 'flag.error.reason_required',
  empty: 'flag.error.content_empty',
  tooLong: 'flag.error.content_too_long',
  notUrl: 'flag.error.url_invalid',
  otherOrigin: 'flag.error.url_other_site',
} as const;

export interface FlagDraft {
  reasonType: number | null;
  content: string;
}

/**
 * The fields the draft gets wrong, with message keys; empty when it may be sent. `origins` are the
 * addresses this site answers at (the page's origin and the configured site URL).
 */
export function flagDraftErrors(draft: FlagDraft, reasons: readonly FlagReason[], origins: readonly string[]): Partial<Record<FlagField, string>> {
  const reason = reasons.find((item) => item.reason_type === draft.reasonType);
  if (!reason) return { report_type: FLAG_MESSAGES.reason };
  if (!reason.content_type) return {};
  const text = draft.content.trim();
  if (!text) return { content: FLAG_MESSAGES.empty };
  if ([...draft.content].length > CONTENT_MAX) return { content: FLAG_MESSAGES.tooLong };
  if (reason.reason_type !== DUPLICATE_REASON) return {};
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { content: FLAG_MESSAGES.notUrl };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { content: FLAG_MESSAGES.notUrl };
  const accepted = origins.flatMap((origin) => {
    try {
      return [new URL(origin).origin];
    } catch {
      return [];
    }
  });
  return accepted.includes(url.origin) ? {} : { content: FLAG_MESSAGES.otherOrigin };
}

/** The body of `POST /report`: words only go out with a reason that asks for them. */
export function reportBody(objectId: string, draft: FlagDraft, reasons: readonly FlagReason[]): { object_id: string; report_type: number; content: string } {
  const reason = reasons.find((item) => item.reason_type === draft.reasonType);
  return { object_id: objectId, report_type: draft.reasonType ?? 0, content: reason?.content_type ? draft.content.trim() : '' };
}

/** Whether the server's `member_actions` offer flagging (Answer names the action `report`). */
export const offersFlag = (actions: readonly { action: string }[] | null | undefined): boolean => (actions ?? []).some((item) => item.action === 'report');
