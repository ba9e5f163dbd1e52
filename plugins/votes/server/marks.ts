/**
 * Each member's votes (post id → 1 or -1), kept per member so a page costs no statement whatever
 * they voted on; a member this cannot keep is read with a query (`post.viewer_state`).
 */
import { valuesPerSite } from '@answer/sdk/server';
import { asNumber, votesDb } from './db';

export const votesOf = valuesPerSite((ctx) => ({
  load: async (userId) =>
    (await votesDb(ctx).selectFrom('vote').select(['object_id', 'vote']).where('user_id', '=', userId).execute()).map((row) => [row.object_id, asNumber(row.vote)] as const),
}));
