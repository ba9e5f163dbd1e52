/**
 * Who is looking and at whom: the member a profile route names (by username, exactly as stored),
 * and the caller's standing towards them. A member's own lists and staff see what others do not
 * (unlisted questions, posts waiting for review), as Answer decides it from the caller's role.
 */
import { ApiError, type Principal } from '@answer/sdk/server';
import type { UsersDb } from './db';
import { ROLE } from './tables';

export const USER_NOT_FOUND = 'error.user.not_found';

/** Answer refuses an unknown member with 404 on the profile itself and 400 on its lists. */
export const userNotFound = (status: 400 | 404): ApiError => new ApiError(status, USER_NOT_FOUND);

export interface Viewer {
  principal: Principal | null;
  userId: string | null;
  /** an admin or a moderator */
  staff: boolean;
}

export function viewerOf(principal: Principal | null): Viewer {
  return { principal, userId: principal?.userId ?? null, staff: principal !== null && (principal.roleId === ROLE.admin || principal.roleId === ROLE.moderator) };
}

/** The member themselves or staff: they see the member's unlisted and waiting posts too. */
export const seesAllOf = (viewer: Viewer, memberId: string): boolean => viewer.staff || viewer.userId === memberId;

/** Usernames are at most 50 characters; anything longer names no one. */
const USERNAME_MAX = 50;

/** The id of the member with this username, or null. */
export async function memberIdByName(db: UsersDb, username: unknown): Promise<string | null> {
  if (typeof username !== 'string' || username === '' || username.length > USERNAME_MAX) return null;
  const row = await db.selectFrom('user').select('id').where('username', '=', username).executeTakeFirst();
  return row ? String(row.id) : null;
}

/**
 * The member a list is about: the one `username` names, or the caller when it names no one (the
 * comment and reputation lists, as Answer); 400 `error.user.not_found` otherwise.
 */
export async function listMember(db: UsersDb, username: unknown, viewer: Viewer, callerWhenBlank: boolean): Promise<string> {
  const blank = username === undefined || username === '';
  if (blank && callerWhenBlank && viewer.userId) return viewer.userId;
  const id = blank ? null : await memberIdByName(db, username);
  if (!id) throw userNotFound(400);
  return id;
}
