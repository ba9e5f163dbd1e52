/**
 * "My logins" with a real OpenID Connect provider: the list of connectors with their state, a
 * logged-in member connecting one through the single-use link, what connecting refuses, and
 * removing a login, never the last way in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { freshClient, type LoginResp } from './accounts-email-support';
import { useInstalledSite } from './test-database';
import { API, Browser, callbackOf, configureConnectors, locationOf, passProvider, startTestProvider, type TestProvider } from './connectors-support';

interface Tables {
  user_external_login: { user_id: number | string; provider: string; external_id: string };
}

interface LoginEntry {
  name: string;
  icon: string;
  link: string;
  binding: boolean;
  external_id: string;
}

for (const kind of API_DATABASES) {
  describe(`my logins with connectors on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let provider: TestProvider;

    beforeAll(async () => {
      provider = await startTestProvider([callbackOf(fx.host, 'acme'), callbackOf(fx.host, 'chat')]);
      await configureConnectors(fx.host, fx.site.adminToken, [
        { slug: 'acme', name: 'Acme SSO', issuer: provider.issuer },
        { slug: 'chat', name: 'Team Chat', issuer: provider.issuer },
      ]);
    });
    afterAll(async () => {
      await provider?.close();
    });

    /** "My logins" as the member's settings page reads it, in their browser (the connect links are for that browser). */
    const myLogins = (token: string, browser: Browser) => browser.api<LoginEntry[]>('GET', `${fx.host.url}${API}/connector/user/info`, { token });
    const unbind = (token: string, body: Record<string, unknown>) => fx.host.api<Envelope>('DELETE', `${API}/connector/user/unbinding`, { token, body });
    const linksOf = (userId: string) => fx.db.selectFrom('user_external_login').select(['provider', 'external_id']).where('user_id', '=', userId).orderBy('provider').execute();

    async function member(name: string, email: string): Promise<LoginResp> {
      const response = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/register/email`, { body: { name, e_mail: email, pass: `${name}-password` }, headers: freshClient() });
      expect(response.status).toBe(200);
      return response.body.data;
    }

    /** Follows `link` (a log-in or connect link) through the provider as `sub`, logging in there afresh; the site's last redirect. */
    async function follow(link: string, sub: string, browser = new Browser()): Promise<URL> {
      browser.forget(provider.issuer);
      const started = await browser.get(link);
      expect(started.status).toBe(302);
      const target = locationOf(started, fx.host.url);
      if (!target.startsWith(provider.issuer)) return new URL(target);
      const answered = await browser.get((await passProvider(browser, target, sub)).href);
      return new URL(locationOf(answered, fx.host.url));
    }

    const entry = (entries: LoginEntry[], name: string) => entries.find((item) => item.name === name) as LoginEntry;

    it('lists every connector, and connects one to the member through its single-use link', async () => {
      provider.people.set('liam-acme', { email: 'liam@acme.test', email_verified: true, name: 'Liam at Acme' });
      const liam = await member('liam', 'liam@example.com');
      const browser = new Browser();
      const before = (await myLogins(liam.access_token, browser)).body.data;
      expect(before.map((item) => [item.name, item.binding, item.external_id])).toEqual([
        ['Acme SSO', false, ''],
        ['Team Chat', false, ''],
      ]);
      const link = new URL(entry(before, 'Acme SSO').link);
      expect(link.origin + link.pathname).toBe(`${fx.host.url}${API}/connector/login/acme`);
      expect(link.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // a connect link works only in the browser it was given to
      const elsewhere = await follow(entry((await myLogins(liam.access_token, new Browser())).body.data, 'Acme SSO').link, 'liam-acme');
      expect(elsewhere.href).toBe(`${fx.host.url}/users/settings/account?connector_error=ticket_invalid`);
      expect(await linksOf(liam.id)).toEqual([]);

      const back = await follow(link.href, 'liam-acme', browser);
      expect(back.href).toBe(`${fx.host.url}/users/settings/account?connector_connected=acme`);
      expect(await linksOf(liam.id)).toEqual([{ provider: 'acme', external_id: 'liam-acme' }]);
      const after = (await myLogins(liam.access_token, browser)).body.data;
      expect(entry(after, 'Acme SSO')).toMatchObject({ binding: true, external_id: 'liam-acme', link: `${fx.host.url}${API}/connector/login/acme` });
      // Liam's address was not touched: the provider's differs, and only a log-in adopts it
      expect((await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: liam.access_token })).body.data.e_mail).toBe('liam@example.com');

      // the ticket worked once, and a made-up one never
      expect((await follow(link.href, 'liam-acme', browser)).href).toBe(`${fx.host.url}/users/settings/account?connector_error=ticket_invalid`);
      expect((await follow(`${fx.host.url}${API}/connector/login/chat?ticket=${'x'.repeat(43)}`, 'liam-acme', browser)).href).toBe(`${fx.host.url}/users/settings/account?connector_error=ticket_invalid`);
      // logging in with Acme now opens Liam's account
      const landing = await follow(`${fx.host.url}${API}/connector/login/acme`, 'liam-acme');
      expect((await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: landing.searchParams.get('access_token') ?? '' })).body.data.id).toBe(liam.id);
    });

    it('refuses to connect an account of the provider that belongs to another member, or a second one of the same provider', async () => {
      provider.people.set('mia-acme', { email: 'mia@acme.test', email_verified: true, name: 'Mia' });
      provider.people.set('mia-second', { email: 'mia2@acme.test', email_verified: true, name: 'Mia again' });
      const mia = await member('mia', 'mia@example.com');
      const noah = await member('noah', 'noah@example.com');
      const miaBrowser = new Browser();
      const noahBrowser = new Browser();
      expect((await follow(entry((await myLogins(mia.access_token, miaBrowser)).body.data, 'Acme SSO').link, 'mia-acme', miaBrowser)).searchParams.get('connector_connected')).toBe('acme');

      const stolen = await follow(entry((await myLogins(noah.access_token, noahBrowser)).body.data, 'Acme SSO').link, 'mia-acme', noahBrowser);
      expect(stolen.href).toBe(`${fx.host.url}/users/settings/account?connector_error=already_bound`);
      expect(await linksOf(noah.id)).toEqual([]);
      expect(await linksOf(mia.id)).toEqual([{ provider: 'acme', external_id: 'mia-acme' }]);

      // Acme is bound already, so the list offers no connect link for it: a ticket from another entry is used instead
      const chatLink = new URL(entry((await myLogins(mia.access_token, miaBrowser)).body.data, 'Team Chat').link);
      const second = await follow(`${fx.host.url}${API}/connector/login/acme?ticket=${chatLink.searchParams.get('ticket')}`, 'mia-second', miaBrowser);
      expect(second.href).toBe(`${fx.host.url}/users/settings/account?connector_error=provider_already_bound`);
      expect(await linksOf(mia.id)).toEqual([{ provider: 'acme', external_id: 'mia-acme' }]);
    });

    it('removes a login, but never the last way to log in', async () => {
      // a member who exists only through Acme: no password
      provider.people.set('olga-acme', { email: 'olga@acme.test', email_verified: true, name: 'Olga' });
      const olgaBrowser = new Browser();
      const landing = await follow(`${fx.host.url}${API}/connector/login/acme`, 'olga-acme', olgaBrowser);
      const token = landing.searchParams.get('access_token') ?? '';
      const olga = (await fx.host.api<Envelope<LoginResp & { have_password: boolean }>>('GET', `${API}/user/info`, { token })).body.data;
      expect(olga.have_password).toBe(false);

      const refused = await unbind(token, { external_id: 'olga-acme' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ reason: 'error.external_login.last_login_method', data: { err_type: 'toast' } });
      expect(await linksOf(olga.id)).toHaveLength(1);

      provider.people.set('olga-chat', { email: 'olga@chat.test', email_verified: true, name: 'Olga' });
      expect((await follow(entry((await myLogins(token, olgaBrowser)).body.data, 'Team Chat').link, 'olga-chat', olgaBrowser)).searchParams.get('connector_connected')).toBe('chat');
      expect((await unbind(token, { external_id: 'olga-acme' })).status).toBe(200);
      expect(await linksOf(olga.id)).toEqual([{ provider: 'chat', external_id: 'olga-chat' }]);
      expect((await unbind(token, { external_id: 'olga-chat' })).body).toMatchObject({ reason: 'error.external_login.last_login_method' });
      expect((await unbind(token, { external_id: 'olga-acme' })).body).toMatchObject({ code: 400, reason: 'error.external_login.not_found' });

      // with a password the last link may go
      const set = await fx.host.api<Envelope>('PUT', `${API}/user/password`, { token, body: { pass: 'olga-new-password' } });
      expect(set.status).toBe(200);
      expect((await unbind(token, { external_id: 'olga-chat', provider: 'chat' })).status).toBe(200);
      expect(await linksOf(olga.id)).toEqual([]);
    });

    it('keeps listing a bound login whose connector no longer serves, without a link', async () => {
      provider.people.set('pia-chat', { email: 'pia@chat.test', email_verified: true, name: 'Pia' });
      const landing = await follow(`${fx.host.url}${API}/connector/login/chat`, 'pia-chat');
      const token = landing.searchParams.get('access_token') ?? '';
      await configureConnectors(fx.host, fx.site.adminToken, [
        { slug: 'acme', name: 'Acme SSO', issuer: provider.issuer },
        { slug: 'chat', name: 'Team Chat', issuer: provider.issuer, enabled: false },
      ]);
      try {
        const entries = (await myLogins(token, new Browser())).body.data;
        expect(entries.map((item) => [item.name, item.binding, item.external_id])).toEqual([
          ['Acme SSO', false, ''],
          ['Team Chat', true, 'pia-chat'],
        ]);
        expect(entry(entries, 'Team Chat').link).toBe('');
      } finally {
        await configureConnectors(fx.host, fx.site.adminToken, [
          { slug: 'acme', name: 'Acme SSO', issuer: provider.issuer },
          { slug: 'chat', name: 'Team Chat', issuer: provider.issuer },
        ]);
      }
    });

    it('keeps the client secrets to itself once saved', async () => {
      const config = await fx.host.api<Envelope<{ values: { providers: Record<string, unknown>[] } }>>('GET', '/answer/admin/api/plugin/config?plugin_slug_name=connector_oidc', { token: fx.site.adminToken });
      expect(config.status).toBe(200);
      expect(config.body.data.values.providers.map((item) => item.slug)).toEqual(['acme', 'chat']);
      expect(JSON.stringify(config.body)).not.toContain('answer-site-secret');
      // saving without the secrets keeps them: logging in still works
      await fx.host.api<Envelope>('PUT', '/answer/admin/api/plugin/config', {
        token: fx.site.adminToken,
        body: { plugin_slug_name: 'connector_oidc', config_fields: { providers: config.body.data.values.providers } },
      });
      provider.people.set('quinn', { email: 'quinn@acme.test', email_verified: true, name: 'Quinn' });
      expect((await follow(`${fx.host.url}${API}/connector/login/acme`, 'quinn')).pathname).toBe('/users/auth-landing');
    });

    it('needs a logged-in member for the list and for removing', async () => {
      expect((await fx.host.api<Envelope>('GET', `${API}/connector/user/info`)).status).toBe(401);
      expect((await fx.host.api<Envelope>('DELETE', `${API}/connector/user/unbinding`, { body: { external_id: 'x' } })).status).toBe(401);
    });
  });
}
