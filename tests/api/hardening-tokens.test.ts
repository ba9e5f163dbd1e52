/**
 * Access tokens and mail links seen as an attacker would: how long and random they are, that
 * the database never holds them in the clear, that every way a session ends takes effect on the
 * very next call, and that a link works once, for its own purpose and account only, until it
 * expires or the account changes under it. SQLite by default, every database in the full suite.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HARDENING_DATABASES, login, type Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { activatedUser, API, codeIn, freshClient, logIn, signUp, useMailbox, type FieldErrors, type LoginResp } from './accounts-email-support';

const KINDS = HARDENING_DATABASES;

interface Tables {
  user: { id: number | string; e_mail: string; mail_status: number; pass: string };
  user_session: { token_hash: string; user_id: number | string; expires_at: number | string };
  kv_cache: { cache_key: string; expires_at: number | string };
  site_info: { type: string; content: string };
}

const RESET_INVALID = { reason: 'error.password.reset_link_invalid', data: { err_type: 'alert' } };
const EMAIL_LINK_INVALID = { reason: 'error.email.link_invalid', data: { err_type: 'alert' } };
const ACTIVATION_EXPIRED = { reason: 'error.email.link_invalid', data: { type: 'url_expired' } };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Every value of every row of every table, as text: where a secret must not appear. */
async function everything<T>(db: Kysely<T>): Promise<string> {
  const tables = await db.introspection.getTables();
  const dumps: string[] = [];
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    dumps.push(JSON.stringify(rows.rows, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)));
  }
  return dumps.join('\n');
}

for (const kind of KINDS) {
  describe(`tokens and links on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx);

    let users = 0;
    /** A verified member with a live session, made through the admin (no mail, no rate limit). */
    const member = async (name: string) => {
      users += 1;
      const email = `member${users}@example.com`;
      const password = `member-password-${users}`;
      const added = await fx.host.api('POST', '/answer/admin/api/user', { token: fx.site.adminToken, body: { display_name: name, email, password } });
      expect(added.status).toBe(200);
      const row = await fx.db.selectFrom('user').select('id').where('e_mail', '=', email).executeTakeFirstOrThrow();
      return { id: String(row.id), email, password, token: await login(fx.host, email, password) };
    };

    /** A call only a live session may make: 200, 401 once the session is gone. */
    const guarded = (token: string) => fx.host.api<Envelope>('GET', `${API}/user/notification/config`, { token });
    const admin = (method: string, path: string, body: Record<string, unknown>) =>
      fx.host.api<Envelope>(method, `/answer/admin/api${path}`, { token: fx.site.adminToken, body });

    const askReset = (email: string) => fx.host.api<Envelope>('POST', `${API}/user/password/reset`, { body: { e_mail: email }, headers: freshClient() });
    const resetCode = async (email: string) => {
      expect((await askReset(email)).status).toBe(200);
      return codeIn(await mailbox().next(email), '/users/password-reset');
    };
    const replace = (code: string, pass: string, token?: string) =>
      fx.host.api<Envelope<FieldErrors | null>>('POST', `${API}/user/password/replacement`, { body: { code, pass }, token });
    const activate = (code: string, token?: string) => fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/email/verification`, { body: { code }, token });
    const askEmailChange = (token: string, email: string, pass: string) =>
      fx.host.api<Envelope>('POST', `${API}/user/email/change/code`, { token, body: { e_mail: email, pass }, headers: freshClient() });
    const emailChangeCode = async (token: string, email: string, pass: string) => {
      expect((await askEmailChange(token, email, pass)).status).toBe(200);
      return codeIn(await mailbox().next(email), '/users/confirm-new-email');
    };
    const confirmEmail = (code: string, token?: string) => fx.host.api<Envelope>('PUT', `${API}/user/email`, { body: { code }, token });
    const emailOf = async (id: string) => (await fx.db.selectFrom('user').select('e_mail').where('id', '=', id).executeTakeFirstOrThrow()).e_mail;

    /** Moves a code's expiry into the past, as the clock would. */
    const expire = async (code: string) => {
      const updated = await fx.db
        .updateTable('kv_cache')
        .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
        .where('cache_key', 'like', `%${sha256(code)}`)
        .executeTakeFirst();
      expect(Number(updated.numUpdatedRows)).toBe(1);
    };

    it('hands out long, random, distinct access tokens and stores only their hashes', async () => {
      const tokens = [fx.site.adminToken];
      for (let n = 0; n < 4; n += 1) {
        const someone = await member(`Token Holder ${n}`);
        tokens.push(someone.token);
        for (let again = 0; again < 4; again += 1) tokens.push(await login(fx.host, someone.email, someone.password));
      }
      expect(new Set(tokens).size).toBe(tokens.length);
      // entropy from the alphabet the tokens use and their length
      const alphabet = new Set(tokens.join('')).size;
      for (const token of tokens) expect(token.length * Math.log2(alphabet)).toBeGreaterThanOrEqual(128);
      // no shared prefix: nothing sequential or derived from the account
      const prefix = (a: string, b: string) => [...a].findIndex((char, index) => char !== b[index]);
      for (let index = 1; index < tokens.length; index += 1) expect(prefix(tokens[0], tokens[index])).toBeLessThan(8);

      const sessions = await fx.db.selectFrom('user_session').select('token_hash').execute();
      const hashes = new Set(sessions.map((row) => row.token_hash));
      for (const token of tokens) expect(hashes.has(sha256(token))).toBe(true);
      const stored = await everything(fx.db);
      expect(stored.includes(sha256(tokens[1])), 'the dump reaches the sessions').toBe(true);
      for (const token of tokens) expect(stored.includes(token), 'a token in the clear').toBe(false);
    });

    it('ends sessions on the very next call, however they end', async () => {
      const ended: [string, (user: Awaited<ReturnType<typeof member>>) => Promise<{ status: number }>][] = [
        ['logout', (user) => fx.host.api('GET', `${API}/user/logout`, { token: user.token })],
        ['admin sets the password', (user) => admin('PUT', '/user/password', { user_id: user.id, password: 'set-by-admin-1' })],
        ['admin deletes the user', (user) => admin('PUT', '/user/status', { user_id: user.id, status: 'deleted' })],
      ];
      for (const [how, end] of ended) {
        const user = await member(how);
        // the host now remembers who the token is for
        expect((await guarded(user.token)).status, how).toBe(200);
        expect((await end(user)).status, how).toBe(200);
        expect((await guarded(user.token)).status, how).toBe(401);
      }

      // a suspension keeps telling the session so, and lets it do nothing
      const suspended = await member('Suspended Member');
      expect((await guarded(suspended.token)).status).toBe(200);
      expect((await admin('PUT', '/user/status', { user_id: suspended.id, status: 'suspended', suspend_duration: '24h' })).status).toBe(200);
      const write = await fx.host.api<Envelope>('PUT', `${API}/user/info`, { token: suspended.token, body: { display_name: 'Still Here', username: 'still-here' } });
      expect(write.status).toBe(403);
      expect(write.body.data).toEqual({ type: 'suspended' });
      expect((await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: suspended.token })).body.data).toMatchObject({ status: 'suspended' });

      // a password change keeps the caller's session and ends every other one
      const changer = await member('Password Changer');
      const elsewhere = await login(fx.host, changer.email, changer.password);
      expect((await guarded(elsewhere)).status).toBe(200);
      const changed = await fx.host.api('PUT', `${API}/user/password`, { token: changer.token, body: { old_pass: changer.password, pass: 'changed-password-1' } });
      expect(changed.status).toBe(200);
      expect((await guarded(elsewhere)).status).toBe(401);
      expect((await guarded(changer.token)).status).toBe(200);

      // a role taken away is gone at once from open sessions
      const moderator = await member('Former Admin');
      expect((await admin('PUT', '/user/role', { user_id: moderator.id, role_id: 2 })).status).toBe(200);
      expect((await fx.host.api('GET', '/answer/admin/api/users/page', { token: moderator.token })).status).toBe(200);
      expect((await admin('PUT', '/user/role', { user_id: moderator.id, role_id: 1 })).status).toBe(200);
      expect((await fx.host.api('GET', '/answer/admin/api/users/page', { token: moderator.token })).status).toBe(403);
    });

    it('refuses a session past its expiry', async () => {
      const user = await member('Expiring Session');
      await fx.db.updateTable('user_session').set({ expires_at: Math.floor(Date.now() / 1000) - 1 }).where('token_hash', '=', sha256(user.token)).execute();
      expect((await guarded(user.token)).status).toBe(401);
      expect((await fx.host.api<Envelope>('GET', `${API}/user/info`, { token: user.token })).body.data).toBeNull();
    });

    it('stores link codes hashed, and refuses each once it has expired', async () => {
      const user = await activatedUser(fx, mailbox(), 'Expiring Links', 'expiring@example.com', 'expiring-password');
      const reset = await resetCode(user.e_mail);
      const change = await emailChangeCode(user.access_token, 'expiring-new@example.com', 'expiring-password');
      const signedUp = await signUp(fx, 'Late Activator', 'late@example.com', 'late-password');
      expect(signedUp.status).toBe(200);
      const activation = codeIn(await mailbox().next('late@example.com'), '/users/account-activation');

      const stored = await everything(fx.db);
      expect(stored.includes(sha256(reset)), 'the dump reaches the codes').toBe(true);
      for (const code of [reset, change, activation]) expect(stored.includes(code), 'a link code in the clear').toBe(false);

      for (const code of [reset, change, activation]) await expire(code);
      expect((await replace(reset, 'never-set-password')).body).toMatchObject(RESET_INVALID);
      expect((await fx.host.api('GET', `${API}/user/password/replacement/check?code=${encodeURIComponent(reset)}`)).body).toMatchObject(RESET_INVALID);
      expect((await confirmEmail(change)).body).toMatchObject(EMAIL_LINK_INVALID);
      expect((await activate(activation)).body).toMatchObject(ACTIVATION_EXPIRED);
      expect(await emailOf(user.id)).toBe('expiring@example.com');
      expect((await logIn(fx, user.e_mail, 'expiring-password')).status).toBe(200);
    });

    it('takes a code only for its own kind of link, without using it up elsewhere', async () => {
      const user = await activatedUser(fx, mailbox(), 'Kind Checker', 'kinds@example.com', 'kinds-password');
      const reset = await resetCode(user.e_mail);
      const change = await emailChangeCode(user.access_token, 'kinds-new@example.com', 'kinds-password');

      expect((await activate(reset)).body).toMatchObject(ACTIVATION_EXPIRED);
      expect((await confirmEmail(reset)).body).toMatchObject(EMAIL_LINK_INVALID);
      expect((await replace(change, 'never-set-password')).body).toMatchObject(RESET_INVALID);
      expect((await activate(change)).body).toMatchObject(ACTIVATION_EXPIRED);

      expect((await confirmEmail(change)).status).toBe(200);
      expect(await emailOf(user.id)).toBe('kinds-new@example.com');
      // the reset link went to the old address, which the account no longer has
      expect((await replace(reset, 'never-set-password')).body).toMatchObject(RESET_INVALID);
    });

    it("acts only on the account a code was sent for, whoever sends it, and answers nobody's secrets", async () => {
      const alice = await activatedUser(fx, mailbox(), 'Alice Owner', 'alice@example.com', 'alice-password');
      const mallory = await activatedUser(fx, mailbox(), 'Mallory Caller', 'mallory@example.com', 'mallory-password');
      const answers: unknown[] = [];

      const reset = await resetCode(alice.e_mail);
      const replaced = await replace(reset, 'alice-new-password', mallory.access_token);
      answers.push(replaced.body);
      expect(replaced.status).toBe(200);
      expect((await logIn(fx, 'alice@example.com', 'alice-new-password')).status).toBe(200);
      expect((await logIn(fx, 'mallory@example.com', 'mallory-password')).status).toBe(200);
      expect((await logIn(fx, 'mallory@example.com', 'alice-new-password')).status).toBe(400);

      const alicesSession = (await logIn(fx, 'alice@example.com', 'alice-new-password')).body.data as LoginResp;
      const change = await emailChangeCode(alicesSession.access_token, 'alice-moved@example.com', 'alice-new-password');
      const confirmed = await confirmEmail(change, mallory.access_token);
      answers.push(confirmed.body);
      expect(confirmed.status).toBe(200);
      expect(await emailOf(alice.id)).toBe('alice-moved@example.com');
      expect(await emailOf(mallory.id)).toBe('mallory@example.com');

      await fx.host.api('PUT', '/answer/admin/api/user/status', { token: fx.site.adminToken, body: { user_id: alice.id, status: 'inactive' } });
      const link = await fx.host.api<Envelope<{ activation_url: string }>>('GET', `/answer/admin/api/user/activation?user_id=${alice.id}`, { token: fx.site.adminToken });
      const activation = new URL(link.body.data.activation_url).searchParams.get('code') ?? '';
      const activated = await activate(activation, mallory.access_token);
      answers.push(activated.body);
      expect(activated.status).toBe(200);
      // the session the link opens is Alice's, and Mallory's account is untouched
      expect(activated.body.data).toMatchObject({ id: alice.id, e_mail: 'alice-moved@example.com' });
      const malloryNow = await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: mallory.access_token });
      expect(malloryNow.body.data).toMatchObject({ id: mallory.id, e_mail: 'mallory@example.com', mail_status: 1 });

      answers.push((await askReset('alice-moved@example.com')).body, (await askEmailChange(mallory.access_token, 'alice-moved@example.com', 'mallory-password')).body);
      const said = JSON.stringify(answers);
      for (const secret of [reset, change, activation, mallory.access_token]) expect(said.includes(secret)).toBe(false);
      expect(said.includes('mallory@example.com')).toBe(false);
    });

    it('lets no older link outlive the change it was meant for', async () => {
      // two reset links: the first one used ends the other
      const grace = await activatedUser(fx, mailbox(), 'Grace Twice', 'grace2@example.com', 'grace-password');
      const first = await resetCode(grace.e_mail);
      const second = await resetCode(grace.e_mail);
      expect((await replace(first, 'grace-second-password')).status).toBe(200);
      expect((await replace(second, 'grace-third-password')).body).toMatchObject(RESET_INVALID);
      expect((await logIn(fx, grace.e_mail, 'grace-third-password')).status).toBe(400);

      // a password changed in the settings ends the reset and email-change links sent before
      const henry = await activatedUser(fx, mailbox(), 'Henry Changes', 'henry@example.com', 'henry-password');
      const reset = await resetCode(henry.e_mail);
      const change = await emailChangeCode(henry.access_token, 'henry-thief@example.com', 'henry-password');
      const changed = await fx.host.api('PUT', `${API}/user/password`, { token: henry.access_token, body: { old_pass: 'henry-password', pass: 'henry-new-password' } });
      expect(changed.status).toBe(200);
      expect((await replace(reset, 'thief-password')).body).toMatchObject(RESET_INVALID);
      expect((await confirmEmail(change)).body).toMatchObject(EMAIL_LINK_INVALID);
      expect(await emailOf(String(henry.id))).toBe('henry@example.com');

      // an activation link that was not the one used does not log anyone in afterwards
      const signedUp = await signUp(fx, 'Ivan Activates', 'ivan@example.com', 'ivan-password');
      const ivan = signedUp.body.data as LoginResp;
      const fromSignUp = codeIn(await mailbox().next('ivan@example.com'), '/users/account-activation');
      expect((await fx.host.api('POST', `${API}/user/email/verification/send`, { token: ivan.access_token, headers: freshClient() })).status).toBe(200);
      const resent = codeIn(await mailbox().next('ivan@example.com'), '/users/account-activation');
      expect((await activate(resent)).status).toBe(200);
      expect((await activate(fromSignUp)).body).toMatchObject(ACTIVATION_EXPIRED);
    });
  });
}
