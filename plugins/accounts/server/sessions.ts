/**
 * Access tokens: 32 random bytes handed to the client once; only their SHA-256 is stored, so a
 * leaked database does not leak live sessions, and several host processes share them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AccountStatus, Principal } from '@answer/sdk/server';
import { nowSeconds, toNumber, type AccountsDb } from './db';
import { ROLE, USER_STATUS } from './tables';

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

export async function revokeSession(db: AccountsDb, token: string): Promise<void> {
  await db.updateTable('user_session').set({ revoked: 1 }).where('token_hash', '=', hashToken(token)).execute();
}

/** `normal | suspended | deleted` from the stored status; a suspension that ran out counts as normal. */
export function accountStatus(status: number, suspendedUntil: number, now = nowSeconds()): AccountStatus {
  if (status === USER_STATUS.deleted) return 'deleted';
  if (status === USER_STATUS.suspended && (suspendedUntil === 0 || suspendedUntil > now)) return 'suspended';
  return 'normal';
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
    .select(['user.id as id', 'user.status as status', 'user.mail_status as mail_status', 'user.suspended_until as suspended_until', 'user.deleted_at as deleted_at'])
    .where('user_session.token_hash', '=', hashToken(token))
    .where('user_session.revoked', '=', 0)
    .where('user_session.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const status = accountStatus(Number(row.status), toNumber(row.suspended_until), now);
  if (status === 'deleted' || toNumber(row.deleted_at) > 0) return null;
  const userId = String(row.id);
  return { userId, roleId: await roleOf(db, userId), status, mailStatus: Number(row.mail_status), token };
}
