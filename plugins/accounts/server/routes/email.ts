/**
 * The account's email address: whether the site can send mail, sending and redeeming the
 * activation link, and changing the address (confirmed from the new mailbox).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { API_BASE, ApiError, fieldError, forbidden, PUBLIC_ROUTE, unauthorized, type ServerContext } from '@answer/sdk/server';
import emailChangeSchema from '../../schemas/email-change.json';
import { grantActivationPoint } from '../activation-point';
import { linkFits, redeemCode } from '../codes';
import { accountsDb, accountsTrx, nowSeconds } from '../db';
import { CAPTCHA, hitLimits, LIMITS } from '../limits';
import { checkLinkBrowser, identityOfLink, linkAfterProof } from '../external-binding';
import { activationLinkExpired, emailLinkInvalid } from '../links';
import { openSession } from '../login';
import { mailOrFail, requireMailConfigured, sendActivationMail, sendEmailChangeMail } from '../mails';
import { verifyPassword } from '../password';
import { callerOf, captchaAnswerOf, linkCodeOf } from '../requests';
import type { UserRow } from '../responses';
import { accountStatus } from '../sessions';
import { emailDomainAllowed, loginSettings } from '../settings';
import { MAIL_STATUS, USER_STATUS } from '../tables';
import { refuseWhileUserCenterOnly } from '../user-center';
import { changeUserEmail, findUserByEmail, findUserById, isDeleted, mailUserOf, normalizeEmail } from '../users';

/** `GET /user/email/delivery`: `configured` is false while the site has no mail server. */
const DELIVERY_RESPONSE = {
  type: 'object',
  required: ['configured'],
  properties: { configured: { type: 'boolean' } },
  additionalProperties: false,
};

interface EmailChangeBody {
  e_mail: string;
  pass?: string;
}

export function registerEmailRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => accountsDb(ctx);

  /** The caller's row; a token whose user is gone is no session. */
  async function callerRow(request: FastifyRequest): Promise<UserRow> {
    const user = await findUserById(db(), callerOf(request).userId);
    if (!user || isDeleted(user)) throw unauthorized();
    return user;
  }

  /** Mail sent on a user's request counts per account and per IP, and always needs a captcha. */
  async function guardMailRequest(request: FastifyRequest, user: UserRow): Promise<void> {
    await hitLimits(ctx, request, 'mail', LIMITS.mailPerIp, { account: String(user.id), rule: LIMITS.mailPerAccount });
    await ctx.captcha.check(request, CAPTCHA.email, captchaAnswerOf(request));
  }

  /**
   * Whether the site can send mail at all (an SMTP server is set up), so the pages that would say
   * "we sent you an email" (after sign-up, the inactive page) can tell the truth. Not an Answer call:
   * Answer's client never asks it, and its own responses keep their shapes. Not kept for guests by
   * the host: the answer is one settings read, and must change as soon as mail is set up.
   */
  app.get(`${API_BASE}/user/email/delivery`, { config: { ...PUBLIC_ROUTE, response: DELIVERY_RESPONSE } }, async () => ({
    configured: await ctx.mail.configured(),
  }));

  app.post(`${API_BASE}/user/email/verification/send`, { config: PUBLIC_ROUTE, preHandler: ctx.guards.user }, async (request) => {
    const user = await callerRow(request);
    if (Number(user.mail_status) === MAIL_STATUS.verified) return null;
    await guardMailRequest(request, user);
    await requireMailConfigured(ctx, 'activation');
    await mailOrFail(ctx, 'activation', () => sendActivationMail(ctx, mailUserOf(user)));
    return null;
  });

  /**
   * The activation link: the address is verified (which also ends an admin's deactivation), the
   * member gets the activation point once, and the visitor is logged in, as Answer does. A binding
   * mail's link (external-binding.ts), opened in the browser of the log-in, links the waiting
   * external login too, or changes nothing. The code comes in the body or, as Answer's swagger
   * has it, in the query string.
   */
  app.post(`${API_BASE}/user/email/verification`, { config: PUBLIC_ROUTE }, async (request) => {
    await checkLinkBrowser(ctx, request, linkCodeOf(request));
    const payload = await redeemCode(ctx, 'activation', linkCodeOf(request));
    const user = payload ? await findUserById(db(), payload.user_id) : undefined;
    // a link for an address the account no longer has, or sent before it changed, verifies nothing
    if (!payload || !user || isDeleted(user) || user.e_mail !== payload.e_mail || !linkFits(payload, user)) throw activationLinkExpired();
    // a binding mail's link also links the external login that asked for it
    const identity = await identityOfLink(ctx, payload);
    const suspended = Number(user.status) === USER_STATUS.suspended;
    ctx.sessions.changed(String(user.id), { request });
    await ctx.transaction(async (trx) => {
      if (identity) await linkAfterProof(trx, String(user.id), identity);
      await accountsTrx(trx)
        .updateTable('user')
        .set({ mail_status: MAIL_STATUS.verified, status: suspended ? USER_STATUS.suspended : USER_STATUS.available, updated_at: nowSeconds() })
        .where('id', '=', String(user.id))
        .execute();
      await grantActivationPoint(ctx, trx, String(user.id));
    });
    const verified = await findUserById(db(), String(user.id));
    if (!verified) throw activationLinkExpired();
    if (accountStatus(Number(verified.status), Number(verified.suspended_until)) === 'suspended') {
      throw forbidden('error.user.suspended', { type: 'suspended' });
    }
    return openSession(ctx, verified);
  });

  /**
   * A verified account gets a confirmation link at the new address and keeps the old one until it
   * is followed. An account still waiting for activation (the inactive page's "change email")
   * moves at once, as in Answer, and the activation link goes to the new address.
   */
  app.post(`${API_BASE}/user/email/change/code`, { config: { ...PUBLIC_ROUTE, request: { body: emailChangeSchema } }, preHandler: ctx.guards.user }, async (request) => {
    await refuseWhileUserCenterOnly(ctx, request);
    ctx.validate(emailChangeSchema, request.body);
    const body = request.body as EmailChangeBody;
    const user = await callerRow(request);
    await guardMailRequest(request, user);

    if (user.pass !== '') {
      if (!body.pass) throw fieldError('pass', 'form.pass.required');
      if (!(await verifyPassword(body.pass, user.pass))) throw fieldError('pass', 'error.user.password_incorrect');
    }
    const email = normalizeEmail(body.e_mail);
    if (email === user.e_mail) throw fieldError('e_mail', 'error.email.same_as_current');
    if (!emailDomainAllowed(await loginSettings(ctx), email)) throw fieldError('e_mail', 'error.email.domain_not_allowed');
    // the caller is logged in and rate limited, so saying the address is taken reveals little
    if (await findUserByEmail(db(), email)) throw fieldError('e_mail', 'error.email.duplicate');
    await requireMailConfigured(ctx, 'email change');

    if (Number(user.mail_status) === MAIL_STATUS.verified) {
      await mailOrFail(ctx, 'email change', () => sendEmailChangeMail(ctx, mailUserOf(user), email));
      return null;
    }
    if (!(await changeUserEmail(ctx, String(user.id), email, MAIL_STATUS.toVerify))) throw fieldError('e_mail', 'error.email.duplicate');
    await mailOrFail(ctx, 'activation', () => sendActivationMail(ctx, { ...mailUserOf(user), e_mail: email }));
    return null;
  });

  /**
   * The confirmation link of an email change: the new address replaces the old one, verified. A
   * member whose address was not verified yet is activated by it, point included, as in Answer.
   */
  app.put(`${API_BASE}/user/email`, { config: PUBLIC_ROUTE }, async (request) => {
    const payload = await redeemCode(ctx, 'email_change', linkCodeOf(request));
    const user = payload ? await findUserById(db(), payload.user_id) : undefined;
    // a password changed since the link was sent ends it: whoever asked may have been a thief
    if (!payload || !user || isDeleted(user) || !linkFits(payload, user)) throw emailLinkInvalid();
    const activates = Number(user.mail_status) !== MAIL_STATUS.verified;
    const alongside = activates ? (trx: Transaction<unknown>) => grantActivationPoint(ctx, trx, String(user.id)) : undefined;
    // another account may have taken the address since the link was sent
    if (!(await changeUserEmail(ctx, String(user.id), payload.e_mail, MAIL_STATUS.verified, alongside))) {
      throw new ApiError(400, 'error.email.duplicate', { err_type: 'alert' });
    }
    return null;
  });
}
