/**
 * Members as Answer's `UserBasicInfo` and the caller's standing, read from the accounts plugin's
 * `user` and `user_role_rel` tables by name.
 */
import { asNumber, type ActivityDb } from './db';

export interface UserBasicInfo {
  id: string;
  username: string;
  rank: number;
  display_name: string;
  avatar: string;
  /** `normal`, `suspended` or `deleted` */
  status: string;
}

const USER_STATUS_NAMES: Record<number, string> = { 1: 'normal', 9: 'suspended', 10: 'deleted' };

/** User ids are plain integers; anything else ('0' for nobody, stray text) matches no one. */
export const isUserId = (id: string): boolean => /^[1-9]\d{0,18}$/.test(id);

/** The avatar URL from the accounts plugin's stored `{type, gravatar, custom}` JSON. */
function avatarUrl(stored: string): string {
  try {
    const value = JSON.parse(stored) as { type?: string; gravatar?: string; custom?: string } | null;
    if (value?.type === 'custom') return value.custom ?? '';
    if (value?.type === 'gravatar') return value.gravatar ?? '';
  } catch {
    // no avatar chosen
  }
  return '';
}

export async function usersByIds(db: ActivityDb, userIds: readonly string[]): Promise<Map<string, UserBasicInfo>> {
  const byId = new Map<string, UserBasicInfo>();
  const ids = [...new Set(userIds.filter(isUserId))];
  if (ids.length === 0) return byId;
  const rows = await db.selectFrom('user').select(['id', 'username', 'rank', 'display_name', 'status', 'avatar']).where('id', 'in', ids).execute();
  for (const row of rows) {
    byId.set(String(row.id), {
      id: String(row.id),
      username: row.username,
      rank: asNumber(row.rank),
      display_name: row.display_name,
      avatar: avatarUrl(row.avatar),
      status: USER_STATUS_NAMES[asNumber(row.status)] ?? 'normal',
    });
  }
  return byId;
}
