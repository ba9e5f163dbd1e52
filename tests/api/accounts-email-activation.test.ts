/**
 * Sign-up by email with real mail: the activation link, resending it, a sign-up with an address
 * that already has an account, and an unverified user moving to another address.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { configureSmtp, linkIn } from './mailbox';
import { useInstalledSite, writeSiteInfo } from './test-database';
import { API, codeIn, freshClient, logIn, signUp, useMailbox, type AccountTables, type FieldErrors, type LoginResp } from './accounts-email-support';
import { API_DATABASES } from './harness';

for (const kind of API_DATABASES) {
  describe(`account activation by email on ${kind}`, () => {
    const fx = useInstalledSite<AccountTables>(kind);
    const mailbox = useMailbox(fx);

    const verify = (code: string) => fx.host.api<Envelope<LoginResp | { type: string }>>('POST', `${API}/user/email/verification`, { body: { code } });
    const resend = (token: string) => fx.host.api<Envelope>('POST', `${API}/user/email/verification/send`, { token, headers: freshClient() });
    const info = (token: string) => fx.host.api<Envelope<LoginResp | null>>('GET', `${API}/user/info`, { token });
    const mailStatus = async (email: string) =>
      Number((await fx.db.selectFrom('user').select('mail_status').where('e_mail', '=', email).executeTakeFirstOrThrow()).mail_status);

    it('mails an activation link on sign-up that verifies the address and logs the user in, once', async () => {
      const signedUp = await signUp(fx, 'Ada Lovelace', 'ada@example.com', 'ada-password');
      expect(signedUp.status).toBe(200);
      expect(signedUp.body.data).toMatchObject({ e_mail: 'ada@example.com', mail_status: 2 });

      const mail = await mailbox().next('ada@example.com');
      expect(mail.subject).toBe('[Answer Test] Confirm your new account');
      expect(mail.text).toContain('Hello Ada Lovelace');
      const link = linkIn(mail, '/users/account-activation');
      expect(link.origin).toBe(fx.host.origin);
      expect(mail.html).toContain(`<a href="${link.href}">`);
      expect(await mailStatus('ada@example.com')).toBe(2);

      const verified = await verify(link.searchParams.get('code') ?? '');
      expect(verified.status).toBe(200);
      const user = verified.body.data as LoginResp;
      expect(user).toMatchObject({ e_mail: 'ada@example.com', mail_status: 1, status: 'normal' });
      expect(user.access_token).toMatch(/^[0-9a-f]{64}$/);
      expect(await mailStatus('ada@example.com')).toBe(1);
      expect((await info(user.access_token)).body.data).toMatchObject({ e_mail: 'ada@example.com', mail_status: 1 });

      const again = await verify(link.searchParams.get('code') ?? '');
      expect(again.status).toBe(403);
      expect(again.body).toMatchObject({ reason: 'error.email.link_invalid', msg: 'The link you used no longer works.', data: { type: 'url_expired' } });
    });

    it('takes the activation code from the query string too, as Answer documents', async () => {
      await signUp(fx, 'Query Code', 'query@example.com', 'query-password');
      const code = codeIn(await mailbox().next('query@example.com'), '/users/account-activation');
      const response = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/email/verification?code=${encodeURIComponent(code)}`);
      expect(response.status).toBe(200);
      expect(response.body.data.mail_status).toBe(1);
    });

    it('refuses unknown and missing codes with url_expired', async () => {
      for (const body of [{ code: 'not-a-real-code' }, {}, { code: 'x'.repeat(1000) }]) {
        const response = await fx.host.api<Envelope>('POST', `${API}/user/email/verification`, { body });
        expect(response.status).toBe(403);
        expect(response.body.data).toEqual({ type: 'url_expired' });
      }
    });

    it('sends the activation link again to an unverified user, and nothing to a verified one', async () => {
      const signedUp = await signUp(fx, 'Resend Me', 'resend@example.com', 'resend-password');
      const token = (signedUp.body.data as LoginResp).access_token;
      await mailbox().next('resend@example.com');

      const response = await resend(token);
      expect(response.status).toBe(200);
      const second = await mailbox().next('resend@example.com');
      expect(second.subject).toBe('[Answer Test] Confirm your new account');
      const verified = await verify(codeIn(second, '/users/account-activation'));
      expect(verified.status).toBe(200);

      const before = mailbox().to('resend@example.com').length;
      expect((await resend(token)).status).toBe(200);
      // a mail that would arrive is given time to; none does
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailbox().to('resend@example.com')).toHaveLength(before);
      expect((await fx.host.api('POST', `${API}/user/email/verification/send`)).status).toBe(401);
    });

    it('limits how often one account asks for mail', async () => {
      const signedUp = await signUp(fx, 'Many Mails', 'many@example.com', 'many-password');
      const token = (signedUp.body.data as LoginResp).access_token;
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await resend(token)).status, `attempt ${attempt}`).toBe(200);
      const sixth = await resend(token);
      expect(sixth.status).toBe(400);
      expect(sixth.body).toMatchObject({ reason: 'error.common.rate_limited', data: { err_type: 'toast' } });
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('tells the owner of a taken address instead of the person signing up', async () => {
      const response = await signUp(fx, 'Someone Else', 'ADA@example.com', 'other-password');
      expect(response.status).toBe(200);
      expect(response.body.data).toBeNull();
      const users = await fx.db.selectFrom('user').select('id').where('e_mail', '=', 'ada@example.com').execute();
      expect(users).toHaveLength(1);

      const mail = await mailbox().next('ada@example.com');
      expect(mail.subject).toBe('[Answer Test] You already have an account');
      expect(linkIn(mail, '/users/login').pathname).toBe('/users/login');
      // the reset link in it works like the one from account recovery
      const code = codeIn(mail, '/users/password-reset');
      const replaced = await fx.host.api<Envelope>('POST', `${API}/user/password/replacement`, { body: { code, pass: 'ada-new-password' } });
      expect(replaced.status).toBe(200);
      expect((await logIn(fx, 'ada@example.com', 'ada-new-password')).status).toBe(200);
      // the one who tried to sign up cannot log in with the password they chose
      expect((await logIn(fx, 'ada@example.com', 'other-password')).status).toBe(400);
    });

    it('moves an unverified user to a new address at once and sends the activation link there', async () => {
      const signedUp = await signUp(fx, 'Typo Person', 'typo@exmaple.com', 'typo-password');
      const token = (signedUp.body.data as LoginResp).access_token;
      const oldCode = codeIn(await mailbox().next('typo@exmaple.com'), '/users/account-activation');

      const changed = await fx.host.api<Envelope>('POST', `${API}/user/email/change/code`, {
        token,
        body: { e_mail: 'Typo@Example.com', pass: 'typo-password' },
        headers: freshClient(),
      });
      expect(changed.status).toBe(200);
      expect((await info(token)).body.data).toMatchObject({ e_mail: 'typo@example.com', mail_status: 2 });

      // the link sent to the mistyped address no longer activates anything
      const stale = await verify(oldCode);
      expect(stale.status).toBe(403);
      const mail = await mailbox().next('typo@example.com');
      expect(mail.subject).toBe('[Answer Test] Confirm your new account');
      const verified = await verify(codeIn(mail, '/users/account-activation'));
      expect(verified.status).toBe(200);
      expect(verified.body.data).toMatchObject({ e_mail: 'typo@example.com', mail_status: 1 });
    });

    it('asks an unverified user with a password for it before moving the address', async () => {
      const signedUp = await signUp(fx, 'Careful Person', 'careful@example.com', 'careful-password');
      const token = (signedUp.body.data as LoginResp).access_token;
      const send = (body: Record<string, unknown>) =>
        fx.host.api<Envelope<FieldErrors>>('POST', `${API}/user/email/change/code`, { token, body, headers: freshClient() });
      const missing = await send({ e_mail: 'careful2@example.com' });
      expect(missing.status).toBe(400);
      expect(missing.body.data).toEqual([{ error_field: 'pass', error_msg: 'Password cannot be empty.' }]);
      const wrong = await send({ e_mail: 'careful2@example.com', pass: 'not-the-password' });
      expect(wrong.body.data).toEqual([{ error_field: 'pass', error_msg: 'The password is not correct.' }]);
      expect((await info(token)).body.data).toMatchObject({ e_mail: 'careful@example.com' });
    });

    it('keeps the account when mail is not set up, and says so when asked to resend', async () => {
      await writeSiteInfo(fx.db, 'smtp', JSON.stringify({ smtp_host: '' }));
      try {
        const signedUp = await signUp(fx, 'No Mail', 'nomail@example.com', 'nomail-password');
        expect(signedUp.status).toBe(200);
        const token = (signedUp.body.data as LoginResp).access_token;
        expect((await info(token)).body.data).toMatchObject({ e_mail: 'nomail@example.com', mail_status: 2 });

        const response = await resend(token);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          reason: 'error.email.no_mail_server',
          msg: "This site cannot send email yet: no mail server is set up. Please contact the site's administrators.",
          data: { err_type: 'toast' },
        });
      } finally {
        await configureSmtp(fx.db, mailbox());
      }
    });

    it('keeps the account calls open to a user waiting for activation on a site that requires login', async () => {
      const signedUp = await signUp(fx, 'Private Person', 'private@example.com', 'private-password');
      const token = (signedUp.body.data as LoginResp).access_token;
      await mailbox().next('private@example.com');
      const login = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'login').executeTakeFirstOrThrow();
      await writeSiteInfo(fx.db, 'login', JSON.stringify({ ...JSON.parse(login.content), login_required: true }));
      try {
        expect((await resend(token)).status).toBe(200);
        const verified = await verify(codeIn(await mailbox().next('private@example.com'), '/users/account-activation'));
        expect(verified.status).toBe(200);
        const recovery = await fx.host.api('POST', `${API}/user/password/reset`, { body: { e_mail: 'private@example.com' }, headers: freshClient() });
        expect(recovery.status).toBe(200);
        const code = codeIn(await mailbox().next('private@example.com'), '/users/password-reset');
        expect((await fx.host.api('GET', `${API}/user/password/replacement/check?code=${code}`)).status).toBe(200);
        expect((await fx.host.api('GET', `${API}/user/logout`, { token })).status).toBe(200);
      } finally {
        await writeSiteInfo(fx.db, 'login', login.content);
      }
    });

    it('writes the mail in the site language when the user chose none', async () => {
      const siteInterface = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'interface').executeTakeFirst();
      const previous = siteInterface?.content ?? '{}';
      await writeSiteInfo(fx.db, 'interface', JSON.stringify({ ...JSON.parse(previous), language: 'zh_CN' }));
      try {
        await signUp(fx, 'Li Lei', 'lilei@example.com', 'lilei-password');
        const mail = await mailbox().next('lilei@example.com');
        expect(mail.subject).toBe('[Answer Test] 确认你的新账号');
        expect(mail.text).toContain('Li Lei，你好');
      } finally {
        await writeSiteInfo(fx.db, 'interface', previous);
      }
    });
  });
}
