/**
 * Answer 1.2's admin report handling, as pure choices: the review reason an admin picks for a flag
 * (`flagged_type`) becomes the settlement `settle.ts` carries out. 75 deletes the post, 74 closes a
 * question, 72 (looks ok) and 73 (needs edit, done by hand) settle the flag without touching the
 * post. A member's flag can only be settled that way.
 */
import type { FlagReason, ReasonObjectType } from './reasons';
import { NO_DETAILS, type Settlement } from './settle';

export const REVIEW_REASON = { looksOk: 72, needsEdit: 73, needsClose: 74, needsDelete: 75 } as const;

export type AdminDecision = { settlement: Settlement } | { field: 'flagged_type'; message: string };

/**
 * The close reason an admin's "needs close" closes a question with, from the site's close reasons:
 * with words, the first that takes free text (`textarea`), so the words show as the reason; without,
 * the first that asks for none. Null when the site has no such reason.
 */
export function closeReasonFor(reasons: readonly FlagReason[], words: string): FlagReason | null {
  const wanted = words ? 'textarea' : '';
  return reasons.find((reason) => reason.content_type === wanted) ?? null;
}

export function adminDecision(flaggedType: number, kind: ReasonObjectType, words: string, closeReason: FlagReason | null): AdminDecision {
  const stored = { flaggedType, flaggedContent: words };
  if (flaggedType === REVIEW_REASON.looksOk || flaggedType === REVIEW_REASON.needsEdit) return { settlement: { outcome: 'completed', operation: null, ...stored, details: NO_DETAILS } };
  if (kind === 'user') return { field: 'flagged_type', message: 'flag.admin_report.member_settle_only' };
  if (flaggedType === REVIEW_REASON.needsDelete) return { settlement: { outcome: 'completed', operation: 'delete', ...stored, details: NO_DETAILS } };
  if (flaggedType !== REVIEW_REASON.needsClose) return { field: 'flagged_type', message: 'flag.admin_report.flagged_type_unknown' };
  if (kind !== 'question') return { field: 'flagged_type', message: 'flag.review.close_not_question' };
  if (!closeReason) return { field: 'flagged_type', message: 'flag.admin_report.no_close_reason' };
  return {
    settlement: {
      outcome: 'completed',
      operation: 'close',
      ...stored,
      details: { ...NO_DETAILS, close_type: closeReason.reason_type, close_msg: closeReason.content_type ? words : '' },
    },
  };
}
