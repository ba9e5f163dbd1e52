/**
 * Invited members: who they are comes from the accounts plugin (`user.basic_info`); names typed
 * into the invite form are matched to ids in its `user` table by name.
 */
import { usersByIds, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import type { InvitesDb } from './db';
import { USER_STATUS } from './tables';

/** A member as the invite panel lists them (Answer's `UserBasicInfo`). */
export type InvitedUser = UserBasicInfo;

/** The members with these ids, in the given order; unknown and deleted ones left out. */
export async function invitedUsers(queries: QueryAsker, ids: string[]): Promise<InvitedUser[]> {
  const byId = await usersByIds(queries, ids);
  return ids.flatMap((id) => {
    const user = byId.get(id);
    return user && user.status !== 'deleted' ? [user] : [];
  });
}

/** The ids of the members with these usernames who still have an account, by username. */
export async function memberIdsByName(db: InvitesDb, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('user').select(['id', 'username']).where('username', 'in', names).where('status', '<>', USER_STATUS.deleted).execute();
  return new Map(rows.map((row) => [row.username, String(row.id)]));
}
