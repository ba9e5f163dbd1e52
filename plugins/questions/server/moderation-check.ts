/** Whether a moderator's action applies to a question, the same for the moderation routes and the flag queue. */
import { ApiError, forbidden } from '@answer/sdk/server';
import { can, type Actor, type ModerationAction, type RankLimits } from './permissions';
import { targetOf, type QuestionRow } from './question-read';

/**
 * True when the caller may take `action` on the question as it is now, false when the question is
 * already in the state it asks for (nothing to do). Members get 403, a question in a state the
 * action does not apply to (a deleted one closed) 400.
 */
export function moderationApplies(actor: Actor, question: QuestionRow, action: ModerationAction, limits: RankLimits, done: boolean): boolean {
  if (!can(actor, action, limits)) throw forbidden('error.question.moderators_only');
  if (done) return false;
  if (!can(actor, action, limits, targetOf(question))) throw new ApiError(400, 'error.question.not_in_state');
  return true;
}
