/**
 * What an admin changes on an account: status, role, password and profile. Each runs inside the
 * caller's transaction, sessions included, so a failure leaves the account as it was.
 */
import type { Transaction } from 'kysely';
import { fieldError, fieldErrors, type FieldErrorItem } from '@answer/sdk/server';
import type { UserRow } from './responses';
import { revokeUserSessions } from './sessions';
import { MAIL_STATUS, USER_STATUS, type AccountsTables } from './tables';
import { isReservedUsername } from './username';
import { normalizeEmail } from './users';

type Trx = Transaction<AccountsTables>;

export type StatusChange = 'normal' | 'suspended' | 'deleted' | 'inactive';

/** Answer's "forever": 2099-12-31. */
export const SUSPENDED_FOREVER = 4102358400;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Seconds of each suspension length the status schema allows; `forever` has none. */
export const SUSPEND_SECONDS: Readonly<Record<string, number>> = {
  '24h': 24 * HOUR,
  '48h': 48 * HOUR,
  '72h': 72 * HOUR,
  '7d': 7 * DAY,
  '14d': 14 * DAY,
  '1m': 30 * DAY,
  '2m': 60 * DAY,
  '3m': 90 * DAY,
  '6m': 180 * DAY,
  '1y': 365 * DAY,
};

export function suspendedUntil(duration: string | undefined, now: number): number {
  const seconds = duration === undefined ? undefined : SUSPEND_SECONDS[duration];
  return seconds === undefined ? SUSPENDED_FOREVER : now + seconds;
}

/**
 * A deleted account keeps its row (its posts still name it) but frees its address, as Answer
 * does, so the person can sign up again: `<email>.<deleted at>`, within the column's 500 characters.
 */
export function releasedEmail(email: string, now: number): string {
  const suffix = `.${now}`;
  return `${email.slice(0, 500 - suffix.length)}${suffix}`;
}

export interface StatusRequest {
  status: StatusChange;
  suspend_duration?: string;
}

/**
 * - `suspended`: cannot log in until the chosen time; open sessions end and keep telling their
 *   browsers "suspended".
 * - `normal` (unsuspend, activate): available and verified, as Answer's "normal" means.
 * - `inactive` (deactivate): must verify the email again; sessions stay, so the browser shows
 *   the inactive page rather than the login page.
 * - `deleted`: gone for good; sessions end.
 */
export async function changeStatus(trx: Trx, user: UserRow, change: StatusRequest, now: number): Promise<void> {
  const userId = String(user.id);
  const update = trx.updateTable('user').where('id', '=', userId);
  switch (change.status) {
    case 'suspended':
      await update
        .set({ status: USER_STATUS.suspended, suspended_at: now, suspended_until: suspendedUntil(change.suspend_duration, now), updated_at: now })
        .execute();
      await revokeUserSessions(trx, userId, { reason: 'suspended' });
      return;
    case 'normal':
      await update.set({ status: USER_STATUS.available, mail_status: MAIL_STATUS.verified, suspended_until: 0, updated_at: now }).execute();
      return;
    case 'inactive':
      await update.set({ mail_status: MAIL_STATUS.toVerify, updated_at: now }).execute();
      return;
    case 'deleted':
      await update.set({ status: USER_STATUS.deleted, deleted_at: now, e_mail: releasedEmail(user.e_mail, now), updated_at: now }).execute();
      await revokeUserSessions(trx, userId, { reason: 'ended' });
      return;
  }
}

/**
 * Answer's test, read inside the change's transaction: rank 0 means the account never had its
 * activation point (the installer's admin and accounts an admin creates start at 1).
 */
export async function neverHadActivationPoint(trx: Trx, userId: string): Promise<boolean> {
  const row = await trx.selectFrom('user').select('rank').where('id', '=', userId).executeTakeFirst();
  return row !== undefined && Number(row.rank) === 0;
}

/** Gives `userId` the role `roleId` (which must exist); a user without a row is a plain user. */
export async function changeRole(trx: Trx, userId: string, roleId: number, now: number): Promise<void> {
  const role = await trx.selectFrom('role').select('id').where('id', '=', roleId).executeTakeFirst();
  if (!role) throw fieldError('role_id', 'error.admin.role_not_found');
  const updated = await trx.updateTable('user_role_rel').set({ role_id: roleId, updated_at: now }).where('user_id', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx.insertInto('user_role_rel').values({ user_id: userId, role_id: roleId, created_at: now, updated_at: now }).execute();
  }
}

/** A new password hash; every session of the user ends, so the old password's logins are gone. */
export async function changePassword(trx: Trx, userId: string, passwordHash: string, now: number): Promise<void> {
  await trx.updateTable('user').set({ pass: passwordHash, updated_at: now }).where('id', '=', userId).execute();
  await revokeUserSessions(trx, userId, { reason: 'ended' });
}

export interface ProfileRequest {
  display_name: string;
  username: string;
  email: string;
}

/** Display name, username and email; username and email must stay unique (field errors name which). */
export async function changeProfile(trx: Trx, userId: string, profile: ProfileRequest, now: number): Promise<void> {
  const username = profile.username.trim();
  const email = normalizeEmail(profile.email);
  const clashes: FieldErrorItem[] = [];
  const sameUsername = await trx.selectFrom('user').select('id').where('username', '=', username).where('id', '<>', userId).executeTakeFirst();
  if (sameUsername) clashes.push({ error_field: 'username', error_msg: 'error.user.username_in_use' });
  else if (isReservedUsername(username)) clashes.push({ error_field: 'username', error_msg: 'error.user.username_reserved' });
  const sameEmail = await trx.selectFrom('user').select('id').where('e_mail', '=', email).where('id', '<>', userId).executeTakeFirst();
  if (sameEmail) clashes.push({ error_field: 'email', error_msg: 'error.email.duplicate' });
  if (clashes.length > 0) throw fieldErrors(clashes);
  await trx
    .updateTable('user')
    .set({ display_name: profile.display_name.trim(), username, e_mail: email, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
