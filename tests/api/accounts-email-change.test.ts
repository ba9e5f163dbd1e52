/** Changing a verified account's address: the confirmation mail to the new one, and every refusal. */
import { describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite, writeSiteInfo } from './test-database';
import { activatedUser, API, codeIn, freshClient, logIn, useMailbox, type AccountTables, type FieldErrors, type LoginResp } from './accounts-email-support';
import { API_DATABASES } from './harness';

const LINK_INVALID = 'The link you used no longer works.';

for (const kind of API_DATABASES) {
  describe(`email change on ${kind}`, () => {
    const fx = useInstalledSite<AccountTables>(kind);
    const mailbox = useMailbox(fx);

    const askChange = (token: string, body: Record<string, unknown>) =>
      fx.host.api<Envelope<FieldErrors | null>>('POST', `${API}/user/email/change/code`, { token, body, headers: freshClient() });
    const confirm = (body: Record<string, unknown>) => fx.host.api<Envelope<null>>('PUT', `${API}/user/email`, { body });
    const info = async (token: string) => (await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token })).body.data;

    it('mails a confirmation link to the new address; following it moves the account there', async () => {
      const user = await activatedUser(fx, mailbox(), 'Alan Turing', 'alan@example.com', 'alan-password');
      const asked = await askChange(user.access_token, { e_mail: 'Alan@New.example.com', pass: 'alan-password' });
      expect(asked.status).toBe(200);
      // nothing changes until the new mailbox answers
      expect(await info(user.access_token)).toMatchObject({ e_mail: 'alan@example.com', mail_status: 1 });

      const mail = await mailbox().next('alan@new.example.com');
      expect(mail.subject).toBe('[Answer Test] Confirm your new email address');
      expect(mailbox().to('alan@example.com').filter((received) => received.subject.includes('new email'))).toHaveLength(0);
      const code = codeIn(mail, '/users/confirm-new-email');

      const confirmed = await confirm({ code });
      expect(confirmed.status).toBe(200);
      expect(await info(user.access_token)).toMatchObject({ e_mail: 'alan@new.example.com', mail_status: 1 });
      expect((await logIn(fx, 'alan@new.example.com', 'alan-password')).status).toBe(200);
      expect((await logIn(fx, 'alan@example.com', 'alan-password')).status).toBe(400);

      const reused = await confirm({ code });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ reason: 'error.email.link_invalid', msg: LINK_INVALID, data: { err_type: 'alert' } });
    });

    it('refuses a link whose address was taken by another account in the meantime', async () => {
      const user = await activatedUser(fx, mailbox(), 'Race Loser', 'loser@example.com', 'loser-password');
      expect((await askChange(user.access_token, { e_mail: 'contested@example.com', pass: 'loser-password' })).status).toBe(200);
      const code = codeIn(await mailbox().next('contested@example.com'), '/users/confirm-new-email');
      await activatedUser(fx, mailbox(), 'Race Winner', 'contested@example.com', 'winner-password');

      const response = await confirm({ code });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ reason: 'error.email.duplicate', msg: 'Email already exists.', data: { err_type: 'alert' } });
      expect(await info(user.access_token)).toMatchObject({ e_mail: 'loser@example.com' });
    });

    it('refuses unknown and missing codes', async () => {
      for (const body of [{ code: 'made-up' }, {}]) {
        const response = await confirm(body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ msg: LINK_INVALID, data: { err_type: 'alert' } });
      }
    });

    it('answers each refused field on its own field, sending nothing', async () => {
      const user = await activatedUser(fx, mailbox(), 'Field Checker', 'fields@example.com', 'fields-password');
      const token = user.access_token;
      const cases: [Record<string, unknown>, FieldErrors][] = [
        [{ pass: 'fields-password' }, [{ error_field: 'e_mail', error_msg: 'Email cannot be empty.' }]],
        [{ e_mail: 'nope', pass: 'fields-password' }, [{ error_field: 'e_mail', error_msg: 'Email is invalid.' }]],
        [{ e_mail: `${'a'.repeat(495)}@example.com`, pass: 'fields-password' }, [{ error_field: 'e_mail', error_msg: 'Email must be up to 500 characters in length.' }]],
        [{ e_mail: 'ok@example.com', pass: 'short' }, [{ error_field: 'pass', error_msg: 'Password must be 8 to 32 characters in length.' }]],
      ];
      for (const [body, errors] of cases) {
        const response = await askChange(token, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.data).toEqual(errors);
      }
      // the per-account mail limit counts attempts: a second user for the checks behind the schema
      const other = (await activatedUser(fx, mailbox(), 'Second Checker', 'second@example.com', 'second-password')).access_token;
      const refusals: [Record<string, unknown>, FieldErrors][] = [
        [{ e_mail: 'new-second@example.com', pass: 'wrong-password' }, [{ error_field: 'pass', error_msg: 'The password is not correct.' }]],
        [{ e_mail: 'Second@example.com', pass: 'second-password' }, [{ error_field: 'e_mail', error_msg: 'This is already your email address.' }]],
        [{ e_mail: 'fields@example.com', pass: 'second-password' }, [{ error_field: 'e_mail', error_msg: 'Email already exists.' }]],
      ];
      for (const [body, errors] of refusals) {
        const response = await askChange(other, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.data).toEqual(errors);
      }
      expect(mailbox().to('new-second@example.com')).toHaveLength(0);
      expect((await fx.host.api('POST', `${API}/user/email/change/code`, { body: { e_mail: 'x@example.com' } })).status).toBe(401);
    });

    it('keeps to the allowed email domains', async () => {
      const user = await activatedUser(fx, mailbox(), 'Domain Person', 'domain@example.com', 'domain-password');
      const login = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'login').executeTakeFirstOrThrow();
      await writeSiteInfo(fx.db, 'login', JSON.stringify({ ...JSON.parse(login.content), allow_email_domains: ['example.com'] }));
      try {
        const refused = await askChange(user.access_token, { e_mail: 'domain@elsewhere.org', pass: 'domain-password' });
        expect(refused.status).toBe(400);
        expect(refused.body.data).toEqual([{ error_field: 'e_mail', error_msg: 'Your email domain is not allowed on this site.' }]);
        const signUp = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/register/email`, {
          body: { name: 'Outsider', e_mail: 'outsider@elsewhere.org', pass: 'outsider-password' },
          headers: freshClient(),
        });
        expect(signUp.body.data).toEqual([{ error_field: 'e_mail', error_msg: 'Your email domain is not allowed on this site.' }]);
        expect((await askChange(user.access_token, { e_mail: 'domain2@example.com', pass: 'domain-password' })).status).toBe(200);
      } finally {
        await writeSiteInfo(fx.db, 'login', login.content);
      }
    });
  });
}
