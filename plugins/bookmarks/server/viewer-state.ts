/** `post.viewer_state`: which of the shown questions and answers the viewer bookmarked. */
import type { PostViewerState, ServerContext, ServerQueryHandlers } from '@answer/sdk/server';
import { bookmarksDb } from './db';
import { bookmarkedBy } from './marks';
import { bookmarkKindOf } from './targets';

export function bookmarkQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'post.viewer_state'({ user_id, object_ids }) {
      const postIds = object_ids.filter((id) => bookmarkKindOf(id) !== null);
      const states: Record<string, PostViewerState> = {};
      if (postIds.length === 0) return states;
      const maybe = await bookmarkedBy(ctx).maybeMarked(user_id, postIds);
      const rows = maybe.length === 0 ? [] : await bookmarksDb(ctx).selectFrom('collection').select('object_id').where('user_id', '=', user_id).where('object_id', 'in', maybe).execute();
      // posts not bookmarked are left out, which reads as not bookmarked
      for (const row of rows) states[row.object_id] = { collected: true };
      return states;
    },
  };
}
