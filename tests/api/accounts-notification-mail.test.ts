/**
 * Notification mails a plugin asks for through the `notification.email` event (here a probe
 * plugin standing in for notifications): sent to verified members who keep mail on, in their
 * language, with an unsubscribe link that turns every notification mail off.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatedUser, API, codeIn, signUp, useMailbox, type AccountTables } from './accounts-email-support';
import { API_DATABASES, ROOT_DIR, type Envelope } from './harness';
import { useInstalledSite } from './test-database';

const PROBE = path.join(ROOT_DIR, 'tests', 'fixtures', 'event-plugins', 'notification_probe');
const QUIET_MS = 1500;

for (const kind of API_DATABASES) {
  describe(`notification mails on ${kind}`, () => {
    const fx = useInstalledSite<AccountTables>(kind, { plugins: [PROBE] });
    const mailbox = useMailbox(fx);
    const admin = <T = unknown>(method: string, url: string, body?: unknown) => fx.host.api<Envelope<T>>(method, url, { token: fx.site.adminToken, body });
    const notify = (userId: string, source = 'inbox') => admin('POST', `${API}/notification_probe/send`, { user_id: userId, source });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    beforeAll(async () => {
      expect((await admin('PUT', '/answer/admin/api/plugin/status', { plugin_slug_name: 'notification_probe', enabled: true })).status).toBe(200);
    });

    it('mails a verified member in their language with a working unsubscribe link', async () => {
      const member = await activatedUser(fx, mailbox(), 'Nora Notified', 'nora@example.com', 'nora-password-1');
      const chinese = await fx.host.api('PUT', `${API}/user/interface`, { token: member.access_token, body: { language: 'zh_CN', color_scheme: 'default' } });
      expect(chinese.status).toBe(200);

      expect((await notify(member.id)).status).toBe(200);
      const mail = await mailbox().next('nora@example.com');
      expect(mail.subject).toBe('New answer (zh_CN)');
      expect(mail.text.replace(/\r\n/g, '\n')).toContain('Someone answered your question:\nhttps://example.com/questions/1');
      expect(mail.text).toContain('不再接收此类邮件');
      expect(mail.html).toContain('<a href="https://example.com/questions/1">');

      const code = codeIn(mail, '/users/unsubscribe');
      const unsubscribed = await fx.host.api('PUT', `${API}/user/notification/unsubscribe`, { body: { code } });
      expect(unsubscribed.status).toBe(200);
      const config = await fx.host.api<Envelope<Record<string, { enable: boolean }>>>('GET', `${API}/user/notification/config`, { token: member.access_token });
      expect(Object.values(config.body.data).map((channel) => channel.enable)).toEqual([false, false, false]);

      const before = mailbox().to('nora@example.com').length;
      expect((await notify(member.id)).status).toBe(200);
      await sleep(QUIET_MS);
      expect(mailbox().to('nora@example.com')).toHaveLength(before);
    });

    it('sends nothing for a source the member keeps off, nor to an unverified account', async () => {
      const member = await activatedUser(fx, mailbox(), 'Otto Optout', 'otto@example.com', 'otto-password-1');
      // new questions are off by default; inbox is on
      expect((await notify(member.id, 'all_new_question')).status).toBe(200);
      const signedUp = await signUp(fx, 'Una Unverified', 'una@example.com', 'una-password-1');
      const una = signedUp.body.data;
      if (!una) throw new Error('sign-up did not log in');
      await mailbox().next('una@example.com'); // the activation mail
      expect((await notify(una.id)).status).toBe(200);
      await sleep(QUIET_MS);
      expect(mailbox().to('otto@example.com').filter((mail) => mail.subject.startsWith('New answer'))).toEqual([]);
      expect(mailbox().to('una@example.com').filter((mail) => mail.subject.startsWith('New answer'))).toEqual([]);

      expect((await notify(member.id, 'inbox')).status).toBe(200);
      expect((await mailbox().next('otto@example.com')).subject).toBe('New answer (en_US)');
    });
  });
}
