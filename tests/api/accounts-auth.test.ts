/** Log in, user info, log out, sign-up, roles, login limits and captchas, on each database. */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN, API_DATABASES, login, type Envelope } from './harness';
import { clearOfWindowEdge, freshClient } from './accounts-email-support';
import { useInstalledSite, writeSiteInfo } from './test-database';

const API = '/answer/api/v1';

interface Tables {
  user: { id: number | string; username: string; e_mail: string; status: number; mail_status: number; rank: number; pass: string };
  user_role_rel: { user_id: number | string; role_id: number };
  site_info: { type: string; content: string };
  user_session: { token_hash: string; revoked: number; expires_at: number | string };
  config: { id: number; key: string; value: string };
  kv_cache: { cache_key: string; value: string };
}

interface LoginResp {
  id: string;
  username: string;
  e_mail: string;
  display_name: string;
  mail_status: number;
  rank: number;
  role_id: number;
  status: string;
  access_token: string;
  avatar: unknown;
  have_password: boolean;
}

type FieldErrors = { error_field: string; error_msg: string }[];

for (const kind of API_DATABASES) {
  describe(`accounts on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);

    const setLogin = async (login: Record<string, unknown>) => {
      await writeSiteInfo(fx.db, 'login', JSON.stringify(login));
    };

    it('seeds the roles, the admin and the level-2 privilege thresholds', async () => {
      const admin = await fx.db.selectFrom('user').selectAll().where('e_mail', '=', ADMIN.email).executeTakeFirstOrThrow();
      expect(String(admin.id)).toBe('1');
      expect(Number(admin.status)).toBe(1);
      expect(Number(admin.mail_status)).toBe(1);
      expect(Number(admin.rank)).toBe(1);
      expect(admin.pass).toMatch(/^scrypt\$/);
      expect(admin.pass).not.toContain(ADMIN.password);
      const role = await fx.db.selectFrom('user_role_rel').select('role_id').where('user_id', '=', admin.id).executeTakeFirstOrThrow();
      expect(Number(role.role_id)).toBe(2);
      const privileges = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'privileges').executeTakeFirstOrThrow();
      expect(JSON.parse(privileges.content)).toEqual({ level: 2 });
      const ranks = await fx.db.selectFrom('config').select(['id', 'key', 'value']).where('key', 'in', ['rank.question.vote_up', 'rank.tag.add', 'rank.question.delete']).orderBy('id').execute();
      expect(ranks.map((row) => [Number(row.id), row.key, JSON.parse(row.value)])).toEqual([
        [38, 'rank.question.delete', -1],
        [39, 'rank.question.vote_up', 8],
        [51, 'rank.tag.add', 750],
      ]);
    });

    it('answers data null to a guest and to an unknown token', async () => {
      for (const token of [undefined, 'not-a-real-token']) {
        const response = await fx.host.api<Envelope>('GET', `${API}/user/info`, { token });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ code: 200, reason: 'base.success', data: null });
      }
    });

    it('logs the admin in and returns the logged user with the token echoed', async () => {
      const response = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/login/email`, {
        body: { e_mail: ADMIN.email.toUpperCase(), pass: ADMIN.password },
      });
      expect(response.status).toBe(200);
      const user = response.body.data;
      expect(user).toMatchObject({ id: '1', username: 'admin', e_mail: ADMIN.email, mail_status: 1, rank: 1, role_id: 2, status: 'normal', avatar: '', have_password: true });
      expect(user.access_token).toMatch(/^[0-9a-f]{64}$/);
      expect(user).not.toHaveProperty('pass');

      const info = await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: user.access_token });
      expect(info.body.data).toMatchObject({ id: '1', username: 'admin', role_id: 2, access_token: user.access_token });
      // nothing chosen: the Gravatar address of the email is offered, the site default (system) applies
      expect(info.body.data.avatar).toEqual({ type: '', gravatar: expect.stringMatching(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}$/), custom: '' });
      // the token is stored only as its hash
      const stored = await fx.db.selectFrom('user_session').select('token_hash').execute();
      expect(stored.some((row) => row.token_hash === user.access_token)).toBe(false);
    });

    it('gives the same field error for a wrong password and an unknown email', async () => {
      const wrong = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/login/email`, { body: { e_mail: ADMIN.email, pass: 'wrong-password' } });
      const unknown = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/login/email`, { body: { e_mail: 'nobody@example.com', pass: 'wrong-password' } });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(400);
        expect(response.body.reason).toBe('base.request_format_error');
        expect(response.body.data).toEqual([{ error_field: 'e_mail', error_msg: 'Email or password incorrect.' }]);
      }
      expect(unknown.body).toEqual(wrong.body);
    });

    it('makes a hash of older parameters again at the next login of its owner, and the password still works', async () => {
      const email = 'older-hash@example.com';
      const password = 'older-hash-pass';
      const added = await fx.host.api('POST', '/answer/admin/api/user', { token: fx.site.adminToken, body: { display_name: 'Older Hash', email, password } });
      expect(added.status).toBe(200);
      const current = (await fx.db.selectFrom('user').select('pass').where('e_mail', '=', email).executeTakeFirstOrThrow()).pass;
      // a hash as a site with another PASSWORD_COST made it: twice the memory of the test host's
      const salt = randomBytes(16);
      const older = ['scrypt', 2048, 8, 1, salt.toString('base64'), scryptSync(password, salt, 64, { N: 2048, r: 8, p: 1 }).toString('base64')].join('$');
      await fx.db.updateTable('user').set({ pass: older }).where('e_mail', '=', email).execute();

      const wrong = await fx.host.api('POST', `${API}/user/login/email`, { body: { e_mail: email, pass: 'not-the-password' }, headers: freshClient() });
      expect(wrong.status).toBe(400);
      expect((await fx.db.selectFrom('user').select('pass').where('e_mail', '=', email).executeTakeFirstOrThrow()).pass).toBe(older);

      const right = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/login/email`, { body: { e_mail: email, pass: password }, headers: freshClient() });
      expect(right.status).toBe(200);
      const remade = (await fx.db.selectFrom('user').select('pass').where('e_mail', '=', email).executeTakeFirstOrThrow()).pass;
      expect(remade).not.toBe(older);
      expect(remade.split('$').slice(0, 4)).toEqual(current.split('$').slice(0, 4));
      const again = await fx.host.api('POST', `${API}/user/login/email`, { body: { e_mail: email, pass: password }, headers: freshClient() });
      expect(again.status).toBe(200);
    });

    it('checks the login body with the form schema', async () => {
      const response = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/login/email`, { body: { e_mail: 'not-an-email', pass: 'short' } });
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual([
        { error_field: 'e_mail', error_msg: 'Email is invalid.' },
        { error_field: 'pass', error_msg: 'Password must be 8 to 32 characters in length.' },
      ]);
      const missing = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/login/email`, { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.data.map((item) => item.error_field).sort()).toEqual(['e_mail', 'pass']);
    });

    it('revokes the token on logout', async () => {
      const token = await login(fx.host);
      const out = await fx.host.api<Envelope>('GET', `${API}/user/logout`, { token });
      expect(out.status).toBe(200);
      expect(out.body.data).toBeNull();
      const info = await fx.host.api<Envelope>('GET', `${API}/user/info`, { token });
      expect(info.body.data).toBeNull();
      const again = await fx.host.api<Envelope>('GET', `${API}/user/logout`, { token });
      expect(again.status).toBe(401);
      // other sessions of the same user live on
      const other = await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: fx.site.adminToken });
      expect(other.body.data.id).toBe('1');
    });

    it('signs a new user up, logged in and waiting for activation', async () => {
      const response = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/register/email`, {
        body: { name: 'Jane Doe', e_mail: 'Jane@Example.com', pass: 'jane-password' },
      });
      expect(response.status).toBe(200);
      const user = response.body.data;
      expect(user).toMatchObject({ username: 'jane-doe', display_name: 'Jane Doe', e_mail: 'jane@example.com', mail_status: 2, role_id: 1, rank: 0, status: 'normal' });
      expect(user.id).not.toBe('1');
      const info = await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: user.access_token });
      expect(info.body.data).toMatchObject({ id: user.id, username: 'jane-doe', mail_status: 2 });
      expect(await login(fx.host, 'jane@example.com', 'jane-password')).toMatch(/^[0-9a-f]{64}$/);

      const sameName = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/register/email`, {
        body: { name: 'Jane Doe', e_mail: 'jane2@example.com', pass: 'jane-password' },
      });
      expect(sameName.status).toBe(200);
      expect(sameName.body.data.username).toMatch(/^jane-doe-\d+$/);
    });

    it('answers a taken email like a new one without a session, and refuses invalid fields, creating nothing', async () => {
      const before = await fx.db.selectFrom('user').select('id').execute();
      // saying "taken" would tell anyone which addresses have accounts; the owner gets a mail instead
      const taken = await fx.host.api<Envelope<null>>('POST', `${API}/user/register/email`, {
        body: { name: 'Another', e_mail: 'JANE@example.com', pass: 'another-password' },
      });
      expect(taken.status).toBe(200);
      expect(taken.body.data).toBeNull();
      expect(await login(fx.host, 'jane@example.com', 'jane-password')).toMatch(/^[0-9a-f]{64}$/);

      const invalid = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/register/email`, {
        body: { name: 'x', e_mail: 'bad', pass: '1234567' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.data).toEqual([
        { error_field: 'name', error_msg: 'Display name must be 2 to 30 characters in length.' },
        { error_field: 'e_mail', error_msg: 'Email is invalid.' },
        { error_field: 'pass', error_msg: 'Password must be 8 to 32 characters in length.' },
      ]);
      const badChars = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/register/email`, {
        body: { name: 'Jane <script>', e_mail: 'ok@example.com', pass: 'long-enough' },
      });
      expect(badChars.body.data).toEqual([{ error_field: 'name', error_msg: 'Display name can only contain letters, digits, spaces and . - _' }]);
      const tooLong = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/register/email`, {
        body: { name: 'a'.repeat(31), e_mail: 'ok@example.com', pass: 'p'.repeat(33) },
      });
      expect(tooLong.body.data.map((item) => item.error_field)).toEqual(['name', 'pass']);
      expect(await fx.db.selectFrom('user').select('id').execute()).toHaveLength(before.length);
    });

    it('refuses sign-up while registrations are closed', async () => {
      await setLogin({ allow_new_registrations: false, allow_email_registrations: true, allow_password_login: true, login_required: false, allow_email_domains: [] });
      try {
        const response = await fx.host.api<Envelope>('POST', `${API}/user/register/email`, {
          body: { name: 'Closed Door', e_mail: 'closed@example.com', pass: 'closed-password' },
        });
        expect(response.status).toBe(400);
        expect(response.body.reason).toBe('error.user.not_allowed_registration');
        expect(await fx.db.selectFrom('user').select('id').where('e_mail', '=', 'closed@example.com').executeTakeFirst()).toBeUndefined();
      } finally {
        await setLogin({ allow_new_registrations: true, allow_email_registrations: true, allow_password_login: true, login_required: false, allow_email_domains: [] });
      }
    });

    it('lists the roles for admins only', async () => {
      const roles = await fx.host.api<Envelope<{ id: number; name: string; description: string }[]>>('GET', '/answer/admin/api/roles', { token: fx.site.adminToken });
      expect(roles.status).toBe(200);
      expect(roles.body.data).toEqual([
        { id: 1, name: 'User', description: 'Default with no special access.' },
        { id: 2, name: 'Admin', description: 'Have the full power to access the site.' },
        { id: 3, name: 'Moderator', description: 'Has access to all posts except admin settings.' },
      ]);
      expect((await fx.host.api('GET', '/answer/admin/api/roles')).status).toBe(401);
      const member = await login(fx.host, 'jane@example.com', 'jane-password');
      expect((await fx.host.api('GET', '/answer/admin/api/roles', { token: member })).status).toBe(403);
    });

    it('answers 403 suspended to a suspended user logging in', async () => {
      const token = await login(fx.host, 'jane@example.com', 'jane-password');
      await fx.db.updateTable('user').set({ status: 9 }).where('e_mail', '=', 'jane@example.com').execute();
      try {
        const response = await fx.host.api<Envelope>('POST', `${API}/user/login/email`, { body: { e_mail: 'jane@example.com', pass: 'jane-password' } });
        expect(response.status).toBe(403);
        expect(response.body.data).toEqual({ type: 'suspended' });
        // a session opened before the suspension sees the suspended state
        const info = await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token });
        expect(info.body.data.status).toBe('suspended');
        // a wrong password still says nothing about the account
        const wrong = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/login/email`, { body: { e_mail: 'jane@example.com', pass: 'not-her-password' } });
        expect(wrong.status).toBe(400);
      } finally {
        await fx.db.updateTable('user').set({ status: 1 }).where('e_mail', '=', 'jane@example.com').execute();
      }
    });

    it('refuses password logins while admin has turned them off', async () => {
      await setLogin({ allow_new_registrations: true, allow_email_registrations: true, allow_password_login: false, login_required: false, allow_email_domains: [] });
      try {
        const response = await fx.host.api<Envelope>('POST', `${API}/user/login/email`, { body: { e_mail: ADMIN.email, pass: ADMIN.password }, headers: freshClient() });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ reason: 'error.user.password_login_disabled', msg: 'Password login is not allowed on this site.' });
      } finally {
        await setLogin({ allow_new_registrations: true, allow_email_registrations: true, allow_password_login: true, login_required: false, allow_email_domains: [] });
      }
    });

    it('limits logins to one account, right password or not, wherever they come from', async () => {
      const signUp = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/register/email`, {
        body: { name: 'Limit Person', e_mail: 'limit@example.com', pass: 'limit-password' },
        headers: freshClient(),
      });
      expect(signUp.status).toBe(200);
      await clearOfWindowEdge(15 * 60);
      const attempt = (pass: string) =>
        fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/login/email`, { body: { e_mail: 'LIMIT@example.com', pass }, headers: freshClient() });
      for (let count = 1; count <= 10; count += 1) {
        expect((await attempt(count % 2 ? 'wrong-password' : 'limit-password')).status, `attempt ${count}`).toBeLessThan(500);
      }
      const eleventh = await attempt('limit-password');
      expect(eleventh.status).toBe(400);
      expect(eleventh.body).toMatchObject({ reason: 'error.common.rate_limited', data: { err_type: 'toast' } });
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
      // other accounts are not affected
      expect((await fx.host.api('POST', `${API}/user/login/email`, { body: { e_mail: ADMIN.email, pass: ADMIN.password }, headers: freshClient() })).status).toBe(200);
    });

    it('limits logins from one client across accounts', async () => {
      await clearOfWindowEdge(15 * 60);
      const client = freshClient();
      for (let count = 1; count <= 30; count += 1) {
        const response = await fx.host.api('POST', `${API}/user/login/email`, { body: { e_mail: `guess${count}@example.com`, pass: 'guessed-password' }, headers: client });
        expect(response.status, `attempt ${count}`).toBe(400);
      }
      const next = await fx.host.api<Envelope>('POST', `${API}/user/login/email`, { body: { e_mail: ADMIN.email, pass: ADMIN.password }, headers: client });
      expect(next.status).toBe(400);
      expect(next.body).toMatchObject({ reason: 'error.common.rate_limited', data: { err_type: 'toast' } });
    });

    it('tells that no captcha is needed while no captcha plugin serves, and checks the action', async () => {
      for (const action of ['login', 'e_mail', 'find_pass']) {
        const response = await fx.host.api<Envelope>('GET', `${API}/user/action/record?action=${action}`);
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({ captcha_id: '', captcha_img: '', verify: false });
      }
      const missing = await fx.host.api<Envelope<FieldErrors>>('GET', `${API}/user/action/record`);
      expect(missing.status).toBe(400);
      expect(missing.body.data).toEqual([{ error_field: 'action', error_msg: 'Action cannot be empty.' }]);
    });
  });

  describe(`account captchas on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { captcha: true });

    const status = async (action: string, headers: Record<string, string>) =>
      (await fx.host.api<Envelope<{ captcha_id: string; captcha_img: string; verify: boolean }>>('GET', `${API}/user/action/record?action=${action}`, { headers })).body.data;
    /** A solved challenge: the answer the captcha plugin keeps in the shared cache. */
    const solved = async (action: string, headers: Record<string, string>) => {
      const { captcha_id, verify } = await status(action, headers);
      expect(verify).toBe(true);
      const row = await fx.db.selectFrom('kv_cache').select('value').where('cache_key', '=', `captcha_basic:captcha:${captcha_id}`).executeTakeFirstOrThrow();
      return { captcha_id, captcha_code: JSON.parse(row.value) as string };
    };

    it('asks for a captcha after three failed logins, and no more once one succeeds', async () => {
      const client = freshClient();
      const attempt = (pass: string, captcha: Record<string, string> = {}) =>
        fx.host.api<Envelope<FieldErrors | LoginResp>>('POST', `${API}/user/login/email`, { body: { e_mail: ADMIN.email, pass, ...captcha }, headers: client });
      expect((await status('login', client)).verify).toBe(false);
      for (let count = 1; count <= 3; count += 1) expect((await attempt('wrong-password')).status).toBe(400);
      expect((await status('login', client)).verify).toBe(true);
      // another client is not asked
      expect((await status('login', freshClient())).verify).toBe(false);

      const unanswered = await attempt(ADMIN.password);
      expect(unanswered.status).toBe(400);
      expect(unanswered.body.data).toEqual([{ error_field: 'captcha_code', error_msg: 'The captcha answer is not correct.' }]);
      const wrongAnswer = await attempt(ADMIN.password, { ...(await solved('login', client)), captcha_code: 'WRONG1' });
      expect((wrongAnswer.body.data as FieldErrors)[0].error_field).toBe('captcha_code');

      const answered = await attempt(ADMIN.password, await solved('login', client));
      expect(answered.status).toBe(200);
      expect((await status('login', client)).verify).toBe(false);
    });

    it('asks for a captcha on every sign-up', async () => {
      const client = freshClient();
      const body = { name: 'Captcha Person', e_mail: 'captcha@example.com', pass: 'captcha-password' };
      const unanswered = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/register/email`, { body, headers: client });
      expect(unanswered.status).toBe(400);
      expect(unanswered.body.data).toEqual([{ error_field: 'captcha_code', error_msg: 'The captcha answer is not correct.' }]);
      expect(await fx.db.selectFrom('user').select('id').where('e_mail', '=', 'captcha@example.com').executeTakeFirst()).toBeUndefined();

      const answered = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/register/email`, { body: { ...body, ...(await solved('e_mail', client)) }, headers: client });
      expect(answered.status).toBe(200);
      expect(answered.body.data.e_mail).toBe('captcha@example.com');
      // the resend on the confirm page takes its answer in the query string, as Answer's page sends it
      const token = answered.body.data.access_token;
      const resendUnanswered = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/email/verification/send`, { token, headers: client });
      expect((resendUnanswered.body.data as FieldErrors)[0].error_field).toBe('captcha_code');
    });
  });
}
