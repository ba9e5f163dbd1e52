/**
 * A site that requires login (Answer's private mode): the user API answers guests 401 and
 * unverified accounts 403 inactive, except on the routes the account pages and the boot need.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { hostRouteTable, routeKey } from './route-table';
import { useInstalledSite, writeSiteInfo } from './test-database';

const API = '/answer/api/v1';

/**
 * What a guest may still call on a members-only site: the boot, and the account pages' calls
 * (logging in, signing up, mailed links). A route added to this list opens a private site's
 * door a little wider, so it is listed here on purpose.
 */
const OPEN_ON_PRIVATE_SITE = [
  'GET /answer/api/v1/plugin/status',
  'GET /answer/api/v1/siteinfo',
  'GET /answer/api/v1/language/options',
  'GET /answer/api/v1/language/config',
  'GET /answer/api/v1/user/action/record',
  'POST /answer/api/v1/user/login/email',
  'GET /answer/api/v1/user/info',
  'GET /answer/api/v1/user/logout',
  'POST /answer/api/v1/user/register/email',
  'GET /answer/api/v1/user/email/delivery',
  'POST /answer/api/v1/user/email/verification/send',
  'POST /answer/api/v1/user/email/verification',
  'POST /answer/api/v1/user/email/change/code',
  'PUT /answer/api/v1/user/email',
  'POST /answer/api/v1/user/password/reset',
  'GET /answer/api/v1/user/password/replacement/check',
  'POST /answer/api/v1/user/password/replacement',
  'PUT /answer/api/v1/user/notification/unsubscribe',
  'GET /answer/api/v1/connector/info',
  // logging in through another service is how a guest gets into a private site
  'GET /answer/api/v1/connector/login/:name',
  'GET /answer/api/v1/connector/redirect/:name',
  'GET /answer/api/v1/connector/binding/info',
  'POST /answer/api/v1/connector/binding/email',
  'GET /answer/api/v1/user-center/agent',
  'GET /answer/api/v1/user-center/login/redirect',
  'GET /answer/api/v1/user-center/sign-up/redirect',
  'GET /answer/api/v1/user-center/login/callback',
  'GET /answer/api/v1/user-center/sign-up/callback',
  'GET /answer/api/v1/siteinfo/legal',
];

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
      for (const path of ['/siteinfo', '/plugin/status', '/language/options', '/user/info', '/user/action/record?action=login', '/connector/info', '/user-center/agent', '/siteinfo/legal?info_type=tos']) {
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

      // the router undoes escapes in the path: a spelling that does not look like the API meets the same door
      for (const path of ['/answer/%61pi/v1/question/page', '/%61nswer/api/v1/question/page', '/answer/api/%76%31/question/page']) {
        const escaped = await fx.host.api<Envelope>('GET', path);
        expect([escaped.status, escaped.body.reason], path).toEqual([401, 'base.unauthorized_error']);
        expect((await fx.host.api<Envelope>('GET', path, { token: fx.site.adminToken })).status, path).toBe(200);
      }
    } finally {
      await setLoginRequired(false);
    }
  });

  it('keeps every other user-API route closed to guests, whatever plugin serves it', async () => {
    const userRoutes = hostRouteTable().filter((route) => route.kind === 'user');
    expect(userRoutes.filter((route) => route.public).map(routeKey).sort()).toEqual([...OPEN_ON_PRIVATE_SITE].sort());
    await setLoginRequired(true);
    try {
      const opened: string[] = [];
      for (const route of userRoutes.filter((entry) => !entry.public)) {
        const response = await fx.host.api<Envelope>(route.method, route.url, route.method === 'GET' ? {} : { body: {} });
        if (response.status !== 401 || response.body.reason !== 'base.unauthorized_error') opened.push(`${routeKey(route)} -> ${response.status}`);
      }
      expect(opened).toEqual([]);
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
