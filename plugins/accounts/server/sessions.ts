/**
 * Access tokens: 32 random bytes handed to the client once; only their SHA-256 is stored, so a
 * leaked database does not leak live sessions, and several host processes share them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AccountStatus, Principal } from '@answer/sdk/server';
import type { Transaction } from 'kysely';
import { nowSeconds, toNumber, type AccountsDb } from './db';
import type { AccountsTables } from './tables';
import { MAIL_STATUS, ROLE, USER_STATUS } from './tables';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export async function createSession(db: AccountsDb, userId: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const now = nowSeconds();
  await db
    .insertInto('user_session')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: now + SESSION_TTL_SECONDS, revoked: 0 })
    .execute();
  return token;
}

/** Why a session ended: `suspended` keeps telling its browser so (403 suspended instead of 401). */
export const REVOKED = { live: 0, ended: 1, suspended: 2 } as const;

export async function revokeSession(db: AccountsDb, token: string): Promise<void> {
  await db.updateTable('user_session').set({ revoked: REVOKED.ended }).where('token_hash', '=', hashToken(token)).execute();
}

/**
 * Ends every live session of a user: on password change (all but `exceptToken`), suspension and
 * deletion. Pass the transaction of the change so both land together.
 */
export async function revokeUserSessions(
  db: AccountsDb | Transaction<AccountsTables>,
  userId: string,
  options: { reason?: 'ended' | 'suspended'; exceptToken?: string } = {},
): Promise<void> {
  let query = db
    .updateTable('user_session')
    .set({ revoked: REVOKED[options.reason ?? 'ended'] })
    .where('user_id', '=', userId)
    .where('revoked', '=', REVOKED.live);
  if (options.exceptToken) query = query.where('token_hash', '<>', hashToken(options.exceptToken));
  await query.execute();
}

/** `normal | suspended | deleted` from the stored status; a suspension that ran out counts as normal. */
export function accountStatus(status: number, suspendedUntil: number, now = nowSeconds()): AccountStatus {
  if (status === USER_STATUS.deleted) return 'deleted';
  if (status === USER_STATUS.suspended && (suspendedUntil === 0 || suspendedUntil > now)) return 'suspended';
  return 'normal';
}

/** The status others see: deleted, a suspension still running, an email still to verify (inactive), else normal. */
export type MemberStatus = AccountStatus | 'inactive';

export function memberStatus(user: { status: number | string; suspended_until: number | string; mail_status: number | string }, now = nowSeconds()): MemberStatus {
  const status = accountStatus(Number(user.status), toNumber(user.suspended_until), now);
  if (status === 'normal' && Number(user.mail_status) === MAIL_STATUS.toVerify) return 'inactive';
  return status;
}

export async function roleOf(db: AccountsDb, userId: string): Promise<number> {
  const row = await db.selectFrom('user_role_rel').select('role_id').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.role_id) : ROLE.user;
}

/** The session provider: a live, unexpired, unrevoked token of a user who is not deleted. */
export async function resolveToken(db: AccountsDb, token: string): Promise<Principal | null> {
  if (!token || token.length > 256) return null;
  const now = nowSeconds();
  const row = await db
    .selectFrom('user_session')
    .innerJoin('user', 'user.id', 'user_session.user_id')
    .select(['user.id as id', 'user.status as status', 'user.mail_status as mail_status', 'user.suspended_until as suspended_until', 'user.deleted_at as deleted_at', 'user.rank as rank'])
    .select('user_session.revoked as revoked')
    .where('user_session.token_hash', '=', hashToken(token))
    .where('user_session.revoked', 'in', [REVOKED.live, REVOKED.suspended])
    .where('user_session.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const status = accountStatus(Number(row.status), toNumber(row.suspended_until), now);
  if (status === 'deleted' || toNumber(row.deleted_at) > 0) return null;
  // A session ended by a suspension only says so while the suspension lasts; then it is gone.
  if (Number(row.revoked) === REVOKED.suspended && status !== 'suspended') return null;
  const userId = String(row.id);
  return { userId, roleId: await roleOf(db, userId), status, mailStatus: Number(row.mail_status), rank: toNumber(row.rank), token };
}
