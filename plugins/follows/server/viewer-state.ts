/** `post.viewer_state`: which of the shown questions and tags the viewer follows. */
import { isContentId, OBJECT_TYPE, objectTypeOf, type PostViewerState, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { followsDb } from './db';
import { followedBy } from './marks';

const FOLLOWABLE: ReadonlySet<number> = new Set([OBJECT_TYPE.question, OBJECT_TYPE.tag]);

export function followQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'post.viewer_state'({ user_id, object_ids }) {
      const ids = object_ids.filter((id) => isContentId(id) && FOLLOWABLE.has(objectTypeOf(id) ?? 0));
      const states: Record<string, PostViewerState> = {};
      if (ids.length === 0) return states;
      const maybe = await followedBy(ctx).maybeMarked(user_id, ids);
      const followed = maybe.length === 0 ? [] : await followsDb(ctx).selectFrom('follow').select('object_id').where('user_id', '=', user_id).where('object_id', 'in', maybe).execute();
      // what the viewer does not follow is left out, which reads as not followed
      for (const row of followed) states[row.object_id] = { is_followed: true };
      return states;
    },
  };
}
