/**
 * `GET /personal/comment/page`: a member's comments, newest first (Answer's
 * `GetCommentPersonalWithPageResp`), each with the question or answer it is under. Deleted
 * comments are never listed; a comment under a post the caller may not see keeps its place
 * without its text, and under one waiting for review also without the ids it sits under (see objects.ts).
 */
import { objectTypeNameOf } from '@answer/sdk/server';
import type { ActivityListDeps } from './activity-lists';
import { toNumber } from './db';
import { objectInfos } from './objects';
import { pageOf, type Page, type PageRequest } from './paging';
import { POST_STATUS } from './tables';

export interface CommentItem {
  comment_id: string;
  created_at: number;
  /** the question or answer the comment is under */
  object_id: string;
  object_type: 'question' | 'answer';
  question_id: string;
  answer_id: string;
  title: string;
  url_title: string;
  /** the comment, rendered */
  content: string;
}

export type CommentListDeps = Omit<ActivityListDeps, 'word'>;

export async function commentPage(deps: CommentListDeps, memberId: string, request: PageRequest): Promise<Page<CommentItem>> {
  const { db } = deps;
  const comments = () => db.selectFrom('comment').where('user_id', '=', memberId).where('status', '=', POST_STATUS.available);
  const count = toNumber((await comments().select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst())?.count);
  return pageOf(
    count,
    request,
    // the page's ids from the member's index (comments plugin, `comment_user_list_idx`), then its rows
    async (limit, offset) => {
      const ids = (await comments().select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      const found = new Map((await db.selectFrom('comment').select(['id', 'object_id', 'created_at']).where('id', 'in', ids).execute()).map((row) => [row.id, row]));
      return ids.flatMap((id) => found.get(id) ?? []);
    },
    async (rows) => {
      const infos = await objectInfos(db, deps.queries, deps.viewer, rows.map((row) => row.id), deps.withheld);
      const list: CommentItem[] = [];
      for (const row of rows) {
        const info = infos.get(row.id);
        if (!info) continue;
        list.push({
          comment_id: row.id,
          created_at: toNumber(row.created_at),
          // '' when its chain waits for review and the caller may not see it
          object_id: info.object_id && row.object_id,
          object_type: objectTypeNameOf(row.object_id) === 'answer' ? 'answer' : 'question',
          question_id: info.question_id,
          answer_id: info.answer_id,
          title: info.title,
          url_title: info.url_title,
          content: info.content,
        });
      }
      return list;
    },
  );
}
