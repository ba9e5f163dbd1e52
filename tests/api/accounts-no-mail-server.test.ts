/**
 * Signing up on a site that has no mail server yet (a fresh install): the account is made, the
 * pages can learn that no email went out (`GET /user/email/delivery`), asking for the activation
 * mail again says why it cannot come, and nothing is lost: once an admin sets up SMTP the resent
 * link arrives and activates the account, point included.
 */
import { describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { API, codeIn, freshClient, signUp, useMailbox, type LoginResp } from './accounts-email-support';
import { useInstalledSite } from './test-database';

interface Tables {
  user: { id: number | string; e_mail: string; rank: number; mail_status: number };
  activity: { user_id: string; object_id: string; activity_type: number; rank: number };
}

const NO_MAIL_SERVER = {
  reason: 'error.email.no_mail_server',
  msg: "This site cannot send email yet: no mail server is set up. Please contact the site's administrators.",
  data: { err_type: 'toast' },
};

for (const kind of API_DATABASES) {
  describe(`sign-up without a mail server on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx, { configure: false });

    const delivery = (token?: string) => fx.host.api<Envelope<{ configured: boolean }>>('GET', `${API}/user/email/delivery`, { token });
    const resend = (token: string, lang?: string) =>
      fx.host.api<Envelope>('POST', `${API}/user/email/verification/send`, { token, lang, headers: freshClient() });
    const info = async (token: string) => (await fx.host.api<Envelope<{ e_mail: string; mail_status: number; rank: number }>>('GET', `${API}/user/info`, { token })).body.data;
    /** The member's activation point rows in their reputation history. */
    const pointRows = (userId: string) =>
      fx.db.selectFrom('activity').select(['object_id', 'rank']).where('user_id', '=', userId).where('activity_type', '=', 10).execute();

    let member: LoginResp;

    it('makes the account and tells the pages, not the mail, that no email went out', async () => {
      expect((await delivery()).body).toMatchObject({ code: 200, data: { configured: false } });

      const response = await signUp(fx, 'Early Bird', 'early@example.com', 'early-password');
      expect(response.status).toBe(200);
      member = response.body.data as LoginResp;
      // Answer's UserLoginResp, as Answer's own client expects it
      expect(member).toMatchObject({ e_mail: 'early@example.com', mail_status: 2, rank: 0 });
      expect(member.access_token).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(member)).not.toContain('configured');

      expect((await delivery(member.access_token)).body.data).toEqual({ configured: false });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailbox().all()).toEqual([]);
    });

    it('answers a resend with why no email can come, in the member’s language', async () => {
      const english = await resend(member.access_token);
      expect(english.status).toBe(400);
      expect(english.body).toMatchObject(NO_MAIL_SERVER);
      const chinese = await resend(member.access_token, 'zh-CN');
      expect(chinese.body).toMatchObject({ reason: NO_MAIL_SERVER.reason, msg: '本站点尚未设置邮件服务器，暂时无法发送邮件。请联系站点管理员。' });

      // moving to another address needs a mail too: refused the same way, the address kept
      const moved = await fx.host.api<Envelope>('POST', `${API}/user/email/change/code`, {
        token: member.access_token,
        body: { e_mail: 'early.bird@example.com', pass: 'early-password' },
        headers: freshClient(),
      });
      expect(moved.status).toBe(400);
      expect(moved.body).toMatchObject(NO_MAIL_SERVER);
      expect(await info(member.access_token)).toMatchObject({ e_mail: 'early@example.com', mail_status: 2, rank: 0 });
    });

    it('sends the activation link once an admin has set up mail, and the link activates the account', async () => {
      const saved = await fx.host.api<Envelope>('PUT', '/answer/admin/api/setting/smtp', {
        token: fx.site.adminToken,
        body: { from_email: 'noreply@example.com', from_name: 'Answer', smtp_host: '127.0.0.1', smtp_port: mailbox().port, encryption: '', smtp_authentication: false },
      });
      expect(saved.status).toBe(200);
      expect((await delivery()).body.data).toEqual({ configured: true });
      expect((await delivery(member.access_token)).body.data).toEqual({ configured: true });

      expect((await resend(member.access_token)).status).toBe(200);
      const mail = await mailbox().next('early@example.com');
      expect(mail.subject).toBe('[Answer Test] Confirm your new account');
      const verified = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/email/verification`, { body: { code: codeIn(mail, '/users/account-activation') } });
      expect(verified.status).toBe(200);
      expect(await info(member.access_token)).toMatchObject({ mail_status: 1, rank: 1 });
      expect((await pointRows(member.id)).map((row) => [row.object_id, Number(row.rank)])).toEqual([['0', 1]]);
    });
  });
}
