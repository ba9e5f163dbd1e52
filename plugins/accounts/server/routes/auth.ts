import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_API_BASE, API_BASE, ApiError, fieldError, forbidden, type ServerContext } from '@answer/sdk/server';
import loginSchema from '../schemas/login.json';
import registerSchema from '../schemas/register.json';
import { accountsDb, nowSeconds } from './db';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { currentUserResp, userLoginResp, type UserRow } from './responses';
import { accountStatus, createSession, revokeSession, roleOf } from './sessions';
import { MAIL_STATUS, USER_STATUS } from './tables';
import { uniqueUsername } from './username';

interface LoginBody {
  e_mail: string;
  pass: string;
}

interface RegisterBody extends LoginBody {
  name: string;
}

interface LoginSettings {
  allow_new_registrations?: boolean;
  allow_email_registrations?: boolean;
  allow_password_login?: boolean;
  allow_email_domains?: string[];
}

/** Emails are matched case-insensitively: stored and looked up in lower case. */
const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The request's token, as Answer reads it: the raw header, an optional `Bearer ` prefix. */
function requestToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.replace(/^Bearer\s+/i, '').trim();
}

export function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => accountsDb(ctx);

  const findByEmail = (email: string) => db().selectFrom('user').selectAll().where('e_mail', '=', email).executeTakeFirst();
  const findById = (id: string) => db().selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
  const loginSettings = async (): Promise<LoginSettings> => (await ctx.siteInfo.get<LoginSettings>('login')) ?? {};

  async function startSession(user: UserRow) {
    const userId = String(user.id);
    const token = await createSession(db(), userId);
    const now = nowSeconds();
    await db().updateTable('user').set({ last_login_date: now }).where('id', '=', userId).execute();
    return userLoginResp({ ...user, last_login_date: now }, await roleOf(db(), userId), token);
  }

  app.post(`${API_BASE}/user/login/email`, async (request) => {
    ctx.validate(loginSchema, request.body);
    const body = request.body as LoginBody;
    const settings = await loginSettings();
    if (settings.allow_password_login === false) throw forbidden('error.user.password_login_disabled');
    const user = await findByEmail(normalizeEmail(body.e_mail));
    // the unknown-email path hashes too, so timing does not tell which emails have accounts
    const matches = user ? await verifyPassword(body.pass, user.pass) : (await verifyPassword(body.pass, await decoyHash()), false);
    const status = user ? accountStatus(Number(user.status), Number(user.suspended_until)) : 'deleted';
    if (!user || !matches || status === 'deleted') throw fieldError('e_mail', 'error.object.email_or_password_incorrect');
    if (status === 'suspended') throw forbidden('error.user.suspended', { type: 'suspended' });
    return startSession(user);
  });

  app.get(`${API_BASE}/user/info`, async (request) => {
    // public: a guest (or an expired token) gets data null rather than 401
    const principal = request.principal;
    if (!principal) return null;
    const user = await findById(principal.userId);
    if (!user) return null;
    return currentUserResp(user, principal.roleId, principal.token);
  });

  app.get(`${API_BASE}/user/logout`, { preHandler: ctx.guards.user }, async (request) => {
    const token = request.principal?.token ?? requestToken(request);
    if (token) await revokeSession(db(), token);
    return null;
  });

  app.post(`${API_BASE}/user/register/email`, async (request) => {
    const settings = await loginSettings();
    if (settings.allow_new_registrations === false || settings.allow_email_registrations === false) {
      throw new ApiError(400, 'error.user.not_allowed_registration');
    }
    ctx.validate(registerSchema, request.body);
    const body = request.body as RegisterBody;
    const email = normalizeEmail(body.e_mail);
    const domains = (settings.allow_email_domains ?? []).map((domain) => domain.trim().toLowerCase()).filter(Boolean);
    if (domains.length > 0 && !domains.includes(email.slice(email.lastIndexOf('@') + 1))) {
      throw fieldError('e_mail', 'error.email.domain_not_allowed');
    }
    if (await findByEmail(email)) throw fieldError('e_mail', 'error.email.duplicate');

    const now = nowSeconds();
    const displayName = body.name.trim();
    const username = await uniqueUsername(displayName, async (candidate) =>
      Boolean(await db().selectFrom('user').select('id').where('username', '=', candidate).executeTakeFirst()),
    );
    const inserted = await db()
      .insertInto('user')
      .values({
        created_at: now,
        updated_at: now,
        username,
        pass: await hashPassword(body.pass),
        e_mail: email,
        mail_status: MAIL_STATUS.toVerify,
        status: USER_STATUS.available,
        rank: 0,
        display_name: displayName,
        bio: '',
        bio_html: '',
      })
      .executeTakeFirst();
    const user = inserted.insertId !== undefined ? await findById(String(inserted.insertId)) : await findByEmail(email);
    if (!user) throw new Error('The new user could not be read back');
    return startSession(user);
  });

  app.get(`${ADMIN_API_BASE}/roles`, { preHandler: ctx.guards.admin }, async () => {
    const rows = await db().selectFrom('role').select(['id', 'name', 'description']).orderBy('id').execute();
    return rows.map((row) => ({ id: Number(row.id), name: row.name, description: row.description }));
  });
}
