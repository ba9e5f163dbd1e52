/** `post.viewer_state`: which of the shown questions the viewer follows. */
import type { PostViewerState, ServerContext, ServerQueryHandlers } from '@answer/sdk/server';
import { followsDb } from './db';
import { followKindOf } from './kinds';

export function followQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'post.viewer_state'({ user_id, object_ids }) {
      const questionIds = object_ids.filter((id) => followKindOf(id) === 'question');
      const states: Record<string, PostViewerState> = {};
      if (questionIds.length === 0) return states;
      const followed = await followsDb(ctx).selectFrom('follow').select('object_id').where('user_id', '=', user_id).where('object_id', 'in', questionIds).execute();
      const ids = new Set(followed.map((row) => row.object_id));
      for (const id of questionIds) states[id] = { is_followed: ids.has(id) };
      return states;
    },
  };
}
