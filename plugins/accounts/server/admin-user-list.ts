/**
 * The admin user list (`GET /users/page`) and one user's record (`GET /user`), as Answer's
 * GetUserPageResp. The list's `status` is the one a user sees: deleted, then a suspension still
 * running, then an email still to verify (inactive), else normal; the filters match exactly that.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { nowSeconds, toNumber, type AccountsDb } from './db';
import { avatarUrl, type AvatarRules, type UserRow } from './responses';
import { memberStatus, type MemberStatus } from './sessions';
import { MAIL_STATUS, ROLE, USER_STATUS, type AccountsTables } from './tables';

export type ListStatus = MemberStatus;

export interface UserPageQuery {
  page: number;
  pageSize: number;
  /** Part of a username, display name or email, any case. */
  query?: string;
  /** Absent: everyone but deleted users. */
  status?: ListStatus;
  /** Admins and moderators only. */
  staff?: boolean;
  roleId?: number;
}

/** Answer's GetUserPageResp. */
export interface AdminUserResp {
  user_id: string;
  username: string;
  display_name: string;
  e_mail: string;
  avatar: string;
  rank: number;
  status: ListStatus;
  role_id: number;
  role_name: string;
  created_at: number;
  deleted_at: number;
  suspended_at: number;
  suspended_until: number;
}

/** What the admin user page shows beyond a list row. */
export interface AdminUserDetailResp extends AdminUserResp {
  mail_status: number;
  last_login_date: number;
  answer_count: number;
  question_count: number;
  website: string;
  location: string;
  bio: string;
}

export const DEFAULT_PAGE_SIZE = 20;

type ListBuilder = ExpressionBuilder<AccountsTables, 'user' | 'user_role_rel'>;

/** The role a user has: no `user_role_rel` row means a plain user. */
const roleOfRow = (eb: ListBuilder) => eb.fn.coalesce('user_role_rel.role_id', sql.lit(ROLE.user));

/** A suspension that has not run out (0 until means forever). */
function suspendedNow(eb: ListBuilder, now: number): Expression<SqlBool> {
  return eb.and([
    eb('user.status', '=', USER_STATUS.suspended),
    eb.or([eb('user.suspended_until', '=', 0), eb('user.suspended_until', '>', now)]),
  ]);
}

function statusFilter(eb: ListBuilder, status: ListStatus | undefined, now: number): Expression<SqlBool> {
  if (status === 'deleted') return eb('user.status', '=', USER_STATUS.deleted);
  if (status === 'suspended') return suspendedNow(eb, now);
  const live = eb.and([eb('user.status', '<>', USER_STATUS.deleted), eb.not(suspendedNow(eb, now))]);
  if (status === 'inactive') return eb.and([live, eb('user.mail_status', '=', MAIL_STATUS.toVerify)]);
  if (status === 'normal') return eb.and([live, eb('user.mail_status', '=', MAIL_STATUS.verified)]);
  return eb('user.status', '<>', USER_STATUS.deleted);
}

/** `%text%` for LIKE, with `!` escaping the wildcards, so a search for `50%` finds just that. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

function searchFilter(eb: ListBuilder, query: string): Expression<SqlBool> {
  const pattern = likePattern(query);
  // lower() on both sides: PostgreSQL compares case-sensitively; `!` needs no quoting in any dialect
  const like = (column: 'user.username' | 'user.display_name' | 'user.e_mail') => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
  return eb.or([like('user.username'), like('user.display_name'), like('user.e_mail')]);
}

function filters(eb: ListBuilder, query: UserPageQuery, now: number): Expression<SqlBool> {
  const conditions = [statusFilter(eb, query.status, now)];
  const text = query.query?.trim();
  if (text) conditions.push(searchFilter(eb, text));
  if (query.staff) conditions.push(eb(roleOfRow(eb), 'in', [ROLE.admin, ROLE.moderator]));
  if (query.roleId !== undefined) conditions.push(eb(roleOfRow(eb), '=', query.roleId));
  return eb.and(conditions);
}

async function roleNames(db: AccountsDb): Promise<Map<number, string>> {
  const rows = await db.selectFrom('role').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

function adminUserResp(user: UserRow, roleId: number, roles: Map<number, string>, avatarRules: AvatarRules, now: number): AdminUserResp {
  const status = memberStatus(user, now);
  return {
    user_id: String(user.id),
    username: user.username,
    display_name: user.display_name,
    e_mail: user.e_mail,
    avatar: avatarUrl(user.avatar, user.e_mail, avatarRules),
    rank: Number(user.rank),
    status,
    role_id: roleId,
    role_name: roles.get(roleId) ?? '',
    created_at: toNumber(user.created_at),
    deleted_at: status === 'deleted' ? toNumber(user.deleted_at) : 0,
    suspended_at: status === 'suspended' ? toNumber(user.suspended_at) : 0,
    suspended_until: status === 'suspended' ? toNumber(user.suspended_until) : 0,
  };
}

/** One page, newest accounts first, with the total that matches the filters. */
export async function userPage(db: AccountsDb, query: UserPageQuery, avatarRules: AvatarRules): Promise<{ count: number; list: AdminUserResp[] }> {
  const now = nowSeconds();
  const matching = db
    .selectFrom('user')
    .leftJoin('user_role_rel', 'user_role_rel.user_id', 'user.id')
    .where((eb) => filters(eb, query, now));
  const total = await matching.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const rows = await matching
    .selectAll('user')
    .select((eb) => roleOfRow(eb).as('role_id'))
    .orderBy('user.created_at', 'desc')
    .orderBy('user.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const roles = await roleNames(db);
  return {
    count: toNumber(total?.count),
    list: rows.map((row) => adminUserResp(row, Number(row.role_id), roles, avatarRules, now)),
  };
}

/** One user for the admin user page, or null when there is no such user. */
export async function userDetail(db: AccountsDb, userId: string, avatarRules: AvatarRules): Promise<AdminUserDetailResp | null> {
  const row = await db
    .selectFrom('user')
    .leftJoin('user_role_rel', 'user_role_rel.user_id', 'user.id')
    .selectAll('user')
    .select((eb) => roleOfRow(eb).as('role_id'))
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...adminUserResp(row, Number(row.role_id), await roleNames(db), avatarRules, nowSeconds()),
    mail_status: Number(row.mail_status),
    last_login_date: toNumber(row.last_login_date),
    answer_count: Number(row.answer_count),
    question_count: Number(row.question_count),
    website: row.website,
    location: row.location,
    bio: row.bio,
  };
}
