/** Account recovery with real mail: the reset link, the new password, and what a used link says. */
import { describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { linkIn } from './mailbox';
import { useInstalledSite } from './test-database';
import {
  activatedUser,
  API,
  clearOfWindowEdge,
  codeIn,
  freshClient,
  logIn,
  useMailbox,
  type AccountTables,
  type FieldErrors,
  type LoginResp,
} from './accounts-email-support';
import { API_DATABASES } from './harness';

const RESET_LINK_INVALID = 'Sorry, this password reset link is no longer valid.';

for (const kind of API_DATABASES) {
  describe(`account recovery by email on ${kind}`, () => {
    const fx = useInstalledSite<AccountTables>(kind);
    const mailbox = useMailbox(fx);

    const askReset = (email: string, headers = freshClient()) =>
      fx.host.api<Envelope<null | FieldErrors>>('POST', `${API}/user/password/reset`, { body: { e_mail: email }, headers });
    const replace = (body: Record<string, unknown>) => fx.host.api<Envelope<null | FieldErrors>>('POST', `${API}/user/password/replacement`, { body });
    const checkLink = (code: string) => fx.host.api<Envelope>('GET', `${API}/user/password/replacement/check?code=${encodeURIComponent(code)}`);

    it('mails a reset link; the new password replaces the old one and ends every session', async () => {
      const user = await activatedUser(fx, mailbox(), 'Grace Hopper', 'grace@example.com', 'grace-password');
      const otherSession = ((await logIn(fx, 'grace@example.com', 'grace-password')).body.data as LoginResp).access_token;

      const asked = await askReset('Grace@Example.com');
      expect(asked.status).toBe(200);
      expect(asked.body.data).toBeNull();
      const mail = await mailbox().next('grace@example.com');
      expect(mail.subject).toBe('[Answer Test] Choose a new password');
      const link = linkIn(mail, '/users/password-reset');
      expect(link.origin).toBe(fx.host.origin);
      const code = link.searchParams.get('code') ?? '';

      // the page may look at the link first without using it up
      expect((await checkLink(code)).status).toBe(200);
      expect((await checkLink(code)).status).toBe(200);

      const replaced = await replace({ code, pass: 'grace-new-password' });
      expect(replaced.status).toBe(200);
      const oldPassword = await logIn(fx, 'grace@example.com', 'grace-password');
      expect(oldPassword.status).toBe(400);
      expect(oldPassword.body.data).toEqual([{ error_field: 'e_mail', error_msg: 'Email or password incorrect.' }]);
      expect((await logIn(fx, 'grace@example.com', 'grace-new-password')).status).toBe(200);
      for (const token of [user.access_token, otherSession]) {
        expect((await fx.host.api<Envelope>('GET', `${API}/user/info`, { token })).body.data).toBeNull();
        expect((await fx.host.api('GET', `${API}/user/logout`, { token })).status).toBe(401);
      }

      const reused = await replace({ code, pass: 'grace-third-password' });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ reason: 'error.password.reset_link_invalid', msg: RESET_LINK_INVALID, data: { err_type: 'alert' } });
      const checked = await checkLink(code);
      expect(checked.status).toBe(400);
      expect(checked.body).toMatchObject({ msg: RESET_LINK_INVALID, data: { err_type: 'alert' } });
      expect((await logIn(fx, 'grace@example.com', 'grace-third-password')).status).toBe(400);
    });

    it('answers an unknown address exactly like a known one, and mails nobody', async () => {
      const before = mailbox().all().length;
      const unknown = await askReset('nobody-here@example.com');
      const known = await askReset('grace@example.com');
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      await mailbox().next('grace@example.com');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailbox().to('nobody-here@example.com')).toHaveLength(0);
      expect(mailbox().all()).toHaveLength(before + 1);
    });

    it('checks the new password before using the link up', async () => {
      await askReset('grace@example.com');
      const code = codeIn(await mailbox().next('grace@example.com'), '/users/password-reset');
      const short = await replace({ code, pass: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.data).toEqual([{ error_field: 'pass', error_msg: 'Password must be 8 to 32 characters in length.' }]);
      const long = await replace({ code, pass: 'p'.repeat(33) });
      expect(long.body.data).toEqual([{ error_field: 'pass', error_msg: 'Password must be 8 to 32 characters in length.' }]);
      const missing = await replace({ code });
      expect(missing.body.data).toEqual([{ error_field: 'pass', error_msg: 'Password cannot be empty.' }]);
      expect((await replace({ code, pass: 'grace-fourth-password' })).status).toBe(200);
    });

    it('refuses unknown codes with the same alert', async () => {
      for (const code of ['made-up-code', 'x'.repeat(100)]) {
        const response = await replace({ code, pass: 'whatever-password' });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ msg: RESET_LINK_INVALID, data: { err_type: 'alert' } });
      }
      const missing = await replace({ pass: 'whatever-password' });
      expect(missing.body.data).toEqual([{ error_field: 'code', error_msg: 'The link is not valid.' }]);
    });

    it('checks the recovery form with its schema', async () => {
      const cases: [unknown, FieldErrors][] = [
        [{}, [{ error_field: 'e_mail', error_msg: 'Email cannot be empty.' }]],
        [{ e_mail: '' }, [{ error_field: 'e_mail', error_msg: 'Email cannot be empty.' }]],
        [{ e_mail: 'not-an-address' }, [{ error_field: 'e_mail', error_msg: 'Email is invalid.' }]],
        [{ e_mail: `${'a'.repeat(495)}@example.com` }, [{ error_field: 'e_mail', error_msg: 'Email must be up to 500 characters in length.' }]],
      ];
      for (const [body, errors] of cases) {
        const response = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/password/reset`, { body, headers: freshClient() });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.data).toEqual(errors);
      }
    });

    it('limits recovery mails per address and per client', async () => {
      await clearOfWindowEdge(60 * 60);
      const address = 'limited@example.com';
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await askReset(address)).status, `attempt ${attempt}`).toBe(200);
      const perAddress = await askReset(address);
      expect(perAddress.status).toBe(400);
      expect(perAddress.body).toMatchObject({ reason: 'error.common.rate_limited', data: { err_type: 'toast' } });

      const client = freshClient();
      for (let attempt = 1; attempt <= 10; attempt += 1) expect((await askReset(`someone${attempt}@example.com`, client)).status).toBe(200);
      const perClient = await askReset('someone-else@example.com', client);
      expect(perClient.status).toBe(400);
      expect(perClient.body).toMatchObject({ reason: 'error.common.rate_limited', data: { err_type: 'toast' } });
    });
  });
}
