/** Reading and creating `user` rows: the lookups the account flows share. */
import type { Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { accountsDb, accountsTrx, nowSeconds, toNumber, type AccountsDb } from './db';
import type { MailUser } from './mails';
import { hashPassword } from './password';
import type { UserRow } from './responses';
import { MAIL_STATUS, ROLE, USER_STATUS, type AccountsTables } from './tables';
import { uniqueUsername } from './username';

type Queryable = AccountsDb | Transaction<AccountsTables>;

/** Emails are matched case-insensitively: stored and looked up in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('e_mail', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deleted accounts keep their row (and address) but exist for nobody. */
export const isDeleted = (user: UserRow): boolean => Number(user.status) === USER_STATUS.deleted || toNumber(user.deleted_at) > 0;

export interface NewUser {
  display_name: string;
  e_mail: string;
  /** Plain text; stored as its scrypt hash. '' leaves the account without a password (external logins only). */
  pass: string;
  mail_status?: number;
  role_id?: number;
  /** Preferred base of the username (an external login's suggestion); the display name otherwise. */
  username_hint?: string;
  /** Avatar JSON as stored (see avatar.ts); none by default. */
  avatar?: string;
}

/**
 * Inserts a user and its role in `trx`, with a username derived from the display name. Rejects
 * (and the transaction with it) when the email is taken, through the column's unique index.
 */
export async function createUser(trx: Transaction<AccountsTables>, input: NewUser): Promise<UserRow> {
  const now = nowSeconds();
  const email = normalizeEmail(input.e_mail);
  const displayName = input.display_name.trim();
  const username = await uniqueUsername(input.username_hint?.trim() || displayName, async (candidate) =>
    Boolean(await trx.selectFrom('user').select('id').where('username', '=', candidate).executeTakeFirst()),
  );
  await trx
    .insertInto('user')
    .values({
      created_at: now,
      updated_at: now,
      username,
      pass: input.pass === '' ? '' : await hashPassword(input.pass),
      e_mail: email,
      mail_status: input.mail_status ?? MAIL_STATUS.toVerify,
      status: USER_STATUS.available,
      rank: 0,
      display_name: displayName,
      ...(input.avatar ? { avatar: input.avatar } : {}),
      bio: '',
      bio_html: '',
    })
    .execute();
  // read back by the unique email: insertId is not reported the same way by every driver
  const user = await trx.selectFrom('user').selectAll().where('e_mail', '=', email).executeTakeFirstOrThrow();
  await trx
    .insertInto('user_role_rel')
    .values({ user_id: String(user.id), role_id: input.role_id ?? ROLE.user, created_at: now, updated_at: now })
    .execute();
  return user;
}


/** The recipient fields of an account mail. */
export const mailUserOf = (user: UserRow): MailUser => ({
  id: String(user.id),
  e_mail: user.e_mail,
  display_name: user.display_name,
  language: user.language,
});

/**
 * Moves an account to `email` with `mailStatus`, in one transaction with `alongside` (what else the
 * move brings about); false (nothing written) when another account holds the address by then.
 */
export async function changeUserEmail(
  ctx: ServerContext,
  userId: string,
  email: string,
  mailStatus: number,
  alongside?: (trx: Transaction<unknown>) => Promise<void>,
): Promise<boolean> {
  const takenByOther = async (db: Queryable) => {
    const holder = await findUserByEmail(db, email);
    return holder !== undefined && String(holder.id) !== userId;
  };
  try {
    return await ctx.transaction(async (trx) => {
      const db = accountsTrx(trx);
      if (await takenByOther(db)) return false;
      await db.updateTable('user').set({ e_mail: normalizeEmail(email), mail_status: mailStatus, updated_at: nowSeconds() }).where('id', '=', userId).execute();
      // the mail status a kept session holds: read again once the move is visible
      ctx.sessions.changed(userId, { trx });
      if (alongside) await alongside(trx);
      return true;
    });
  } catch (error) {
    // another account took the address between the check and the write (the unique index refused it)
    if (await takenByOther(accountsDb(ctx))) return false;
    throw error;
  }
}
