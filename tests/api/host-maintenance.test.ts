/**
 * Maintenance mode: the admin's switch (`/answer/admin/api/siteinfo/maintenance`) and what it does
 * to everyone else. While it is on, guests and members get 503 (with Retry-After, the reason and
 * the admin's message) from the API and a 503 page; admins keep working; logging in, the site
 * settings and the site's files stay reachable. Off again, everything is as before.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, API_DATABASES, ROOT_DIR, type Envelope } from './harness';
import { addMember, API, type Member, type Tables } from './questions-support';
import { freshClient } from './accounts-email-support';
import { useInstalledSite, writeSiteInfo } from './test-database';

const SWITCH = '/answer/admin/api/siteinfo/maintenance';
const WEB_DIR = path.join(ROOT_DIR, 'tests', 'fixtures', 'host-web');
const MESSAGE = 'Upgrading the database.\nBack at noon.';

interface Refusal {
  type: string;
  message: string;
}
type FieldErrors = { error_field: string; error_msg: string }[];

for (const kind of API_DATABASES) {
  describe(`maintenance mode on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { env: { WEB_DIR } });
    const admin = () => fx.site.adminToken;
    const questions = (token?: string, lang?: string) => fx.host.api<Envelope<unknown>>('GET', `${API}/question/page?page=1&page_size=5`, { token, lang });
    const setSwitch = (body: unknown) => fx.host.api<Envelope<FieldErrors | null>>('PUT', SWITCH, { token: admin(), body });
    const page = (pagePath: string) => fetch(`${fx.host.url}${pagePath}`);

    it('is off on a fresh site, and only admins may read or change it', async () => {
      const member = await addMember(fx);
      const moderator = await addMember(fx, 1, 3);
      const read = await fx.host.api<Envelope<{ enabled: boolean; message: string }>>('GET', SWITCH, { token: admin() });
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual({ enabled: false, message: '' });
      for (const [token, status] of [[moderator.token, 403], [member.token, 403], [undefined, 401]] as const) {
        expect((await fx.host.api('GET', SWITCH, { token })).status).toBe(status);
        const refused = await fx.host.api('PUT', SWITCH, { token, body: { enabled: true } });
        expect(refused.status).toBe(status);
      }
      // nobody but the admin switched it on
      expect((await questions()).status).toBe(200);
    });

    it('refuses a message over 1000 characters and a switch that is not a boolean, saving nothing', async () => {
      const long = await setSwitch({ enabled: true, message: 'x'.repeat(1001) });
      expect(long.status).toBe(400);
      expect(long.body.data).toEqual([{ error_field: 'message', error_msg: 'The message must be at most 1000 characters.' }]);
      const notBoolean = await setSwitch({ enabled: 'yes' });
      expect(notBoolean.status).toBe(400);
      expect((notBoolean.body.data as FieldErrors).map((item) => item.error_field)).toEqual(['enabled']);
      const read = await fx.host.api<Envelope<{ enabled: boolean }>>('GET', SWITCH, { token: admin() });
      expect(read.body.data.enabled).toBe(false);
      expect((await questions()).status).toBe(200);
    });

    it('closes the site to guests and members while admins keep working, and opens it again', async () => {
      const member: Member = await addMember(fx);
      expect((await setSwitch({ enabled: true, message: `  ${MESSAGE}  ` })).status).toBe(200);

      // guests and members: 503 with the reason, the message and when to try again
      const guest = await questions();
      expect(guest.status).toBe(503);
      expect(guest.headers.get('retry-after')).toBe('300');
      expect(guest.body.reason).toBe('base.maintenance');
      expect(guest.body.msg).toBe('The site is under maintenance. Please come back later.');
      expect(guest.body.data).toEqual<Refusal>({ type: 'maintenance', message: MESSAGE });
      expect((await questions(undefined, 'zh_CN')).body.msg).toBe('站点正在维护中，请稍后再来。');
      expect((await questions(member.token)).status).toBe(503);
      const asking = await fx.host.api('POST', `${API}/question`, { token: member.token, body: { title: 'A question during maintenance', content: 'Can I still ask one now, please?', tags: [{ slug_name: 'support' }] } });
      expect(asking.status).toBe(503);

      // admins: the site and the admin API
      expect((await questions(admin())).status).toBe(200);
      expect((await fx.host.api('GET', '/answer/admin/api/plugins', { token: admin() })).status).toBe(200);

      // what the browser needs to show the maintenance page, and to log in
      const info = await fx.host.api<Envelope<{ maintenance: { enabled: boolean; message: string } }>>('GET', `${API}/siteinfo`);
      expect(info.status).toBe(200);
      expect(info.body.data.maintenance).toEqual({ enabled: true, message: MESSAGE });
      expect((await fx.host.api('GET', `${API}/language/config?lang=en_US`)).status).toBe(200);
      expect((await fx.host.api('GET', `${API}/language/options`)).status).toBe(200);
      expect((await fx.host.api('GET', `${API}/plugin/status`)).status).toBe(200);
      const loggedIn = await fx.host.api<Envelope<{ access_token: string }>>('POST', `${API}/user/login/email`, { body: { e_mail: ADMIN.email, pass: ADMIN.password }, headers: freshClient() });
      expect(loggedIn.status).toBe(200);
      expect((await questions(loggedIn.body.data.access_token)).status).toBe(200);
      expect((await fx.host.api('GET', `${API}/user/info`, { token: member.token })).status).toBe(200);

      // pages: 503 with the web app (which shows the maintenance page), logging in and files as usual
      const home = await page('/');
      expect(home.status).toBe(503);
      expect(home.headers.get('content-type')).toContain('text/html');
      expect(home.headers.get('retry-after')).toBe('300');
      expect(await home.text()).toContain('answer-boot');
      expect((await page('/questions/ask')).status).toBe(503);
      expect((await page('/users/login')).status).toBe(200);
      expect((await page('/admin/maintenance')).status).toBe(200);
      for (const file of ['/robots.txt', '/manifest.json', '/custom.css', '/favicon.svg']) expect((await page(file)).status, file).toBe(200);
      expect((await fetch(`${fx.host.origin}/healthz`)).status).toBe(200);

      // off again: everyone is back
      expect((await setSwitch({ enabled: false })).status).toBe(200);
      expect((await questions()).status).toBe(200);
      expect((await questions(member.token)).status).toBe(200);
      expect((await page('/')).status).toBe(200);
      const after = await fx.host.api<Envelope<{ maintenance: { enabled: boolean; message: string } }>>('GET', `${API}/siteinfo`);
      expect(after.body.data.maintenance).toEqual({ enabled: false, message: MESSAGE });
    });

    it('follows a switch made by another host process within moments', async () => {
      expect((await questions()).status).toBe(200);
      await writeSiteInfo(fx.db, 'maintenance', JSON.stringify({ enabled: true, message: '' }));
      const refused = await questions();
      expect(refused.status).toBe(503);
      expect(refused.body.data).toEqual<Refusal>({ type: 'maintenance', message: '' });
      expect((await page('/')).status).toBe(503);
      await writeSiteInfo(fx.db, 'maintenance', JSON.stringify({ enabled: false, message: '' }));
      expect((await questions()).status).toBe(200);
      expect((await page('/')).status).toBe(200);
    });
  });
}
