/**
 * Author and editor info as Answer's `UserBasicInfo`, read from the accounts plugin's `user`
 * table by name (see `UserTableView`).
 */
import { toNumber, type QuestionsDb } from './db';

export interface UserBasicInfo {
  id: string;
  username: string;
  rank: number;
  display_name: string;
  avatar: string;
  website: string;
  location: string;
  language: string;
  /** `normal`, `suspended` or `deleted` */
  status: string;
  suspended_until: number;
}

const USER_STATUS_NAMES: Record<number, string> = { 1: 'normal', 9: 'suspended', 10: 'deleted' };

/** The avatar URL from the accounts plugin's stored `{type, gravatar, custom}` JSON. */
export function avatarUrl(stored: string): string {
  try {
    const value = JSON.parse(stored) as { type?: string; gravatar?: string; custom?: string } | null;
    if (value?.type === 'custom') return value.custom ?? '';
    if (value?.type === 'gravatar') return value.gravatar ?? '';
  } catch {
    // no avatar chosen
  }
  return '';
}

/** User ids are plain integers; anything else ('0' for nobody, stray text) matches no one. */
const isUserId = (id: string) => /^[1-9]\d{0,18}$/.test(id);

export async function usersByIds(db: QuestionsDb, userIds: readonly string[]): Promise<Map<string, UserBasicInfo>> {
  const byId = new Map<string, UserBasicInfo>();
  const ids = [...new Set(userIds.filter(isUserId))];
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('user')
    .select(['id', 'username', 'rank', 'display_name', 'status', 'avatar', 'website', 'location', 'language', 'suspended_until'])
    .where('id', 'in', ids)
    .execute();
  for (const row of rows) {
    byId.set(String(row.id), {
      id: String(row.id),
      username: row.username,
      rank: toNumber(row.rank),
      display_name: row.display_name,
      avatar: avatarUrl(row.avatar),
      website: row.website,
      location: row.location,
      language: row.language,
      status: USER_STATUS_NAMES[toNumber(row.status)] ?? 'normal',
      suspended_until: toNumber(row.suspended_until),
    });
  }
  return byId;
}

export async function userById(db: QuestionsDb, userId: string): Promise<UserBasicInfo | null> {
  return (await usersByIds(db, [userId])).get(userId) ?? null;
}

/** The caller's reputation (0 for an unknown user). */
export async function rankOf(db: QuestionsDb, userId: string): Promise<number> {
  if (!isUserId(userId)) return 0;
  const row = await db.selectFrom('user').select('rank').where('id', '=', userId).executeTakeFirst();
  return toNumber(row?.rank);
}
