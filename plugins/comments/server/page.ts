/**
 * A post's live comments (and the held ones the reader may see), oldest first or most voted first, a page at a time. A comment the
 * caller links to (`comment_id`) is added after the page when it is not on it, as Answer does,
 * so a deep link always finds its comment.
 */
import { num, type CommentsDb } from './db';
import type { CommentRow } from './comment-resp';
import { COMMENT_STATUS } from './tables';

export type CommentOrder = 'created_at' | 'vote';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface CommentPageQuery {
  objectId: string;
  order: CommentOrder;
  page: number;
  pageSize: number;
  /** A comment of the post to include wherever it is, '' for none. */
  anchorId: string;
  /** Who reads: held comments show to their author, and all of them to staff. */
  viewer: { userId: string; staff: boolean } | null;
}

export async function commentPage(db: CommentsDb, query: CommentPageQuery): Promise<{ count: number; rows: CommentRow[] }> {
  const { viewer } = query;
  const live = () => {
    const scoped = db.selectFrom('comment').where('object_id', '=', query.objectId);
    if (viewer?.staff) return scoped.where('status', 'in', [COMMENT_STATUS.available, COMMENT_STATUS.pending]);
    if (!viewer) return scoped.where('status', '=', COMMENT_STATUS.available);
    return scoped.where((eb) => eb.or([eb('status', '=', COMMENT_STATUS.available), eb.and([eb('status', '=', COMMENT_STATUS.pending), eb('user_id', '=', viewer.userId)])]));
  };
  const counted = await live()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  let ordered = live().selectAll();
  if (query.order === 'vote') ordered = ordered.orderBy('vote_count', 'desc');
  const rows = await ordered
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  if (query.anchorId && !rows.some((row) => row.id === query.anchorId)) {
    const anchor = await live().selectAll().where('id', '=', query.anchorId).executeTakeFirst();
    if (anchor) rows.push(anchor);
  }
  return { count: num(counted?.count), rows };
}
