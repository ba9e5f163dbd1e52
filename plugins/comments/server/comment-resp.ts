/**
 * Answer's `GetCommentResp`: the comment, its author and the member it replies to, whether the
 * caller up-voted it (from the plugins answering `post.viewer_state`) and what the caller may do
 * with it (`member_actions`).
 */
import type { Selectable } from 'kysely';
import { usersByIds, type PostViewerState, type QueryAsker } from '@answer/sdk/server';
import { num } from './db';
import { may, type Caller, type CommentLimits } from './permissions';
import type { CommentTable } from './tables';

export type CommentRow = Selectable<CommentTable>;

export interface CommentMemberAction {
  action: 'report' | 'edit' | 'delete';
  name: string;
  /** How Answer's UI carries it out: an inline editor, or a dialog (the flag's reasons, the delete confirm). */
  type: 'edit' | 'reason';
}

export interface GetCommentResp {
  comment_id: string;
  created_at: number;
  object_id: string;
  vote_count: number;
  is_vote: boolean;
  original_text: string;
  parsed_text: string;
  user_id: string;
  username: string;
  user_display_name: string;
  user_avatar: string;
  user_status: string;
  reply_user_id: string;
  reply_username: string;
  reply_user_display_name: string;
  reply_comment_id: string;
  reply_user_status: string;
  /** 1 live, 11 held for review (seen by its author and staff only); not in Answer's `GetCommentResp`. */
  status: number;
  member_actions: CommentMemberAction[];
}

export interface RespScope {
  /** Asks the accounts plugin for the authors and the members replied to. */
  queries: QueryAsker;
  caller: Caller | null;
  limits: CommentLimits;
  now: number;
  /** The caller's marks on the comments, by comment id. */
  viewer: Map<string, PostViewerState>;
  /** Translates a backend key into the caller's language. */
  t: (key: string) => string;
}

/** A comment's author or the member it replies to, blank when unknown (Answer's empty fields). */
const NOBODY = { username: '', display_name: '', avatar: '', status: '' };

const MENU: { action: 'edit' | 'delete'; type: CommentMemberAction['type'] }[] = [
  { action: 'edit', type: 'edit' },
  { action: 'delete', type: 'reason' },
];

/** Answer offers a flag to every logged-in member, first in the menu, even on their own comment. */
export function actionsOf(scope: Pick<RespScope, 'caller' | 'limits' | 'now' | 't'>, target: { authorId: string; createdAt: number; status: number }): CommentMemberAction[] {
  const report: CommentMemberAction[] = scope.caller ? [{ action: 'report', name: scope.t('comment.action.report'), type: 'reason' }] : [];
  const own = MENU.filter((entry) => may(scope.caller, `comment.${entry.action}`, scope.limits, scope.now, target)).map((entry) => ({
    action: entry.action,
    name: scope.t(`comment.action.${entry.action}`),
    type: entry.type,
  }));
  return [...report, ...own];
}

export async function commentResps(rows: CommentRow[], scope: RespScope): Promise<GetCommentResp[]> {
  const people = await usersByIds(
    scope.queries,
    rows.flatMap((row) => [row.user_id, row.reply_user_id ?? '']),
  );
  return rows.map((row) => {
    const author = people.get(row.user_id) ?? NOBODY;
    const replied = (row.reply_user_id && people.get(row.reply_user_id)) || NOBODY;
    const target = { authorId: row.user_id, createdAt: num(row.created_at), status: num(row.status) };
    return {
      comment_id: row.id,
      created_at: num(row.created_at),
      object_id: row.object_id,
      vote_count: num(row.vote_count),
      is_vote: scope.viewer.get(row.id)?.vote_status === 'vote_up',
      original_text: row.original_text,
      parsed_text: row.parsed_text,
      user_id: row.user_id,
      username: author.username,
      user_display_name: author.display_name,
      user_avatar: author.avatar,
      user_status: author.status,
      reply_user_id: row.reply_user_id ?? '',
      reply_username: replied.username,
      reply_user_display_name: replied.display_name,
      reply_comment_id: row.reply_comment_id ?? '',
      reply_user_status: replied.status,
      status: num(row.status),
      member_actions: actionsOf(scope, target),
    };
  });
}
