/** Answer's user payloads (UserLoginResp, GetCurrentLoginUserInfoResp) from a `user` row. */
import type { Selectable } from 'kysely';
import { toNumber } from './db';
import { accountStatus } from './sessions';
import type { UserTable } from './tables';

export type UserRow = Selectable<UserTable>;

export interface AvatarInfo {
  type: string;
  gravatar: string;
  custom: string;
}

/** The stored avatar is Answer's JSON `{type, gravatar, custom}`; anything else means none chosen. */
export function avatarInfo(stored: string): AvatarInfo {
  try {
    const value = JSON.parse(stored) as Partial<AvatarInfo>;
    if (value && typeof value === 'object') {
      return { type: String(value.type ?? ''), gravatar: String(value.gravatar ?? ''), custom: String(value.custom ?? '') };
    }
  } catch {
    // not JSON: no avatar chosen yet
  }
  return { type: '', gravatar: '', custom: '' };
}

/** The URL form used by the login response and user lists. */
export function avatarUrl(stored: string): string {
  const info = avatarInfo(stored);
  if (info.type === 'custom') return info.custom;
  if (info.type === 'gravatar') return info.gravatar;
  return '';
}

function baseFields(user: UserRow, roleId: number) {
  const suspendedUntil = toNumber(user.suspended_until);
  return {
    id: String(user.id),
    created_at: toNumber(user.created_at),
    last_login_date: toNumber(user.last_login_date),
    username: user.username,
    e_mail: user.e_mail,
    mail_status: Number(user.mail_status),
    notice_status: Number(user.notice_status),
    follow_count: Number(user.follow_count),
    answer_count: Number(user.answer_count),
    question_count: Number(user.question_count),
    rank: Number(user.rank),
    authority_group: Number(user.authority_group),
    display_name: user.display_name,
    mobile: user.mobile,
    bio: user.bio,
    bio_html: user.bio_html,
    website: user.website,
    location: user.location,
    language: user.language || 'Default',
    color_scheme: user.color_scheme || 'default',
    role_id: roleId,
    status: accountStatus(Number(user.status), suspendedUntil),
    have_password: user.pass !== '',
    suspended_until: suspendedUntil,
  };
}

export function userLoginResp(user: UserRow, roleId: number, accessToken: string) {
  return { ...baseFields(user, roleId), avatar: avatarUrl(user.avatar), access_token: accessToken, visit_token: '' };
}

export function currentUserResp(user: UserRow, roleId: number, accessToken: string) {
  return { ...baseFields(user, roleId), avatar: avatarInfo(user.avatar), access_token: accessToken, visit_token: '' };
}
