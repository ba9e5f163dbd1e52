/**
 * Admin user management and the login and user rules (`/answer/admin/api`). The host already
 * refuses non-admins on this prefix; every route also carries the admin guard so it stays
 * admin-only wherever it is mounted.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_API_BASE, ApiError, fieldErrors, type FieldErrorItem, type ServerContext } from '@answer/sdk/server';
import userAddSchema from '../../schemas/admin-user-add.json';
import userPasswordSchema from '../../schemas/admin-user-password.json';
import userProfileSchema from '../../schemas/admin-user-profile.json';
import userRefSchema from '../../schemas/admin-user-ref.json';
import userRoleSchema from '../../schemas/admin-user-role.json';
import userStatusSchema from '../../schemas/admin-user-status.json';
import usersAddSchema from '../../schemas/admin-users-add.json';
import usersPageSchema from '../../schemas/admin-users-page.json';
import loginSettingsSchema from '../../schemas/login-settings.json';
import usersSettingsSchema from '../../schemas/users-settings.json';
import { grantActivationPoint } from '../activation-point';
import { changePassword, changeProfile, changeRole, changeStatus, neverHadActivationPoint, type ProfileRequest, type StatusRequest } from '../admin-user-changes';
import { hashPasswords, insertAccounts, MAX_IMPORT_LINES, parseImport, repeatedEmails, takenEmails, type ImportLine, type NewAccount } from '../admin-user-import';
import { DEFAULT_PAGE_SIZE, userDetail, userPage, type ListStatus } from '../admin-user-list';
import { issueLink } from '../codes';
import { accountsDb, accountsTrx, nowSeconds } from '../db';
import { mailOrFail, sendActivationMail } from '../mails';
import { hashPassword } from '../password';
import { callerOf } from '../requests';
import type { UserRow } from '../responses';
import { loginSettings, usersSettings, type LoginSettings, type UsersSettings } from '../settings';
import { mergeLoginSettings, mergeUsersSettings } from '../site-rules';
import { findUserById, isDeleted, normalizeEmail } from '../users';

interface UsersPageQuery {
  page?: number;
  page_size?: number;
  query?: string;
  status?: ListStatus | '';
  staff?: boolean;
  role_id?: number;
}

interface UserRef {
  user_id: string;
}

/** Shown inside the admin's dialog rather than as a page-wide message. */
const alert = (reason: string) => new ApiError(400, reason, { err_type: 'alert' });

/** Field errors past this many lines are summed up in one more line. */
const MAX_REPORTED_LINES = 20;

export function registerAdminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => accountsDb(ctx);
  const admin = { preHandler: ctx.guards.admin };

  /** The user a change names: not the caller, and existing. */
  async function targetOf(request: FastifyRequest, userId: string): Promise<UserRow> {
    if (userId === callerOf(request).userId) throw alert('error.admin.cannot_operate_self');
    const user = await findUserById(db(), userId);
    if (!user) throw alert('error.user.not_found');
    return user;
  }

  /** A user who is still there (not deleted), for links and mails. */
  async function liveUser(userId: string): Promise<UserRow> {
    const user = await findUserById(db(), userId);
    if (!user) throw alert('error.user.not_found');
    if (isDeleted(user)) throw alert('error.admin.user_deleted');
    return user;
  }

  const validated = <T>(schema: object, value: unknown): T => {
    ctx.validate(schema, value);
    return value as T;
  };

  app.get(`${ADMIN_API_BASE}/roles`, admin, async () => {
    const rows = await db().selectFrom('role').select(['id', 'name', 'description']).orderBy('id').execute();
    return rows.map((row) => ({ id: Number(row.id), name: row.name, description: row.description }));
  });

  app.get<{ Querystring: UsersPageQuery }>(`${ADMIN_API_BASE}/users/page`, { ...admin, schema: { querystring: usersPageSchema } }, async (request) => {
    const query = request.query;
    return userPage(
      db(),
      {
        page: query.page ?? 1,
        pageSize: query.page_size ?? DEFAULT_PAGE_SIZE,
        query: query.query,
        status: query.status || undefined,
        staff: query.staff === true,
        roleId: query.role_id,
      },
      await usersSettings(ctx),
    );
  });

  app.get(`${ADMIN_API_BASE}/user`, { ...admin, config: { request: { querystring: userRefSchema } } }, async (request) => {
    const { user_id } = validated<UserRef>(userRefSchema, request.query);
    const user = await userDetail(db(), user_id, await usersSettings(ctx));
    if (!user) throw alert('error.user.not_found');
    return user;
  });

  app.put(`${ADMIN_API_BASE}/user/status`, { ...admin, config: { request: { body: userStatusSchema } } }, async (request) => {
    const body = validated<UserRef & StatusRequest & { remove_all_content?: boolean }>(userStatusSchema, request.body);
    const user = await targetOf(request, body.user_id);
    const removeContent = body.status === 'deleted' && body.remove_all_content === true;
    if (isDeleted(user) && body.status !== 'deleted') throw alert('error.admin.user_deleted');
    // a suspended or deleted member's token stops at once
    ctx.sessions.changed(String(user.id), { request });
    await ctx.transaction(async (trx) => {
      // deletion is final; asking again only repeats the content removal
      if (!isDeleted(user)) await changeStatus(accountsTrx(trx), user, body, nowSeconds());
      // "normal" verifies the address: a member who never had the activation point gets it, as in Answer
      if (body.status === 'normal' && !isDeleted(user) && (await neverHadActivationPoint(accountsTrx(trx), String(user.id)))) {
        await grantActivationPoint(ctx, trx, String(user.id));
      }
      // the content plugins remove the posts in the same transaction: all of it or none
      if (removeContent) await ctx.events.emit('user.content.remove', { user_id: String(user.id) }, trx);
    });
    return null;
  });

  app.put(`${ADMIN_API_BASE}/user/role`, { ...admin, config: { request: { body: userRoleSchema } } }, async (request) => {
    const body = validated<UserRef & { role_id: number }>(userRoleSchema, request.body);
    await targetOf(request, body.user_id);
    ctx.sessions.changed(body.user_id, { request });
    await ctx.transaction((trx) => changeRole(accountsTrx(trx), body.user_id, body.role_id, nowSeconds()));
    return null;
  });

  app.put(`${ADMIN_API_BASE}/user/password`, { ...admin, config: { request: { body: userPasswordSchema } } }, async (request) => {
    const body = validated<UserRef & { password: string }>(userPasswordSchema, request.body);
    await targetOf(request, body.user_id);
    const hash = await hashPassword(body.password);
    ctx.sessions.changed(body.user_id, { request });
    await ctx.transaction((trx) => changePassword(accountsTrx(trx), body.user_id, hash, nowSeconds()));
    return null;
  });

  app.put(`${ADMIN_API_BASE}/user/profile`, { ...admin, config: { request: { body: userProfileSchema } } }, async (request) => {
    const body = validated<UserRef & ProfileRequest>(userProfileSchema, request.body);
    await targetOf(request, body.user_id);
    await ctx.transaction((trx) => changeProfile(accountsTrx(trx), body.user_id, body, nowSeconds()));
    return null;
  });

  /** Creates checked accounts, all in one transaction (passwords hashed before it opens). */
  async function createAccounts(accounts: NewAccount[]): Promise<void> {
    const hashes = await hashPasswords(accounts);
    await ctx.transaction((trx) => insertAccounts(accountsTrx(trx), accounts, hashes));
  }

  app.post(`${ADMIN_API_BASE}/user`, { ...admin, config: { request: { body: userAddSchema } } }, async (request) => {
    const body = validated<NewAccount>(userAddSchema, request.body);
    if ((await takenEmails(db(), [body.email])).size > 0) throw fieldErrors([{ error_field: 'email', error_msg: 'error.email.duplicate' }]);
    await createAccounts([body]);
    return null;
  });

  /** The field errors of one import line, each as "Line n: message" in the request's language. */
  function lineErrors(lang: string, entry: ImportLine): string[] {
    try {
      ctx.validate(userAddSchema, { display_name: entry.display_name, email: entry.email, password: entry.password });
      return [];
    } catch (error) {
      if (!(error instanceof ApiError) || !Array.isArray(error.data)) throw error;
      return (error.data as FieldErrorItem[]).map((item) => ctx.t(lang, item.error_msg));
    }
  }

  app.post(`${ADMIN_API_BASE}/users`, { ...admin, config: { request: { body: usersAddSchema } } }, async (request) => {
    const { users } = validated<{ users: string }>(usersAddSchema, request.body);
    const lang = request.lang;
    const { lines, malformed } = parseImport(users);
    if (lines.length + malformed.length > MAX_IMPORT_LINES) {
      throw fieldErrors([{ error_field: 'users', error_msg: ctx.t(lang, 'error.admin.users_too_many', { max: MAX_IMPORT_LINES }) }]);
    }

    const problems = new Map<number, string[]>();
    const report = (line: number, message: string) => problems.set(line, [...(problems.get(line) ?? []), message]);
    for (const line of malformed) report(line, ctx.t(lang, 'error.admin.users_line_format'));
    for (const entry of lines) for (const message of lineErrors(lang, entry)) report(entry.line, message);
    for (const entry of repeatedEmails(lines)) report(entry.line, ctx.t(lang, 'error.admin.users_repeated_email'));
    const taken = await takenEmails(db(), lines.map((entry) => entry.email));
    for (const entry of lines) if (taken.has(normalizeEmail(entry.email))) report(entry.line, ctx.t(lang, 'error.email.duplicate'));

    if (problems.size > 0) {
      const ordered = [...problems.entries()].sort(([a], [b]) => a - b);
      const items = ordered
        .slice(0, MAX_REPORTED_LINES)
        .flatMap(([line, messages]) => messages.map((message) => ctx.t(lang, 'error.admin.users_line', { line, message })));
      if (ordered.length > MAX_REPORTED_LINES) items.push(ctx.t(lang, 'error.admin.users_more_lines', { count: ordered.length - MAX_REPORTED_LINES }));
      throw fieldErrors(items.map((message) => ({ error_field: 'users', error_msg: message })));
    }
    await createAccounts(lines);
    return null;
  });

  app.get(`${ADMIN_API_BASE}/user/activation`, { ...admin, config: { request: { querystring: userRefSchema } } }, async (request) => {
    const { user_id } = validated<UserRef>(userRefSchema, request.query);
    const user = await liveUser(user_id);
    return { activation_url: await issueLink(ctx, 'activation', { user_id: String(user.id), e_mail: user.e_mail }) };
  });

  app.post(`${ADMIN_API_BASE}/users/activation`, { ...admin, config: { request: { body: userRefSchema } } }, async (request) => {
    const { user_id } = validated<UserRef>(userRefSchema, request.body);
    const user = await liveUser(user_id);
    if (!(await ctx.mail.configured())) throw alert('error.admin.smtp_not_configured');
    const recipient = { id: String(user.id), e_mail: user.e_mail, display_name: user.display_name, language: user.language };
    await mailOrFail(ctx, 'activation', () => sendActivationMail(ctx, recipient));
    return null;
  });

  app.get(`${ADMIN_API_BASE}/siteinfo/login`, admin, () => loginSettings(ctx));

  app.put(`${ADMIN_API_BASE}/siteinfo/login`, { ...admin, config: { request: { body: loginSettingsSchema } } }, async (request) => {
    const body = validated<Partial<LoginSettings>>(loginSettingsSchema, request.body);
    await ctx.siteInfo.set('login', mergeLoginSettings(loginSettingsSchema, await loginSettings(ctx), body));
    return null;
  });

  app.get(`${ADMIN_API_BASE}/siteinfo/users`, admin, () => usersSettings(ctx));

  app.put(`${ADMIN_API_BASE}/siteinfo/users`, { ...admin, config: { request: { body: usersSettingsSchema } } }, async (request) => {
    const body = validated<Partial<UsersSettings>>(usersSettingsSchema, request.body);
    await ctx.siteInfo.set('users', mergeUsersSettings(usersSettingsSchema, await usersSettings(ctx), body));
    return null;
  });
}
