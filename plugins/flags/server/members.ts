/**
 * Flags on members. Member ids are plain numbers (Answer's users are not content ids), so an
 * `object_id` of digits names a member; the member is read through `user.basic_info` (the
 * accounts plugin) and a deleted one is as absent as a missing one. When they joined is read from
 * the accounts plugin's `user` table by name.
 */
import { usersByIds, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import type { FlagsDb } from './tables';

const MEMBER_ID = /^[1-9]\d{0,18}$/;

/** The member id `raw` spells, or null when it is not one (content ids never are). */
export function memberIdOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  // a content id is digits too: its 17 digits start with 1 and the object type
  return MEMBER_ID.test(text) && !/^1\d{16}$/.test(text) ? text : null;
}

/** The member `id`, or null when there is none or they were deleted. */
export async function findMember(queries: QueryAsker, id: string): Promise<UserBasicInfo | null> {
  const member = (await usersByIds(queries, [id])).get(id);
  return member && member.status !== 'deleted' ? member : null;
}

/** When the member joined (Unix seconds), the `created_at` of their item in the staff's queue. */
export async function joinedAt(db: FlagsDb, id: string): Promise<number> {
  const row = await db.selectFrom('user').select('created_at').where('id', '=', Number(id)).executeTakeFirst();
  return Number(row?.created_at ?? 0);
}
