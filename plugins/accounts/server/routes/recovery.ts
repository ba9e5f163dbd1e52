/** Account recovery: the password reset mail and the new password set through its link. */
import type { FastifyInstance } from 'fastify';
import { API_BASE, PUBLIC_ROUTE, type ServerContext } from '@answer/sdk/server';
import replacementSchema from '../../schemas/password-replacement.json';
import recoverySchema from '../../schemas/recovery.json';
import { linkFits, peekCode, redeemCode, type CodePayload } from '../codes';
import { accountsDb, accountsTrx, nowSeconds } from '../db';
import { CAPTCHA, hitLimits, LIMITS } from '../limits';
import { resetLinkInvalid } from '../links';
import { mailInBackground, requireMailConfigured, sendPasswordResetMail } from '../mails';
import { hashPassword } from '../password';
import { captchaAnswerOf, linkCodeOf } from '../requests';
import type { UserRow } from '../responses';
import { revokeUserSessions } from '../sessions';
import { refuseWhileUserCenterOnly } from '../user-center';
import { findUserByEmail, findUserById, isDeleted, mailUserOf, normalizeEmail } from '../users';

interface RecoveryBody {
  e_mail: string;
}

interface ReplacementBody {
  code: string;
  pass: string;
}

export function registerRecoveryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => accountsDb(ctx);

  /**
   * The account a reset link is for, while the link works and the account is as it was when the
   * link was sent: same address, same password (so the first reset ends every other link).
   */
  async function resetTarget(payload: CodePayload | null): Promise<UserRow> {
    const user = payload ? await findUserById(db(), payload.user_id) : undefined;
    if (!payload || !user || isDeleted(user) || user.e_mail !== payload.e_mail || !linkFits(payload, user)) throw resetLinkInvalid();
    return user;
  }

  /**
   * Always the same answer, whether or not an account uses the address, and the mail leaves after
   * it, so neither the answer nor its timing tells which addresses have accounts.
   */
  app.post(`${API_BASE}/user/password/reset`, { config: { ...PUBLIC_ROUTE, request: { body: recoverySchema } } }, async (request) => {
    ctx.sharedCache.unchanged(request);
    await refuseWhileUserCenterOnly(ctx, request);
    ctx.validate(recoverySchema, request.body);
    const email = normalizeEmail((request.body as RecoveryBody).e_mail);
    await hitLimits(ctx, request, 'recovery', LIMITS.recoveryPerIp, { account: email, rule: LIMITS.recoveryPerEmail });
    await ctx.captcha.check(request, CAPTCHA.recovery, captchaAnswerOf(request));
    await requireMailConfigured(ctx, 'password reset');
    const user = await findUserByEmail(db(), email);
    if (user && !isDeleted(user)) mailInBackground(ctx, 'password reset', () => sendPasswordResetMail(ctx, mailUserOf(user)));
    return null;
  });

  /** Lets the reset page say a link is dead before asking for a new password (does not use it up). */
  app.get(`${API_BASE}/user/password/replacement/check`, { config: PUBLIC_ROUTE }, async (request) => {
    await resetTarget(await peekCode(ctx, 'password_reset', linkCodeOf(request)));
    return null;
  });

  /** The new password; every session of the account ends, a thief's included. */
  app.post(`${API_BASE}/user/password/replacement`, { config: { ...PUBLIC_ROUTE, request: { body: replacementSchema } } }, async (request) => {
    ctx.sharedCache.unchanged(request);
    await refuseWhileUserCenterOnly(ctx, request);
    // checked first, so a too short password does not use the link up
    ctx.validate(replacementSchema, request.body);
    const body = request.body as ReplacementBody;
    const user = await resetTarget(await redeemCode(ctx, 'password_reset', body.code));
    const hash = await hashPassword(body.pass);
    const userId = String(user.id);
    ctx.sessions.changed(userId, { request });
    await ctx.transaction(async (trx) => {
      const db = accountsTrx(trx);
      await db.updateTable('user').set({ pass: hash, updated_at: nowSeconds() }).where('id', '=', userId).execute();
      await revokeUserSessions(db, userId);
    });
    return null;
  });
}
