/** Opening a session for a user who just proved who they are (password, sign-up, activation link). */
import type { ServerContext } from '@answer/sdk/server';
import { accountsDb, accountsTrx, nowSeconds } from './db';
import { userLoginResp, type UserRow } from './responses';
import { createSession, roleOf } from './sessions';
import { usersSettings } from './settings';

/** A new token and Answer's UserLoginResp; the login date is written with the session. */
export async function openSession(ctx: ServerContext, user: UserRow): Promise<ReturnType<typeof userLoginResp>> {
  const userId = String(user.id);
  const now = nowSeconds();
  const token = await ctx.transaction(async (trx) => {
    const db = accountsTrx(trx);
    await db.updateTable('user').set({ last_login_date: now }).where('id', '=', userId).execute();
    return createSession(db, userId);
  });
  return userLoginResp({ ...user, last_login_date: now }, await roleOf(accountsDb(ctx), userId), token, await usersSettings(ctx));
}
