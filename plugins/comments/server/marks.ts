/** The posts each member commented on, kept per member so posts they never commented on cost no statement. */
import { marksPerSite } from '@answer/sdk/server';
import { commentsDb } from './db';

export const commentedOnBy = marksPerSite((ctx) => ({
  load: async (userId) => (await commentsDb(ctx).selectFrom('comment').select('object_id').where('user_id', '=', userId).execute()).map((row) => row.object_id),
}));
