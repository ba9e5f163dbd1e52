/** `post.viewer_state`: which of the shown questions the viewer follows. */
import { isContentId, OBJECT_TYPE, objectTypeOf, type PostViewerState, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { followsDb } from './db';

export function followQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'post.viewer_state'({ user_id, object_ids }) {
      const questionIds = object_ids.filter((id) => isContentId(id) && objectTypeOf(id) === OBJECT_TYPE.question);
      const states: Record<string, PostViewerState> = {};
      if (questionIds.length === 0) return states;
      const followed = await followsDb(ctx).selectFrom('follow').select('object_id').where('user_id', '=', user_id).where('object_id', 'in', questionIds).execute();
      const ids = new Set(followed.map((row) => row.object_id));
      for (const id of questionIds) states[id] = { is_followed: ids.has(id) };
      return states;
    },
  };
}
