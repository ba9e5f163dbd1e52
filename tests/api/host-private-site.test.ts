/**
 * A site that requires login (Answer's private mode): the user API answers guests 401 and
 * unverified accounts 403 inactive, except on the routes the account pages and the boot need.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite, writeSiteInfo } from './test-database';

const API = '/answer/api/v1';

interface Tables {
  site_info: { type: string; content: string };
  user: { e_mail: string; mail_status: number };
}

describe('private site', () => {
  const fx = useInstalledSite<Tables>('sqlite');

  const setLoginRequired = async (required: boolean) => {
    const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'login').executeTakeFirstOrThrow();
    const content = JSON.stringify({ ...(JSON.parse(row.content) as object), login_required: required });
    await writeSiteInfo(fx.db, 'login', content);
  };

  it('answers guests 401 on content but keeps the boot and account routes open', async () => {
    await setLoginRequired(true);
    try {
      const list = await fx.host.api<Envelope>('GET', `${API}/question/page`);
      expect(list.status).toBe(401);
      expect(list.body.reason).toBe('base.unauthorized_error');
      for (const path of ['/siteinfo', '/plugin/status', '/language/options', '/user/info', '/user/action/record?action=login']) {
        const response = await fx.host.api<Envelope>('GET', `${API}${path}`);
        expect(response.status, path).toBe(200);
      }
      const wrongLogin = await fx.host.api<Envelope>('POST', `${API}/user/login/email`, { body: { e_mail: 'nobody@example.com', pass: 'whatever-pass' } });
      expect(wrongLogin.status).toBe(400);
      const reset = await fx.host.api<Envelope>('POST', `${API}/user/password/reset`, { body: { e_mail: 'nobody@example.com' } });
      expect(reset.status).not.toBe(401);
      // the unsubscribe link in a notification mail is followed without logging in
      const unsubscribe = await fx.host.api<Envelope>('PUT', `${API}/user/notification/unsubscribe`, { body: { code: 'no-such-code' } });
      expect(unsubscribe.status).toBe(400);
      expect(unsubscribe.body.reason).toBe('error.email.link_invalid');

      const member = await fx.host.api<Envelope>('GET', `${API}/question/page`, { token: fx.site.adminToken });
      expect(member.status).toBe(200);
    } finally {
      await setLoginRequired(false);
    }
  });

  it('answers an account waiting for activation 403 inactive', async () => {
    const signUp = await fx.host.api<Envelope<{ access_token: string } | null>>('POST', `${API}/user/register/email`, {
      body: { name: 'Private Pat', e_mail: 'pat@example.com', pass: 'pat-password-1' },
    });
    expect(signUp.status).toBe(200);
    const token = signUp.body.data?.access_token ?? '';
    expect(token).not.toBe('');
    await setLoginRequired(true);
    try {
      const list = await fx.host.api<Envelope>('GET', `${API}/question/page`, { token });
      expect(list.status).toBe(403);
      expect(list.body.data).toEqual({ type: 'inactive' });
      // the account pages still work for them
      const info = await fx.host.api<Envelope<{ mail_status: number }>>('GET', `${API}/user/info`, { token });
      expect(info.body.data?.mail_status).toBe(2);
    } finally {
      await setLoginRequired(false);
    }
  });

  it('serves content to guests again once login is no longer required', async () => {
    const list = await fx.host.api<Envelope>('GET', `${API}/question/page`);
    expect(list.status).toBe(200);
  });
});
