/** The posts each member has voted on, kept per member so pages they never voted on cost no statement. */
import { marksPerSite } from '@answer/sdk/server';
import { votesDb } from './db';

export const votedBy = marksPerSite((ctx) => ({
  load: async (userId) => (await votesDb(ctx).selectFrom('vote').select('object_id').where('user_id', '=', userId).execute()).map((row) => row.object_id),
}));
