/**
 * Who may do what with comments (Answer 5.3): members with `rank.comment.add` reputation comment;
 * authors edit their comment for 5 minutes and delete it any time; admins and moderators edit and
 * delete every comment (`rank.comment.edit`/`delete` are -1 on a fresh site: nobody by reputation).
 * `may` is pure so each rule is tested on its own; `memberOf` (sdk) and `loadLimits` give what it needs.
 */
import { readNumbers, type Member, type ServerContext } from '@answer/sdk/server';
import { COMMENT_STATUS } from './tables';

const ADMIN_ROLE = 2;
const MODERATOR_ROLE = 3;

/** Answer's `CommentEditDeadline`. */
export const EDIT_WINDOW_SECONDS = 5 * 60;

export const COMMENT_ACTIONS = ['comment.add', 'comment.edit', 'comment.delete'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];
export type CommentLimits = Record<CommentAction, number>;

/** What a fresh site seeds; used when a row is missing. */
const DEFAULT_LIMITS: CommentLimits = { 'comment.add': 1, 'comment.edit': -1, 'comment.delete': -1 };

/** The caller as the rules see them (`memberOf(principal)`). */
export type Caller = Member;

/** The comment an edit or delete is about. */
export interface CommentTarget {
  authorId: string;
  /** Unix seconds */
  createdAt: number;
  status: number;
}

export const isStaff = (caller: Caller | null): boolean => !!caller && caller.active && (caller.roleId === ADMIN_ROLE || caller.roleId === MODERATOR_ROLE);

const reaches = (caller: Caller, limit: number): boolean => limit >= 0 && caller.rank >= limit;

export const withinEditWindow = (target: CommentTarget, now: number): boolean => now - target.createdAt < EDIT_WINDOW_SECONDS;

export function may(caller: Caller | null, action: CommentAction, limits: CommentLimits, now: number, target?: CommentTarget): boolean {
  if (!caller || !caller.active) return false;
  const staff = isStaff(caller);
  if (action === 'comment.add') return staff || reaches(caller, limits['comment.add']);
  // without a comment: whether the caller may edit or delete comments in general (`GET /permission`)
  if (!target) return staff || reaches(caller, limits[action]);
  if (target.status === COMMENT_STATUS.deleted) return false;
  const author = target.authorId === caller.userId;
  if (action === 'comment.edit') return staff || reaches(caller, limits['comment.edit']) || (author && withinEditWindow(target, now));
  return staff || author || reaches(caller, limits['comment.delete']);
}

/** Why an edit is refused: an author's window has passed, or the comment is someone else's. */
export function editRefusal(caller: Caller, target: CommentTarget): string {
  return target.authorId === caller.userId ? 'error.comment.cannot_edit_after_deadline' : 'error.comment.edit_without_permission';
}

/** The site's current `rank.comment.*` thresholds. */
export const loadLimits = (ctx: ServerContext): Promise<CommentLimits> => readNumbers(ctx.config, DEFAULT_LIMITS, 'rank.');
