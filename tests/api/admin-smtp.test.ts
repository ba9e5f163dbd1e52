/** Admin SMTP settings: reading, saving (the password stays on the server) and the test email, on each database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DATABASES, freePort, login, type Envelope } from './harness';
import { startMailbox, type Mailbox, type ReceivedMail } from './mailbox';
import { useInstalledSite, writeSiteInfo } from './test-database';

const SMTP = '/answer/admin/api/setting/smtp';

interface Tables {
  site_info: { type: string; content: string };
}

interface SmtpResp {
  from_email: string;
  from_name: string;
  smtp_host: string;
  smtp_port: number;
  encryption: string;
  smtp_username: string;
  smtp_password: string;
  smtp_authentication: boolean;
  smtp_password_set: boolean;
}

type FieldErrors = { error_field: string; error_msg: string }[];

const PORT_MESSAGE = 'SMTP port must be between 1 and 65535.';

/** The `From:` header as the recipient's mail program shows it. */
function fromHeader(mail: ReceivedMail): string {
  return /^From:\s*(.+)$/im.exec(mail.raw)?.[1].trim() ?? '';
}

for (const kind of API_DATABASES) {
  describe(`admin SMTP settings on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let mailbox: Mailbox;

    beforeAll(async () => {
      mailbox = await startMailbox();
    });
    afterAll(async () => {
      await mailbox?.close();
    });

    const admin = () => fx.site.adminToken;
    const getSmtp = () => fx.host.api<Envelope<SmtpResp>>('GET', SMTP, { token: admin() });
    const putSmtp = (body: unknown, lang?: string) => fx.host.api<Envelope<FieldErrors | null>>('PUT', SMTP, { token: admin(), body, lang });
    const storedRow = async () => {
      const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'smtp').executeTakeFirstOrThrow();
      return JSON.parse(row.content) as Record<string, unknown>;
    };
    const toMailbox = (overrides: Record<string, unknown> = {}) => ({
      from_email: 'mailer@example.com',
      from_name: 'Site Mailer',
      smtp_host: '127.0.0.1',
      smtp_port: mailbox.port,
      encryption: '',
      smtp_authentication: false,
      ...overrides,
    });

    it('answers the defaults before anything is saved', async () => {
      const response = await getSmtp();
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        from_email: '',
        from_name: '',
        smtp_host: '',
        smtp_port: 25,
        encryption: '',
        smtp_username: '',
        smtp_password: '',
        smtp_authentication: false,
        smtp_password_set: false,
      });
    });

    it('saves the settings and never sends the password back', async () => {
      const saved = await putSmtp({
        from_email: 'noreply@example.com',
        from_name: 'Answer Team',
        smtp_host: 'smtp.example.com',
        smtp_port: 465,
        encryption: 'SSL',
        smtp_authentication: true,
        smtp_username: 'mailer',
        smtp_password: 'first-secret',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toBeNull();

      const response = await getSmtp();
      expect(response.body.data).toEqual({
        from_email: 'noreply@example.com',
        from_name: 'Answer Team',
        smtp_host: 'smtp.example.com',
        smtp_port: 465,
        encryption: 'SSL',
        smtp_username: 'mailer',
        smtp_password: '',
        smtp_authentication: true,
        smtp_password_set: true,
      });
      expect(JSON.stringify(response.body)).not.toContain('first-secret');
      expect(await storedRow()).toMatchObject({ smtp_host: 'smtp.example.com', smtp_password: 'first-secret' });
    });

    it('keeps the saved password when the form leaves it empty', async () => {
      const response = await putSmtp({
        from_email: 'noreply@example.com',
        from_name: 'Renamed Team',
        smtp_host: 'smtp.example.com',
        smtp_port: 587,
        encryption: 'TLS',
        smtp_authentication: true,
        smtp_username: 'mailer',
        smtp_password: '',
      });
      expect(response.status).toBe(200);
      expect(await storedRow()).toMatchObject({ from_name: 'Renamed Team', smtp_port: 587, encryption: 'TLS', smtp_password: 'first-secret' });

      // turning authentication off keeps the credentials for when it is turned on again
      expect((await putSmtp({ from_email: 'noreply@example.com', smtp_port: 587, smtp_authentication: false, smtp_username: '' })).status).toBe(200);
      expect(await storedRow()).toMatchObject({ smtp_authentication: false, smtp_username: 'mailer', smtp_password: 'first-secret' });
      expect((await getSmtp()).body.data).toMatchObject({ smtp_authentication: false, smtp_username: 'mailer', smtp_password: '', smtp_password_set: true });

      // a new password replaces the old one
      const replaced = await putSmtp({ from_email: 'noreply@example.com', smtp_port: 587, smtp_authentication: true, smtp_username: 'mailer', smtp_password: 'second-secret' });
      expect(replaced.status).toBe(200);
      expect(await storedRow()).toMatchObject({ smtp_authentication: true, smtp_password: 'second-secret' });
    });

    it('refuses a port outside 1-65535 on the port field, saving nothing', async () => {
      const before = await storedRow();
      for (const port of [-1, 70000, 25.5, '25', '']) {
        const response = await putSmtp({ from_email: 'noreply@example.com', smtp_port: port });
        expect(response.status, `port ${JSON.stringify(port)}`).toBe(400);
        expect(response.body.data).toEqual([{ error_field: 'smtp_port', error_msg: PORT_MESSAGE }]);
        expect(response.body.msg).toBe(PORT_MESSAGE);
      }
      const chinese = await putSmtp({ from_email: 'noreply@example.com', smtp_port: 70000 }, 'zh-CN');
      expect(chinese.body.data).toEqual([{ error_field: 'smtp_port', error_msg: 'SMTP 端口必须在 1 到 65535 之间。' }]);
      expect(await storedRow()).toEqual(before);
    });

    it('refuses other bad fields on the matching field', async () => {
      const before = await storedRow();
      const cases: [Record<string, unknown>, FieldErrors][] = [
        [{ from_email: 'not-an-email', smtp_port: 25 }, [{ error_field: 'from_email', error_msg: 'From email is not a valid email address.' }]],
        // a mail server needs a sender
        [{ from_email: '', smtp_port: 25, smtp_host: 'smtp.example.com' }, [{ error_field: 'from_email', error_msg: 'From email cannot be empty.' }]],
        [{ smtp_port: 25, smtp_host: 'smtp.example.com' }, [{ error_field: 'from_email', error_msg: 'From email cannot be empty.' }]],
        [{ from_email: 'noreply@example.com', smtp_port: 25, encryption: 'STARTTLS' }, [{ error_field: 'encryption', error_msg: 'Encryption must be None, SSL or TLS.' }]],
        [{ from_email: 'noreply@example.com', smtp_port: 25, smtp_host: 'smtp://mail.example.com' }, [{ error_field: 'smtp_host', error_msg: 'SMTP host must be a host name or an IP address, such as smtp.example.com.' }]],
        [{ from_email: 'noreply@example.com', smtp_port: 25, smtp_host: 'h'.repeat(257) }, [{ error_field: 'smtp_host', error_msg: 'SMTP host must be at most 256 characters.' }]],
        [{ from_email: 'noreply@example.com', smtp_port: 25, from_name: 'n'.repeat(257) }, [{ error_field: 'from_name', error_msg: 'From name must be at most 256 characters.' }]],
        [{ from_email: 'noreply@example.com', smtp_port: 25, smtp_authentication: true, smtp_username: '' }, [{ error_field: 'smtp_username', error_msg: 'SMTP username cannot be empty.' }]],
        [
          { from_email: 'noreply@example.com', smtp_port: 25, smtp_authentication: true, smtp_username: 'mailer', smtp_password: 'p'.repeat(257) },
          [{ error_field: 'smtp_password', error_msg: 'SMTP password must be at most 256 characters.' }],
        ],
      ];
      for (const [body, errors] of cases) {
        const response = await putSmtp(body);
        expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
        expect(response.body.data).toEqual(errors);
      }
      expect(await storedRow()).toEqual(before);
    });

    it('asks for a password when authentication is turned on and none is saved', async () => {
      await writeSiteInfo(fx.db, 'smtp', JSON.stringify({ ...(await storedRow()), smtp_password: '' }));
      const response = await putSmtp({ from_email: 'noreply@example.com', smtp_port: 25, smtp_authentication: true, smtp_username: 'mailer', smtp_password: '' });
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual([{ error_field: 'smtp_password', error_msg: 'SMTP password cannot be empty.' }]);
      expect((await getSmtp()).body.data.smtp_password_set).toBe(false);
    });

    it('saves and then sends a test email that arrives from the configured sender', async () => {
      const response = await putSmtp(toMailbox({ test_email_recipient: 'Inbox@Example.com' }));
      expect(response.status).toBe(200);
      const mail = await mailbox.next('inbox@example.com');
      expect(mail.subject).toBe('[Answer Test] Test Email');
      expect(mail.from).toBe('mailer@example.com');
      expect(fromHeader(mail)).toBe('Site Mailer <mailer@example.com>');
      expect(mail.text).toContain('This is a test email from Answer Test.');
      expect(mail.text).toContain(fx.host.url);
      expect(mail.html).toContain(`href="${fx.host.url}"`);
      expect(await storedRow()).toMatchObject({ smtp_host: '127.0.0.1', smtp_port: mailbox.port, from_name: 'Site Mailer' });

      // an empty recipient, as Answer's own page sends it, only saves
      const count = mailbox.all().length;
      expect((await putSmtp(toMailbox({ from_name: 'Quiet Mailer', test_email_recipient: '' }))).status).toBe(200);
      expect(await storedRow()).toMatchObject({ from_name: 'Quiet Mailer' });
      expect(mailbox.all()).toHaveLength(count);
    });

    it('sends a test email with the saved settings on its own, in the admin language', async () => {
      const response = await fx.host.api<Envelope>('POST', `${SMTP}/test`, { token: admin(), body: { test_email_recipient: 'second@example.com' }, lang: 'zh-CN' });
      expect(response.status).toBe(200);
      const mail = await mailbox.next('second@example.com');
      expect(mail.subject).toBe('[Answer Test] 测试邮件');
      expect(fromHeader(mail)).toBe('Quiet Mailer <mailer@example.com>');
    });

    it('refuses a bad test recipient before saving or sending anything', async () => {
      const before = await storedRow();
      const count = mailbox.all().length;
      const viaPut = await putSmtp(toMailbox({ from_name: 'Not Saved', test_email_recipient: 'nobody' }));
      expect(viaPut.status).toBe(400);
      expect(viaPut.body.data).toEqual([{ error_field: 'test_email_recipient', error_msg: 'Test email recipient is not a valid email address.' }]);
      const viaPost = await fx.host.api<Envelope<FieldErrors>>('POST', `${SMTP}/test`, { token: admin(), body: {} });
      expect(viaPost.status).toBe(400);
      expect(viaPost.body.data).toEqual([{ error_field: 'test_email_recipient', error_msg: 'Enter the address to send the test email to.' }]);
      expect(await storedRow()).toEqual(before);
      expect(mailbox.all()).toHaveLength(count);
    });

    it('reports a failed test email on the recipient field and keeps the new settings', async () => {
      const closedPort = await freePort();
      const response = await putSmtp(toMailbox({ smtp_port: closedPort, test_email_recipient: 'third@example.com' }));
      expect(response.status).toBe(400);
      const errors = response.body.data as FieldErrors;
      expect(errors).toHaveLength(1);
      expect(errors[0].error_field).toBe('test_email_recipient');
      expect(errors[0].error_msg).toMatch(/^The test email could not be sent: .*ECONNREFUSED/);
      expect(response.body.msg).toBe(errors[0].error_msg);
      expect((await getSmtp()).body.data).toMatchObject({ smtp_host: '127.0.0.1', smtp_port: closedPort });

      const again = await fx.host.api<Envelope<FieldErrors>>('POST', `${SMTP}/test`, { token: admin(), body: { test_email_recipient: 'third@example.com' }, lang: 'zh-CN' });
      expect(again.status).toBe(400);
      expect(again.body.data[0]).toMatchObject({ error_field: 'test_email_recipient', error_msg: expect.stringMatching(/^测试邮件发送失败：.*ECONNREFUSED/) });
      expect(mailbox.to('third@example.com')).toHaveLength(0);
    });

    it('says so when no mail server is configured', async () => {
      expect((await putSmtp(toMailbox({ smtp_host: '' }))).status).toBe(200);
      const response = await fx.host.api<Envelope<FieldErrors>>('POST', `${SMTP}/test`, { token: admin(), body: { test_email_recipient: 'fourth@example.com' } });
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual([{ error_field: 'test_email_recipient', error_msg: 'Enter an SMTP host and save the settings before sending a test email.' }]);
    });

    it('saves the empty form of Answer’s own admin page, turning mail off and keeping the port', async () => {
      expect((await putSmtp(toMailbox({ smtp_port: 2525 }))).status).toBe(200);
      // what Answer's page sends on a fresh site: every field, empty ones as "", a cleared port as 0
      const empty = { from_email: '', from_name: '', smtp_host: '', encryption: '', smtp_port: 0, smtp_authentication: false, test_email_recipient: '' };
      const response = await putSmtp(empty);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toBeNull();
      expect(await storedRow()).toMatchObject({ from_email: '', from_name: '', smtp_host: '', smtp_port: 2525, encryption: '' });
      const { smtp_port: _port, ...withoutPort } = empty;
      expect((await putSmtp(withoutPort)).status).toBe(200);
      expect(await storedRow()).toMatchObject({ smtp_port: 2525 });
      const test = await fx.host.api<Envelope<FieldErrors>>('POST', `${SMTP}/test`, { token: admin(), body: { test_email_recipient: 'fifth@example.com' } });
      expect(test.status).toBe(400);
    });

    it('is for admins only', async () => {
      // an ordinary verified account, made by the admin (sign-up may ask for a captcha)
      const added = await fx.host.api<Envelope>('POST', '/answer/admin/api/user', {
        token: admin(),
        body: { display_name: 'Plain Member', email: 'member@example.com', password: 'member-password' },
      });
      expect(added.status).toBe(200);
      const member = await login(fx.host, 'member@example.com', 'member-password');
      const before = await storedRow();
      const calls: [string, string, unknown][] = [
        ['GET', SMTP, undefined],
        ['PUT', SMTP, toMailbox({ from_name: 'Intruder' })],
        ['POST', `${SMTP}/test`, { test_email_recipient: 'member@example.com' }],
      ];
      for (const [method, path, body] of calls) {
        expect((await fx.host.api(method, path, { token: member, body })).status, `${method} ${path}`).toBe(403);
        expect((await fx.host.api(method, path, { body })).status, `${method} ${path} as a guest`).toBe(401);
      }
      expect(await storedRow()).toEqual(before);
      expect(mailbox.to('member@example.com').filter((mail) => mail.subject.includes('Test Email'))).toHaveLength(0);
    });
  });
}
