/** Row shapes of the tables this plugin owns (see migrations.ts). Times are Unix seconds. */
import type { Generated } from 'kysely';

/** `user.status` values, as Answer stores them. */
export const USER_STATUS = { available: 1, suspended: 9, deleted: 10 } as const;

/** `user.mail_status`: 1 verified, 2 waiting for the activation link. */
export const MAIL_STATUS = { verified: 1, toVerify: 2 } as const;

export const ROLE = { user: 1, admin: 2, moderator: 3 } as const;

export interface UserTable {
  id: Generated<number | string>;
  created_at: number | string;
  updated_at: number | string;
  suspended_at: Generated<number | string>;
  suspended_until: Generated<number | string>;
  deleted_at: Generated<number | string>;
  last_login_date: Generated<number | string>;
  username: string;
  pass: string;
  e_mail: string;
  mail_status: Generated<number>;
  notice_status: Generated<number>;
  follow_count: Generated<number>;
  answer_count: Generated<number>;
  question_count: Generated<number>;
  rank: Generated<number>;
  status: Generated<number>;
  authority_group: Generated<number>;
  display_name: string;
  avatar: Generated<string>;
  mobile: Generated<string>;
  bio: string;
  bio_html: string;
  website: Generated<string>;
  location: Generated<string>;
  language: Generated<string>;
  color_scheme: Generated<string>;
}

export interface RoleTable {
  id: number;
  name: string;
  description: string;
  created_at: Generated<number | string>;
  updated_at: Generated<number | string>;
}

export interface UserRoleRelTable {
  id: Generated<number | string>;
  user_id: number | string;
  role_id: number;
  created_at: number | string;
  updated_at: number | string;
}

export interface UserSessionTable {
  id: Generated<number | string>;
  token_hash: string;
  user_id: number | string;
  created_at: number | string;
  expires_at: number | string;
  /** 0 live, 1 revoked (logout, suspension, deletion) */
  revoked: Generated<number>;
}

/** Which notification sources a user gets by which channel (Answer's `user_notification_config`). */
export interface UserNotificationConfigTable {
  id: Generated<number | string>;
  created_at: number | string;
  updated_at: number | string;
  user_id: number | string;
  /** `inbox`, `all_new_question`, `all_new_question_for_following_tags` */
  source: string;
  /** JSON `[{"key":"email","enable":true}]` */
  channels: string;
  /** 1 when any channel of the source is on */
  enabled: number;
}

/** A login at an external provider bound to a user (Answer's `user_external_login`). */
export interface UserExternalLoginTable {
  id: Generated<number | string>;
  created_at: number | string;
  updated_at: number | string;
  user_id: number | string;
  /** The connector's slug name. */
  provider: string;
  external_id: string;
  /** JSON the connector keeps about the external account (name, email, avatar). */
  meta_info: string;
}

export interface AccountsTables {
  user: UserTable;
  role: RoleTable;
  user_role_rel: UserRoleRelTable;
  user_session: UserSessionTable;
  user_notification_config: UserNotificationConfigTable;
  user_external_login: UserExternalLoginTable;
}
