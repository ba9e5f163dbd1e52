/**
 * Admin user management and the login and user rules, on each database: the list and its
 * filters, every status change and what it does to the user's sessions and logins, roles,
 * passwords, profiles, adding users, activation links and mails, and the two settings pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../plugins/accounts/client/admin/api';
import { ADMIN, ALL_DATABASES, login, type ApiResponse, type Envelope } from './harness';
import { configureSmtp, linkIn, startMailbox, type Mailbox } from './mailbox';
import { useInstalledSite } from './test-database';

const API = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';

interface Tables {
  user: { id: number | string; username: string; e_mail: string; status: number; mail_status: number; rank: number; suspended_until: number | string };
  user_role_rel: { user_id: number | string; role_id: number };
  site_info: { type: string; content: string };
  question: { id: string; created_at: number; updated_at: number; user_id: string; title: string; original_text: string; parsed_text: string; status: number };
}

interface CurrentUser {
  id: string;
  status: string;
  mail_status: number;
  role_id: number;
  suspended_until: number;
}

type FieldErrors = { error_field: string; error_msg: string }[];
type Page = { count: number; list: AdminUser[] };

const FOREVER = 4102358400;

for (const kind of ALL_DATABASES) {
  describe(`admin users on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let mailbox: Mailbox;

    beforeAll(async () => {
      mailbox = await startMailbox();
    });
    afterAll(async () => {
      await mailbox?.close();
    });

    const admin = <T = null>(method: string, path: string, body?: unknown, token = fx.site.adminToken) =>
      fx.host.api<Envelope<T>>(method, `${ADMIN_API}${path}`, { token, body });
    const page = async (query: Record<string, string | number | boolean> = {}) => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      const response = await admin<Page>('GET', `/users/page?${search}`);
      expect(response.status).toBe(200);
      return response.body.data;
    };
    const userIdOf = async (email: string) => String((await fx.db.selectFrom('user').select('id').where('e_mail', '=', email).executeTakeFirstOrThrow()).id);
    const info = async (token: string) => (await fx.host.api<Envelope<CurrentUser | null>>('GET', `${API}/user/info`, { token })).body.data;
    const loginResponse = (email: string, password: string) =>
      fx.host.api<Envelope<{ access_token: string } | FieldErrors | { type: string }>>('POST', `${API}/user/login/email`, { body: { e_mail: email, pass: password } });
    const expectOk = (response: ApiResponse<Envelope<unknown>>) => {
      expect(response.body).toMatchObject({ code: 200, reason: 'base.success' });
      expect(response.status).toBe(200);
    };

    /** A fresh verified user made through the admin API; its id and a logged-in token. */
    async function newUser(name: string): Promise<{ id: string; email: string; password: string; token: string }> {
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
      const password = `${name}-password`;
      expectOk(await admin('POST', '/user', { display_name: name, email, password }));
      return { id: await userIdOf(email), email, password, token: await login(fx.host, email, password) };
    }

    it('adds one verified user who can log in at once, and refuses a taken email', async () => {
      const response = await admin('POST', '/user', { display_name: 'Alice Smith', email: 'Alice@Example.com', password: 'alice-password' });
      expectOk(response);
      const row = await fx.db.selectFrom('user').selectAll().where('e_mail', '=', 'alice@example.com').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ username: 'alice-smith' });
      expect(Number(row.mail_status)).toBe(1);
      expect(Number(row.rank)).toBe(1);
      const token = await login(fx.host, 'alice@example.com', 'alice-password');
      expect(await info(token)).toMatchObject({ status: 'normal', mail_status: 1, role_id: 1 });

      const taken = await admin<FieldErrors>('POST', '/user', { display_name: 'Other', email: 'ALICE@example.com', password: 'other-password' });
      expect(taken.status).toBe(400);
      expect(taken.body.data).toEqual([{ error_field: 'email', error_msg: 'Email already exists.' }]);
      const invalid = await admin<FieldErrors>('POST', '/user', { display_name: 'X', email: 'nope', password: 'short' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.data).toEqual([
        { error_field: 'display_name', error_msg: 'Name must be 2 to 30 characters in length.' },
        { error_field: 'email', error_msg: 'Invalid Email Address.' },
        { error_field: 'password', error_msg: 'Password must be 8 to 32 characters in length.' },
      ]);
    });

    it('adds users in bulk only when every line is good, naming each bad line', async () => {
      const before = (await fx.db.selectFrom('user').select('id').execute()).length;
      const bad = await admin<FieldErrors>('POST', '/users', {
        users: [
          'Bulk One, bulk1@example.com, bulk-password-1',
          'Bulk Two, not-an-email, bulk-password-2',
          '',
          'Bulk Three, bulk3@example.com, short',
          'no commas here',
          'Bulk Five, BULK1@example.com, bulk-password-5',
          'Bulk Six, alice@example.com, bulk-password-6',
        ].join('\n'),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.data).toEqual([
        { error_field: 'users', error_msg: 'Line 2: Invalid Email Address.' },
        { error_field: 'users', error_msg: 'Line 4: Password must be 8 to 32 characters in length.' },
        { error_field: 'users', error_msg: 'Line 5: Write the name, email and password separated by commas.' },
        { error_field: 'users', error_msg: 'Line 6: This email is already on an earlier line.' },
        { error_field: 'users', error_msg: 'Line 7: Email already exists.' },
      ]);
      expect((await fx.db.selectFrom('user').select('id').execute()).length).toBe(before);

      const translated = await fx.host.api<Envelope<FieldErrors>>('POST', `${ADMIN_API}/users`, {
        token: fx.site.adminToken,
        lang: 'zh_CN',
        body: { users: 'Bulk Two, not-an-email, bulk-password-2' },
      });
      expect(translated.body.data[0].error_msg).toBe('第 1 行：邮箱地址无效。');

      const empty = await admin<FieldErrors>('POST', '/users', { users: '  \n ' });
      expect(empty.status).toBe(400);
      expect(empty.body.data).toEqual([{ error_field: 'users', error_msg: 'Enter at least one user.' }]);

      const good = await admin('POST', '/users', {
        users: 'Bulk One, bulk1@example.com, bulk-password-1\r\n\nBulk One, bulk2@example.com, pass,with,commas\n',
      });
      expectOk(good);
      const rows = await fx.db.selectFrom('user').selectAll().where('e_mail', 'in', ['bulk1@example.com', 'bulk2@example.com']).orderBy('e_mail').execute();
      expect(rows.map((row) => [row.username.replace(/-\d+$/, '-N'), Number(row.mail_status)])).toEqual([
        ['bulk-one', 1],
        ['bulk-one-N', 1],
      ]);
      await login(fx.host, 'bulk1@example.com', 'bulk-password-1');
      await login(fx.host, 'bulk2@example.com', 'pass,with,commas');
    });

    it('lists users newest first with search, status, role and staff filters and pages', async () => {
      const all = await page({ page_size: 100 });
      expect(all.count).toBe(all.list.length);
      expect(all.list.map((user) => user.created_at)).toEqual([...all.list.map((user) => user.created_at)].sort((a, b) => b - a));
      const adminRow = all.list.find((user) => user.user_id === '1');
      expect(adminRow).toMatchObject({ username: 'admin', e_mail: ADMIN.email, status: 'normal', role_id: 2, role_name: 'Admin', rank: 1, deleted_at: 0 });
      expect(typeof adminRow?.created_at).toBe('number');
      expect(all.list.find((user) => user.e_mail === 'alice@example.com')).toMatchObject({ role_id: 1, role_name: 'User' });

      const first = await page({ page: 1, page_size: 2 });
      const second = await page({ page: 2, page_size: 2 });
      expect(first.count).toBe(all.count);
      expect([...first.list, ...second.list].map((user) => user.user_id)).toEqual(all.list.slice(0, 4).map((user) => user.user_id));

      expect((await page({ query: 'ALICE' })).list.map((user) => user.e_mail)).toEqual(['alice@example.com']);
      expect((await page({ query: 'bulk-one' })).count).toBe(2);
      expect((await page({ query: '@example' })).count).toBe(all.count);
      // LIKE wildcards are searched for literally
      expect((await page({ query: '%' })).count).toBe(0);
      expect((await page({ query: 'bulk_one' })).count).toBe(0);

      expect((await page({ staff: true })).list.map((user) => user.user_id)).toEqual(['1']);
      expect((await page({ role_id: 2 })).list.map((user) => user.user_id)).toEqual(['1']);
      expect((await page({ role_id: 1 })).count).toBe(all.count - 1);
      expect((await page({ status: 'normal' })).count).toBe(all.count);
      for (const status of ['suspended', 'deleted', 'inactive']) expect((await page({ status })).count).toBe(0);

      const wrong = await admin<FieldErrors>('GET', '/users/page?status=gone&page=0');
      expect(wrong.status).toBe(400);
      expect(wrong.body.data.map((item) => item.error_field).sort()).toEqual(['page', 'status']);
    });

    it('refuses every change an admin makes to themself', async () => {
      const changes: [string, Record<string, unknown>][] = [
        ['/user/status', { user_id: '1', status: 'suspended', suspend_duration: '24h' }],
        ['/user/role', { user_id: '1', role_id: 1 }],
        ['/user/password', { user_id: '1', password: 'another-password' }],
        ['/user/profile', { user_id: '1', display_name: 'Boss', username: 'boss', email: 'boss@example.com' }],
      ];
      for (const [path, body] of changes) {
        const response = await admin<{ err_type: string }>('PUT', path, body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ reason: 'error.admin.cannot_operate_self', msg: 'Forbidden to operate on yourself', data: { err_type: 'alert' } });
      }
      expect(await info(fx.site.adminToken)).toMatchObject({ id: '1', status: 'normal', role_id: 2 });
    });

    it('suspends a user: sessions end as suspended, login is refused, and unsuspending lets them back', async () => {
      const bob = await newUser('Bob Suspended');
      const other = await login(fx.host, bob.email, bob.password);
      expectOk(await admin('PUT', '/user/status', { user_id: bob.id, status: 'suspended', suspend_duration: '7d' }));

      for (const token of [bob.token, other]) expect(await info(token)).toMatchObject({ id: bob.id, status: 'suspended' });
      const guarded = await fx.host.api<Envelope<{ type: string }>>('PUT', `${API}/user/info`, { token: bob.token, body: { display_name: 'Bob', username: 'bob' } });
      expect(guarded.status).toBe(403);
      expect(guarded.body.data).toEqual({ type: 'suspended' });
      const refused = await loginResponse(bob.email, bob.password);
      expect(refused.status).toBe(403);
      expect(refused.body.data).toEqual({ type: 'suspended' });

      const listed = (await page({ status: 'suspended' })).list;
      expect(listed.map((user) => user.user_id)).toEqual([bob.id]);
      const week = 7 * 24 * 60 * 60;
      expect(listed[0].suspended_until - listed[0].suspended_at).toBe(week);
      expect(Math.abs(listed[0].suspended_at - Date.now() / 1000)).toBeLessThan(600);
      expect((await page({ status: 'normal' })).list.some((user) => user.user_id === bob.id)).toBe(false);

      expectOk(await admin('PUT', '/user/status', { user_id: bob.id, status: 'normal' }));
      // the sessions the suspension ended stay ended
      expect(await info(bob.token)).toBeNull();
      const back = await login(fx.host, bob.email, bob.password);
      expect(await info(back)).toMatchObject({ status: 'normal', suspended_until: 0 });
      expect((await page({ status: 'suspended' })).count).toBe(0);

      expectOk(await admin('PUT', '/user/status', { user_id: bob.id, status: 'suspended', suspend_duration: 'forever' }));
      const forever = (await page({ status: 'suspended' })).list[0];
      expect(forever.suspended_until).toBe(FOREVER);
      const stored = await fx.db.selectFrom('user').select(['status', 'suspended_until']).where('id', '=', bob.id).executeTakeFirstOrThrow();
      expect([Number(stored.status), Number(stored.suspended_until)]).toEqual([9, FOREVER]);
    });

    it('deactivates and activates a user without ending their sessions', async () => {
      const carol = await newUser('Carol Inactive');
      expectOk(await admin('PUT', '/user/status', { user_id: carol.id, status: 'inactive' }));
      expect(await info(carol.token)).toMatchObject({ status: 'normal', mail_status: 2 });
      const blocked = await fx.host.api<Envelope<{ type: string }>>('PUT', `${API}/user/info`, { token: carol.token, body: { display_name: 'Carol', username: 'carol' } });
      expect(blocked.status).toBe(403);
      expect(blocked.body.data).toEqual({ type: 'inactive' });
      expect((await page({ status: 'inactive' })).list.map((user) => [user.user_id, user.status])).toEqual([[carol.id, 'inactive']]);

      expectOk(await admin('PUT', '/user/status', { user_id: carol.id, status: 'normal' }));
      expect(await info(carol.token)).toMatchObject({ status: 'normal', mail_status: 1 });
      expect((await page({ status: 'inactive' })).count).toBe(0);
    });

    it('gives an activation link that works once', async () => {
      const dave = await newUser('Dave Link');
      expectOk(await admin('PUT', '/user/status', { user_id: dave.id, status: 'inactive' }));
      const link = await admin<{ activation_url: string }>('GET', `/user/activation?user_id=${dave.id}`);
      expect(link.status).toBe(200);
      const url = new URL(link.body.data.activation_url);
      expect(`${url.origin}${url.pathname}`).toBe(`${fx.host.url}/users/account-activation`);
      const code = url.searchParams.get('code') ?? '';

      const used = await fx.host.api<Envelope<{ access_token: string }>>('POST', `${API}/user/email/verification`, { body: { code } });
      expect(used.status).toBe(200);
      expect(Number((await fx.db.selectFrom('user').select('mail_status').where('id', '=', dave.id).executeTakeFirstOrThrow()).mail_status)).toBe(1);
      const again = await fx.host.api<Envelope<{ type: string }>>('POST', `${API}/user/email/verification`, { body: { code } });
      expect(again.status).toBe(403);
      expect(again.body.data).toEqual({ type: 'url_expired' });

      const unknown = await admin<{ err_type: string }>('GET', '/user/activation?user_id=999999');
      expect(unknown.status).toBe(400);
      expect(unknown.body.data).toEqual({ err_type: 'alert' });
    });

    it('mails the activation link when SMTP is set up, and says so when it is not', async () => {
      const erin = await newUser('Erin Mail');
      expectOk(await admin('PUT', '/user/status', { user_id: erin.id, status: 'inactive' }));
      const unset = await admin<{ err_type: string }>('POST', '/users/activation', { user_id: erin.id });
      expect(unset.status).toBe(400);
      expect(unset.body).toMatchObject({ reason: 'error.admin.smtp_not_configured', data: { err_type: 'alert' } });

      await configureSmtp(fx.db, mailbox);
      expectOk(await admin('POST', '/users/activation', { user_id: erin.id }));
      const mail = await mailbox.next(erin.email);
      const code = linkIn(mail, '/users/account-activation').searchParams.get('code');
      expect((await fx.host.api('POST', `${API}/user/email/verification`, { body: { code } })).status).toBe(200);
      expect(await info(erin.token)).toMatchObject({ mail_status: 1 });
    });

    it('deletes a user: sessions end, login fails, the email is free again, and their posts can go too', async () => {
      const fred = await newUser('Fred Deleted');
      const now = Math.floor(Date.now() / 1000);
      const post = (n: number, userId: string) => ({
        id: `1001${String(900 + n).padStart(13, '0')}`,
        created_at: now,
        updated_at: now,
        user_id: userId,
        title: `Question ${n} by ${userId}`,
        original_text: 'Body text',
        parsed_text: '<p>Body text</p>',
        status: 1,
      });
      await fx.db.insertInto('question').values([post(1, fred.id), post(2, fred.id), post(3, '1')]).execute();
      const removeAll = await admin('PUT', '/user/status', { user_id: fred.id, status: 'deleted', remove_all_content: true });
      expectOk(removeAll);
      const questions = await fx.db.selectFrom('question').select(['user_id', 'status']).where('id', 'like', '1001000000000090%').orderBy('id').execute();
      expect(questions.map((row) => [String(row.user_id), Number(row.status)])).toEqual([
        [fred.id, 10],
        [fred.id, 10],
        ['1', 1],
      ]);
      expect(await info(fred.token)).toBeNull();
      expect((await fx.host.api('GET', `${API}/user/logout`, { token: fred.token })).status).toBe(401);
      const refused = await loginResponse(fred.email, fred.password);
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([{ error_field: 'e_mail', error_msg: 'Email or password incorrect.' }]);

      const deleted = await page({ status: 'deleted' });
      expect(deleted.list.map((user) => user.user_id)).toEqual([fred.id]);
      expect(deleted.list[0].deleted_at).toBeGreaterThan(0);
      expect((await page()).list.some((user) => user.user_id === fred.id)).toBe(false);

      const undo = await admin<{ err_type: string }>('PUT', '/user/status', { user_id: fred.id, status: 'normal' });
      expect(undo.status).toBe(400);
      expect(undo.body.reason).toBe('error.admin.user_deleted');
      expectOk(await admin('POST', '/user', { display_name: 'Fred Again', email: fred.email, password: 'fred-again-password' }));
      await login(fx.host, fred.email, 'fred-again-password');
    });

    it('changes a role, which applies to open sessions at once', async () => {
      const gina = await newUser('Gina Moderator');
      expectOk(await admin('PUT', '/user/role', { user_id: gina.id, role_id: 3 }));
      expect(await info(gina.token)).toMatchObject({ role_id: 3 });
      expect((await page({ staff: true })).list.map((user) => [user.user_id, user.role_name])).toContainEqual([gina.id, 'Moderator']);
      expect((await page({ role_id: 3 })).list.map((user) => user.user_id)).toEqual([gina.id]);

      expectOk(await admin('PUT', '/user/role', { user_id: gina.id, role_id: 2 }));
      expect((await admin<Page>('GET', '/users/page', undefined, gina.token)).status).toBe(200);
      expectOk(await admin('PUT', '/user/role', { user_id: gina.id, role_id: 1 }));
      expect((await admin('GET', '/users/page', undefined, gina.token)).status).toBe(403);

      const unknown = await admin<FieldErrors>('PUT', '/user/role', { user_id: gina.id, role_id: 99 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.data).toEqual([{ error_field: 'role_id', error_msg: 'This role does not exist.' }]);
    });

    it('sets a password: the old sessions end and only the new password works', async () => {
      const hank = await newUser('Hank Password');
      const short = await admin<FieldErrors>('PUT', '/user/password', { user_id: hank.id, password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.data).toEqual([{ error_field: 'password', error_msg: 'Password must be 8 to 32 characters in length.' }]);
      expect(await info(hank.token)).toMatchObject({ id: hank.id });

      expectOk(await admin('PUT', '/user/password', { user_id: hank.id, password: 'brand-new-password' }));
      expect(await info(hank.token)).toBeNull();
      expect((await loginResponse(hank.email, hank.password)).status).toBe(400);
      await login(fx.host, hank.email, 'brand-new-password');
    });

    it('edits a profile with a field error for each bad or taken value', async () => {
      const ivy = await newUser('Ivy Profile');
      const edit = (body: Record<string, unknown>) => admin<FieldErrors>('PUT', '/user/profile', { user_id: ivy.id, display_name: 'Ivy', username: 'ivy', email: ivy.email, ...body });
      const cases: [Record<string, unknown>, FieldErrors][] = [
        [{ display_name: 'Iv' }, [{ error_field: 'display_name', error_msg: 'Display name must be 3 to 30 characters in length.' }]],
        [{ username: 'Ivy Upper' }, [{ error_field: 'username', error_msg: 'Username can only contain a-z, 0-9 and . - _' }]],
        [{ username: 'iv' }, [{ error_field: 'username', error_msg: 'Username must be 3 to 30 characters in length.' }]],
        [{ email: 'not-an-email' }, [{ error_field: 'email', error_msg: 'Invalid Email Address.' }]],
        [{ username: 'settings' }, [{ error_field: 'username', error_msg: 'This username is reserved. Choose another one.' }]],
        [
          { username: 'admin', email: ADMIN.email.toUpperCase() },
          [
            { error_field: 'username', error_msg: 'Username is already in use.' },
            { error_field: 'email', error_msg: 'Email already exists.' },
          ],
        ],
      ];
      for (const [body, errors] of cases) {
        const response = await edit(body);
        expect(response.status).toBe(400);
        expect(response.body.data).toEqual(errors);
      }
      expect((await fx.db.selectFrom('user').select('username').where('id', '=', ivy.id).executeTakeFirstOrThrow()).username).toBe('ivy-profile');

      expectOk(await edit({ display_name: 'Ivy Renamed', username: 'ivy.r', email: 'Ivy.New@Example.com' }));
      const detail = await admin<AdminUser & { mail_status: number }>('GET', `/user?user_id=${ivy.id}`);
      expect(detail.body.data).toMatchObject({ user_id: ivy.id, display_name: 'Ivy Renamed', username: 'ivy.r', e_mail: 'ivy.new@example.com', mail_status: 1 });
      await login(fx.host, 'ivy.new@example.com', ivy.password);
    });

    it('saves the login rules, normalising domains, and applies them at once', async () => {
      const defaults = await admin<Record<string, unknown>>('GET', '/siteinfo/login');
      expect(defaults.body.data).toMatchObject({ allow_new_registrations: true, allow_email_registrations: true, allow_password_login: true, login_required: false, allow_email_domains: [] });

      const invalid = await admin<FieldErrors>('PUT', '/siteinfo/login', { allow_email_domains: ['example.com', 'not a domain'] });
      expect(invalid.status).toBe(400);
      expect(invalid.body.data).toEqual([{ error_field: 'allow_email_domains', error_msg: 'Enter a domain such as example.com.' }]);

      expectOk(await admin('PUT', '/siteinfo/login', { allow_email_domains: [' @Example.COM ', 'example.com', '', 'Sub.Foo.org'], login_required: true }));
      const saved = await admin<Record<string, unknown>>('GET', '/siteinfo/login');
      expect(saved.body.data).toMatchObject({ allow_email_domains: ['example.com', 'sub.foo.org'], login_required: true, allow_new_registrations: true });
      const site = await fx.host.api<Envelope<{ login: Record<string, unknown> }>>('GET', `${API}/siteinfo`);
      expect(site.body.data.login).toMatchObject({ login_required: true, allow_email_domains: ['example.com', 'sub.foo.org'] });

      // a save names only what it changes
      expectOk(await admin('PUT', '/siteinfo/login', { login_required: false }));
      expect((await admin<Record<string, unknown>>('GET', '/siteinfo/login')).body.data).toMatchObject({ login_required: false, allow_email_domains: ['example.com', 'sub.foo.org'] });
      const otherDomain = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/register/email`, { body: { name: 'Out Sider', e_mail: 'out@elsewhere.net', pass: 'outsider-password' } });
      expect(otherDomain.status).toBe(400);
      expect(otherDomain.body.data.map((item) => item.error_field)).toEqual(['e_mail']);

      expectOk(await admin('PUT', '/siteinfo/login', { allow_new_registrations: false, allow_email_domains: [] }));
      expect((await fx.host.api<Envelope<{ login: Record<string, unknown> }>>('GET', `${API}/siteinfo`)).body.data.login).toMatchObject({ allow_new_registrations: false });
      const closed = await fx.host.api<Envelope>('POST', `${API}/user/register/email`, { body: { name: 'Late Comer', e_mail: 'late@example.com', pass: 'late-password' } });
      expect(closed.status).toBe(400);
      expect(closed.body.reason).toBe('error.user.not_allowed_registration');
      expect((await fx.db.selectFrom('user').select('id').where('e_mail', '=', 'late@example.com').execute()).length).toBe(0);

      expectOk(await admin('PUT', '/siteinfo/login', { allow_new_registrations: true }));
      expect((await admin<Record<string, unknown>>('GET', '/siteinfo/login')).body.data).toEqual({
        allow_new_registrations: true,
        allow_email_registrations: true,
        allow_password_login: true,
        login_required: false,
        allow_email_domains: [],
      });
    });

    it('saves the user rules and serves them in the site settings', async () => {
      const before = await admin<Record<string, unknown>>('GET', '/siteinfo/users');
      expect(before.body.data).toMatchObject({ default_avatar: 'system', allow_update_username: true });

      const invalid = await admin<FieldErrors>('PUT', '/siteinfo/users', { default_avatar: 'robot', gravatar_base_url: 'ftp://nope' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.data).toEqual([
        { error_field: 'default_avatar', error_msg: 'Choose System or Gravatar.' },
        { error_field: 'gravatar_base_url', error_msg: 'Enter a URL starting with http:// or https://.' },
      ]);

      expectOk(await admin('PUT', '/siteinfo/users', { default_avatar: 'gravatar', gravatar_base_url: 'https://cdn.example.com/avatar/', allow_update_username: false }));
      const saved = await admin<Record<string, unknown>>('GET', '/siteinfo/users');
      expect(saved.body.data).toMatchObject({ default_avatar: 'gravatar', gravatar_base_url: 'https://cdn.example.com/avatar/', allow_update_username: false, allow_update_bio: true });
      const site = await fx.host.api<Envelope<{ site_users: Record<string, unknown> }>>('GET', `${API}/siteinfo`);
      expect(site.body.data.site_users).toMatchObject({ default_avatar: 'gravatar', allow_update_username: false });
      // a user without a chosen avatar now shows the Gravatar one in the admin list
      expect((await page({ query: 'alice' })).list[0].avatar).toMatch(/^https:\/\/cdn\.example\.com\/avatar\/[0-9a-f]{32}$/);

      expectOk(await admin('PUT', '/siteinfo/users', { default_avatar: 'system', gravatar_base_url: '', allow_update_username: true }));
      expect((await admin<Record<string, unknown>>('GET', '/siteinfo/users')).body.data).toMatchObject({ default_avatar: 'system', gravatar_base_url: 'https://www.gravatar.com/avatar/' });
    });

    it('answers 403 to a non-admin on every admin route', async () => {
      const plain = await newUser('Plain Member');
      const moderator = await newUser('Mod Member');
      expectOk(await admin('PUT', '/user/role', { user_id: moderator.id, role_id: 3 }));
      const calls: [string, string, unknown?][] = [
        ['GET', '/roles'],
        ['GET', '/users/page'],
        ['GET', `/user?user_id=${plain.id}`],
        ['PUT', '/user/status', { user_id: '1', status: 'suspended' }],
        ['PUT', '/user/role', { user_id: plain.id, role_id: 2 }],
        ['PUT', '/user/password', { user_id: '1', password: 'taken-over-1' }],
        ['PUT', '/user/profile', { user_id: '1', display_name: 'Mine', username: 'mine', email: 'mine@example.com' }],
        ['POST', '/user', { display_name: 'Sneaky', email: 'sneaky@example.com', password: 'sneaky-password' }],
        ['POST', '/users', { users: 'Sneaky, sneaky@example.com, sneaky-password' }],
        ['GET', '/user/activation?user_id=1'],
        ['POST', '/users/activation', { user_id: '1' }],
        ['GET', '/siteinfo/login'],
        ['PUT', '/siteinfo/login', { login_required: true }],
        ['GET', '/siteinfo/users'],
        ['PUT', '/siteinfo/users', { default_avatar: 'gravatar' }],
      ];
      for (const token of [plain.token, moderator.token]) {
        for (const [method, path, body] of calls) {
          const response = await admin(method, path, body, token);
          expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
        }
      }
      for (const [method, path, body] of calls) {
        const response = await fx.host.api(method, `${ADMIN_API}${path}`, { body });
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
      }
      expect(await info(fx.site.adminToken)).toMatchObject({ id: '1', role_id: 2, status: 'normal' });
      expect((await fx.db.selectFrom('user').select('id').where('e_mail', '=', 'sneaky@example.com').execute()).length).toBe(0);
    });
  });
}
