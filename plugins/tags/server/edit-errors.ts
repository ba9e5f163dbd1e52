/** The refusals of tag edits beyond those every tag write shares (`errors.ts`), with Answer's reasons. */
import { ApiError } from '@answer/sdk/server';

/** 403: a slug change without the `tag.edit_slug_name` power, which no reputation gives. */
export const slugPowerMissing = (): ApiError => new ApiError(403, 'error.rank.fail_to_meet_the_condition');

/**
 * 400 with a toast: a suggested edit of the tag already waits. Answer's `PUT /tag` answers
 * `error.answer.cannot_update` here, whose message on this site speaks of answers; its edit check
 * (which Answer's tag page calls before opening the editor) gives this reason, so both say the same.
 */
export const reviewUnderway = (): ApiError => new ApiError(400, 'error.revision.review_underway', { err_type: 'toast' });
