/** What each member follows, kept per member so pages of things they do not follow cost no statement. */
import { marksPerSite } from '@answer/sdk/server';
import { followsDb } from './db';

export const followedBy = marksPerSite((ctx) => ({
  load: async (userId) => (await followsDb(ctx).selectFrom('follow').select('object_id').where('user_id', '=', userId).execute()).map((row) => row.object_id),
}));
