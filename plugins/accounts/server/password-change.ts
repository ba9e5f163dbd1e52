/**
 * `PUT /user/password`: the logged user sets a new password. The old one must be given when the
 * account has one (accounts created through an external login have none), wrong answers count
 * towards the `password` captcha, and every other session of the account ends with the change.
 */
import { fieldError, unauthorized, type FastifyRequest, type ServerContext } from '@answer/sdk/server';
import { accountsDb, accountsTrx, nowSeconds } from './db';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { callerOf } from './requests';
import { revokeUserSessions } from './sessions';

export interface PasswordChangeInput {
  old_pass?: string;
  pass: string;
}

export const PASSWORD_CAPTCHA = 'password';

export async function changePassword(ctx: ServerContext, request: FastifyRequest, input: PasswordChangeInput): Promise<void> {
  const principal = callerOf(request);
  const user = await accountsDb(ctx).selectFrom('user').select(['id', 'pass']).where('id', '=', principal.userId).executeTakeFirst();
  if (!user) throw unauthorized();

  if (user.pass !== '') {
    if (!input.old_pass) throw fieldError('old_pass', 'error.password.old_required');
    if (!(await verifyPassword(input.old_pass, user.pass))) {
      await ctx.captcha.record(request, PASSWORD_CAPTCHA);
      throw fieldError('old_pass', 'error.password.old_incorrect');
    }
    if (input.pass === input.old_pass) throw fieldError('pass', 'error.password.same_as_old');
  }

  const hash = await hashPassword(input.pass);
  ctx.sessions.changed(principal.userId, { request });
  await ctx.transaction(async (transaction) => {
    const trx = accountsTrx(transaction);
    await trx.updateTable('user').set({ pass: hash, updated_at: nowSeconds() }).where('id', '=', principal.userId).execute();
    // whoever else holds a session (a stolen token, another device) must log in with the new password
    await revokeUserSessions(trx, principal.userId, { reason: 'ended', exceptToken: principal.token });
  });
  await ctx.captcha.reset(request, PASSWORD_CAPTCHA);
}

/**
 * After a login with the right password: a hash made with other parameters than new ones get is
 * made again, so a change of `PASSWORD_COST` reaches every member who logs in. Only the hash that
 * was checked is replaced; a password changed meanwhile stays.
 */
export async function upgradePasswordHash(ctx: ServerContext, userId: string, checked: string, password: string): Promise<void> {
  if (!needsRehash(checked)) return;
  const hash = await hashPassword(password);
  await accountsDb(ctx).updateTable('user').set({ pass: hash }).where('id', '=', userId).where('pass', '=', checked).execute();
}
