/**
 * Log in, sign up, log out, the logged user, and the captcha status of the account actions. Every
 * account call (here, in email.ts and recovery.ts) is a `PUBLIC_ROUTE`: on a site that requires
 * login they are how visitors get in, and how accounts waiting for activation get activated.
 * Logging in and out, its captcha status and the logged user stay open in maintenance mode too
 * (`MAINTENANCE_OPEN`): that is how an admin gets in to turn it off.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE, ApiError, fieldError, forbidden, MAINTENANCE_OPEN, PUBLIC_ROUTE, type ServerContext } from '@answer/sdk/server';
import actionRecordSchema from '../../schemas/action-record.json';
import loginSchema from '../../schemas/login.json';
import registerSchema from '../../schemas/register.json';
import { accountsDb, accountsTrx } from '../db';
import { CAPTCHA, defineCaptchaPolicies, hitLimits, LIMITS } from '../limits';
import { openSession } from '../login';
import { upgradePasswordHash } from '../password-change';
import { mailInBackground, sendActivationMail, sendAlreadyRegisteredMail } from '../mails';
import { decoyHash, hashPassword, verifyPassword } from '../password';
import { captchaAnswerOf, requestToken } from '../requests';
import { currentUserResp, type UserRow } from '../responses';
import { accountStatus, revokeSession } from '../sessions';
import { emailDomainAllowed, loginSettings, usersSettings } from '../settings';
import { refuseWhileUserCenterOnly } from '../user-center';
import { createUser, findUserByEmail, findUserById, isDeleted, mailUserOf, normalizeEmail } from '../users';
import { registerEmailRoutes } from './email';
import { registerRecoveryRoutes } from './recovery';

interface LoginBody {
  e_mail: string;
  pass: string;
}

interface RegisterBody extends LoginBody {
  name: string;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => accountsDb(ctx);

  defineCaptchaPolicies(ctx);

  app.get(`${API_BASE}/user/action/record`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN, request: { querystring: actionRecordSchema } } }, async (request) => {
    ctx.validate(actionRecordSchema, request.query);
    return ctx.captcha.status(request, (request.query as { action: string }).action);
  });

  app.post(`${API_BASE}/user/login/email`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN, request: { body: loginSchema } } }, async (request) => {
    ctx.sharedCache.unchanged(request);
    ctx.validate(loginSchema, request.body);
    const body = request.body as LoginBody;
    await refuseWhileUserCenterOnly(ctx, request);
    if (!(await loginSettings(ctx)).allow_password_login) throw new ApiError(400, 'error.user.password_login_disabled');
    const email = normalizeEmail(body.e_mail);
    await hitLimits(ctx, request, 'login', LIMITS.loginPerIp, { account: email, rule: LIMITS.loginPerAccount });
    await ctx.captcha.check(request, CAPTCHA.login, captchaAnswerOf(request));

    const user = await findUserByEmail(db(), email);
    // the unknown-email path hashes too, so timing does not tell which emails have accounts
    const matches = user ? await verifyPassword(body.pass, user.pass) : (await verifyPassword(body.pass, await decoyHash()), false);
    if (!user || !matches || isDeleted(user)) {
      await ctx.captcha.record(request, CAPTCHA.login);
      throw fieldError('e_mail', 'error.object.email_or_password_incorrect');
    }
    await ctx.captcha.reset(request, CAPTCHA.login);
    if (accountStatus(Number(user.status), Number(user.suspended_until)) === 'suspended') {
      throw forbidden('error.user.suspended', { type: 'suspended' });
    }
    await upgradePasswordHash(ctx, String(user.id), user.pass, body.pass);
    return openSession(ctx, user);
  });

  app.get(`${API_BASE}/user/info`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN } }, async (request) => {
    // public: a guest (or an expired token) gets data null rather than 401
    const principal = request.principal;
    if (!principal) return null;
    const user = await findUserById(db(), principal.userId);
    if (!user) return null;
    return currentUserResp(user, principal.roleId, principal.token, await usersSettings(ctx));
  });

  app.get(`${API_BASE}/user/logout`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN }, preHandler: ctx.guards.user }, async (request) => {
    const token = request.principal?.token ?? requestToken(request);
    if (token) await revokeSession(db(), token);
    // a read by its method: the host forgets sessions after writes only
    ctx.sessions.ended();
    return null;
  });

  /**
   * An address that already has an account gets the same answer as a new one would without a
   * token (data null) and its owner a mail; the password is hashed anyway so both take as long.
   */
  async function answerTakenAddress(existing: UserRow, password: string): Promise<null> {
    await hashPassword(password);
    if (!isDeleted(existing)) mailInBackground(ctx, 'already registered', () => sendAlreadyRegisteredMail(ctx, mailUserOf(existing)));
    return null;
  }

  app.post(`${API_BASE}/user/register/email`, { config: { ...PUBLIC_ROUTE, request: { body: registerSchema } } }, async (request) => {
    // a new member shows nowhere until they post
    ctx.sharedCache.unchanged(request);
    await refuseWhileUserCenterOnly(ctx, request);
    const settings = await loginSettings(ctx);
    if (!settings.allow_new_registrations || !settings.allow_email_registrations) {
      throw new ApiError(400, 'error.user.not_allowed_registration');
    }
    ctx.validate(registerSchema, request.body);
    const body = request.body as RegisterBody;
    const email = normalizeEmail(body.e_mail);
    if (!emailDomainAllowed(settings, email)) throw fieldError('e_mail', 'error.email.domain_not_allowed');
    await hitLimits(ctx, request, 'register', LIMITS.signUpPerIp);
    await ctx.captcha.check(request, CAPTCHA.email, captchaAnswerOf(request));

    const existing = await findUserByEmail(db(), email);
    if (existing) return answerTakenAddress(existing, body.pass);
    let user: UserRow;
    try {
      user = await ctx.transaction((trx) => createUser(accountsTrx(trx), { display_name: body.name, e_mail: email, pass: body.pass }));
    } catch (error) {
      // a sign-up with the same address won the race to the unique index
      const raced = await findUserByEmail(db(), email);
      if (raced) return answerTakenAddress(raced, body.pass);
      throw error;
    }
    // the account exists either way: if the mail fails, the confirm page offers to send it again
    mailInBackground(ctx, 'activation', () => sendActivationMail(ctx, mailUserOf(user)));
    return openSession(ctx, user);
  });

  registerEmailRoutes(app, ctx);
  registerRecoveryRoutes(app, ctx);
}
