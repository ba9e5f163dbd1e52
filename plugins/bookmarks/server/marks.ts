/** The posts each member bookmarked, kept per member so pages they never bookmarked cost no statement. */
import { marksPerSite } from '@answer/sdk/server';
import { bookmarksDb } from './db';

export const bookmarkedBy = marksPerSite((ctx) => ({
  load: async (userId) => (await bookmarksDb(ctx).selectFrom('collection').select('object_id').where('user_id', '=', userId).execute()).map((row) => row.object_id),
}));
