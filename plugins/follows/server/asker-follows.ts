/**
 * Askers follow their own questions, as on Answer. The questions plugin announces a new question
 * only as its `question.asked` history entry, so that is what this reacts to, inside the asking
 * transaction: the follow exists exactly when the question does.
 */
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { switchFollow } from './follow-write';

export function followEvents(ctx: ServerContext): ServerEventHandlers {
  return {
    async 'activity.record'({ activity, user_id, object_id }, { trx }) {
      if (activity !== 'question.asked') return;
      const target = { kind: 'question' as const, id: object_id, questionId: object_id };
      if (trx) await switchFollow(ctx, trx, user_id, target, true, false);
      else await ctx.transaction((own) => switchFollow(ctx, own, user_id, target, true, false));
    },
  };
}
