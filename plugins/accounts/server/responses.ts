/** Answer's user payloads (UserLoginResp, GetCurrentLoginUserInfoResp) from a `user` row. */
import type { Selectable } from 'kysely';
import { avatarUrlOf, resolveAvatar, type AvatarInfo, type AvatarRules } from './avatar';
import { toNumber } from './db';
import { accountStatus } from './sessions';
import type { UserTable } from './tables';

export type UserRow = Selectable<UserTable>;

export type { AvatarInfo, AvatarRules } from './avatar';

/**
 * The stored avatar `{type, gravatar, custom}`. With the site's avatar rules (`usersSettings(ctx)`)
 * the Gravatar URL is rebuilt from the user's email and the site default applies to a user who
 * never chose one; without them it is returned as stored.
 */
export function avatarInfo(stored: string, email = '', rules?: AvatarRules): AvatarInfo {
  return resolveAvatar(stored, email, rules);
}

/** The URL form used by the login response and user lists ('' means the system avatar). */
export function avatarUrl(stored: string, email = '', rules?: AvatarRules): string {
  return avatarUrlOf(resolveAvatar(stored, email, rules));
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

/** `avatarRules`: the site's avatar settings, so a user who chose none gets the site default. */
export function userLoginResp(user: UserRow, roleId: number, accessToken: string, avatarRules: AvatarRules) {
  return { ...baseFields(user, roleId), avatar: avatarUrl(user.avatar, user.e_mail, avatarRules), access_token: accessToken, visit_token: '' };
}

export function currentUserResp(user: UserRow, roleId: number, accessToken: string, avatarRules: AvatarRules) {
  return { ...baseFields(user, roleId), avatar: avatarInfo(user.avatar, user.e_mail, avatarRules), access_token: accessToken, visit_token: '' };
}
