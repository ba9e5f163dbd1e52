/**
 * `GET /personal/user/info?username=`: a member's public profile, the object itself (Answer's
 * `GetOtherUserInfoByUsernameResp`; its description wraps it in `info`, its code does not).
 * Deleted and suspended members are shown too, with their status and a note. The avatar and
 * status come from the accounts plugin (`user.basic_info`), so they follow the site's avatar
 * rules and a suspension that ran out reads as over.
 */
import { usersByIds, type QueryAsker } from '@answer/sdk/server';
import { toNumber, type UsersDb } from './db';
import { seesAllOf, userNotFound, type Viewer } from './members';
import { questionCount } from './question-list';
import { statusMessage, suspendedForGood, type Translate } from './status-message';

export interface ProfileInfo {
  id: string;
  created_at: number;
  last_login_date: number;
  username: string;
  follow_count: number;
  answer_count: number;
  question_count: number;
  rank: number;
  display_name: string;
  avatar: string;
  mobile: string;
  bio: string;
  bio_html: string;
  website: string;
  location: string;
  /** `normal`, `inactive`, `suspended` or `deleted` */
  status: string;
  /** left out when there is nothing to say */
  status_msg?: string;
  /** when a suspension that is not for good ends (Unix seconds), else 0 */
  suspended_until: number;
}

const COLUMNS = ['id', 'created_at', 'last_login_date', 'username', 'display_name', 'rank', 'follow_count', 'answer_count', 'mobile', 'bio', 'bio_html', 'website', 'location'] as const;

export async function profileInfo(db: UsersDb, queries: QueryAsker, viewer: Viewer, username: string, t: Translate): Promise<ProfileInfo> {
  const row = username.length <= 50 ? await db.selectFrom('user').select([...COLUMNS]).where('username', '=', username).executeTakeFirst() : undefined;
  if (!row) throw userNotFound(404);
  const id = String(row.id);
  const [basics, questions] = await Promise.all([usersByIds(queries, [id]), questionCount(db, id, seesAllOf(viewer, id))]);
  const basic = basics.get(id);
  const status = basic?.status ?? 'normal';
  const until = status === 'suspended' ? (basic?.suspended_until ?? 0) : 0;
  const note = statusMessage(t, status, until);
  return {
    id,
    created_at: toNumber(row.created_at),
    last_login_date: toNumber(row.last_login_date),
    username: row.username,
    follow_count: toNumber(row.follow_count),
    answer_count: toNumber(row.answer_count),
    question_count: questions,
    rank: toNumber(row.rank),
    display_name: row.display_name,
    avatar: basic?.avatar ?? '',
    mobile: row.mobile,
    bio: row.bio,
    bio_html: row.bio_html,
    website: row.website,
    location: row.location,
    status,
    ...(note ? { status_msg: note } : {}),
    suspended_until: status === 'suspended' && !suspendedForGood(until) ? until : 0,
  };
}
