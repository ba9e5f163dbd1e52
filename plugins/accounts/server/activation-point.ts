/**
 * Answer's point for a verified address (`user.activated`, +1): a member at rank 0 may not ask,
 * answer or comment, so verifying the address is what lets them take part. It is recorded in the
 * caller's transaction, beside the write that verifies the address, through the activity plugin,
 * which writes the history row (object "0"), gives it once per member whoever asks again, and keeps
 * it out of the daily cap.
 */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';

export const USER_ACTIVATED = 'user.activated';

export async function grantActivationPoint(ctx: ServerContext, trx: Transaction<unknown>, userId: string): Promise<void> {
  await ctx.events.emit('activity.record', { user_id: userId, object_id: '0', activity: USER_ACTIVATED }, trx);
}
