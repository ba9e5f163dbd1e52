/** Invited members as Answer's `UserBasicInfo`, read from the accounts plugin's `user` table by name. */
import { asInt, type InvitesDb } from './db';
import { USER_STATUS, type UserView } from './tables';

export interface InvitedUser {
  id: string;
  username: string;
  display_name: string;
  rank: number;
  /** URL, '' for the system avatar */
  avatar: string;
  website: string;
  location: string;
  language: string;
  status: string;
  suspended_until: number;
}

const STATUS_NAMES: Record<number, string> = { [USER_STATUS.available]: 'normal', [USER_STATUS.suspended]: 'suspended', [USER_STATUS.deleted]: 'deleted' };

/** The chosen picture of the stored `{type, gravatar, custom}`; '' when none was chosen. */
function pictureOf(stored: string): string {
  let avatar: unknown = null;
  try {
    avatar = JSON.parse(stored);
  } catch {
    return '';
  }
  if (typeof avatar !== 'object' || avatar === null) return '';
  const { type, gravatar, custom } = avatar as Record<string, unknown>;
  const url = type === 'custom' ? custom : type === 'gravatar' ? gravatar : '';
  return typeof url === 'string' ? url : '';
}

const COLUMNS = ['id', 'username', 'display_name', 'rank', 'avatar', 'website', 'location', 'language', 'status', 'suspended_until'] as const;

function infoOf(row: Pick<UserView, (typeof COLUMNS)[number]>): InvitedUser {
  return {
    id: String(row.id),
    username: row.username,
    display_name: row.display_name,
    rank: asInt(row.rank),
    avatar: pictureOf(row.avatar),
    website: row.website,
    location: row.location,
    language: row.language,
    status: STATUS_NAMES[asInt(row.status)] ?? 'normal',
    suspended_until: asInt(row.suspended_until),
  };
}

/** The members with these ids, in the given order; unknown and deleted ones left out. */
export async function usersByIds(db: InvitesDb, ids: string[]): Promise<InvitedUser[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('user').select(COLUMNS).where('id', 'in', ids).where('status', '<>', USER_STATUS.deleted).execute();
  const byId = new Map(rows.map((row) => [String(row.id), infoOf(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The members with these usernames who still have an account, by username. */
export async function usersByNames(db: InvitesDb, names: string[]): Promise<Map<string, InvitedUser>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('user').select(COLUMNS).where('username', 'in', names).where('status', '<>', USER_STATUS.deleted).execute();
  return new Map(rows.map((row) => [row.username, infoOf(row)]));
}
