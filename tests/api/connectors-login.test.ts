/**
 * Logging in through an OpenID Connect provider, the whole browser flow by HTTP against a real
 * provider: the buttons, the first log-in creating the member, later log-ins, and an address the
 * provider gives none of, does not vouch for, or that belongs to a member who must prove it by mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { codeIn, freshClient, type LoginResp } from './accounts-email-support';
import { useInstalledSite } from './test-database';
import { useMailbox } from './accounts-email-support';
import { API, Browser, callbackOf, configureConnectors, locationOf, passProvider, startTestProvider, type Person, type TestProvider } from './connectors-support';

interface Tables {
  user: { id: number | string; e_mail: string; mail_status: number; pass: string; display_name: string; username: string; avatar: string };
  user_external_login: { user_id: number | string; provider: string; external_id: string; meta_info: string };
}

interface BindResp {
  email_exist_and_must_be_confirmed: boolean;
  access_token: string;
}

for (const kind of API_DATABASES) {
  describe(`logging in through an OpenID Connect provider on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx);
    let provider: TestProvider;

    beforeAll(async () => {
      provider = await startTestProvider([callbackOf(fx.host, 'acme'), callbackOf(fx.host, 'chat')]);
      await configureConnectors(fx.host, fx.site.adminToken, [
        { slug: 'acme', name: 'Acme SSO', issuer: provider.issuer, name_translations: [{ language: 'zh_CN', name: 'Acme 单点登录' }] },
        { slug: 'chat', name: 'Team Chat', issuer: provider.issuer, trust_email: true },
      ]);
    });
    afterAll(async () => {
      await provider?.close();
    });

    const person = (sub: string, claims: Person) => provider.people.set(sub, claims);
    const userInfo = (token: string) => fx.host.api<Envelope<(LoginResp & { have_password: boolean }) | null>>('GET', `${API}/user/info`, { token });
    const links = (sub: string) => fx.db.selectFrom('user_external_login').selectAll().where('external_id', '=', sub).execute();
    const userCount = async () => Number((await fx.db.selectFrom('user').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    /** The bind-email page's calls, from the browser that logged in (its binding cookie goes along). */
    const bind = (browser: Browser, body: Record<string, unknown>) => browser.api<BindResp>('POST', `${fx.host.url}${API}/connector/binding/email`, { body });
    const bindingInfo = (browser: Browser, key: string) => browser.api<{ name: string; email: string }>('GET', `${fx.host.url}${API}/connector/binding/info?binding_key=${key}`);
    const verify = (browser: Browser, code: string) => browser.api<LoginResp>('POST', `${fx.host.url}${API}/user/email/verification`, { body: { code } });

    /** The whole trip: the site's log-in link, the provider's pages as `sub`, and the site's answer to the callback. */
    async function logInAs(sub: string, slug = 'acme', browser = new Browser()): Promise<URL> {
      const started = await browser.get(`${fx.host.url}${API}/connector/login/${slug}`);
      expect(started.status).toBe(302);
      const callback = await passProvider(browser, locationOf(started, fx.host.url), sub);
      const answered = await browser.get(callback.href);
      expect(answered.status).toBe(302);
      return new URL(locationOf(answered, fx.host.url));
    }

    it('lists the enabled providers as buttons, named in the visitor’s language', async () => {
      const info = await fx.host.api<Envelope<{ name: string; icon: string; link: string }[]>>('GET', `${API}/connector/info`);
      expect(info.status).toBe(200);
      expect(info.body.data.map((button) => [button.name, button.link])).toEqual([
        ['Acme SSO', `${fx.host.url}${API}/connector/login/acme`],
        ['Team Chat', `${fx.host.url}${API}/connector/login/chat`],
      ]);
      expect(Buffer.from(info.body.data[0].icon, 'base64').toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/);
      const chinese = await fx.host.api<Envelope<{ name: string }[]>>('GET', `${API}/connector/info`, { lang: 'zh_CN' });
      expect(chinese.body.data.map((button) => button.name)).toEqual(['Acme 单点登录', 'Team Chat']);
    });

    it('sends the browser to the provider with state, nonce and an S256 PKCE challenge, bound by a cookie', async () => {
      const browser = new Browser();
      const started = await browser.get(`${fx.host.url}${API}/connector/login/acme`);
      const target = new URL(locationOf(started, fx.host.url));
      expect(target.origin).toBe(provider.issuer);
      expect(target.searchParams.get('client_id')).toBe('answer-site');
      expect(target.searchParams.get('redirect_uri')).toBe(callbackOf(fx.host, 'acme'));
      expect(target.searchParams.get('code_challenge_method')).toBe('S256');
      expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(target.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(target.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(started.headers.get('set-cookie')).toMatch(/^answer_connector=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=172800; HttpOnly; SameSite=Lax$/);
    });

    it('creates the member at the first log-in with an address the provider vouches for, and logs in as them after', async () => {
      person('ada', { email: 'Ada@Acme.test', email_verified: true, name: 'Ada Acme', preferred_username: 'ada', picture: 'https://img.acme.test/ada.png' });
      const before = await userCount();
      const landing = await logInAs('ada');
      expect(landing.origin + landing.pathname).toBe(`${fx.host.url}/users/auth-landing`);
      const token = landing.searchParams.get('access_token') ?? '';
      const me = (await userInfo(token)).body.data;
      expect(me).toMatchObject({ e_mail: 'ada@acme.test', mail_status: 1, display_name: 'Ada Acme', username: 'ada', have_password: false, avatar: { type: 'custom', custom: 'https://img.acme.test/ada.png' } });
      expect(await userCount()).toBe(before + 1);
      const [link] = await links('ada');
      expect(link).toMatchObject({ provider: 'acme', user_id: expect.anything() });
      expect(JSON.parse(link.meta_info)).toMatchObject({ name: 'Acme SSO', issuer: provider.issuer });

      const again = await logInAs('ada');
      const second = again.searchParams.get('access_token') ?? '';
      expect(second).not.toBe(token);
      expect((await userInfo(second)).body.data?.e_mail).toBe('ada@acme.test');
      expect(await userCount()).toBe(before + 1);
    });

    it('trusts an address without email_verified only from a provider the admin marked trusted', async () => {
      person('carl', { email: 'carl@chat.test', name: 'Carl' });
      const trusted = await logInAs('carl', 'chat');
      expect(trusted.pathname).toBe('/users/auth-landing');
      expect((await userInfo(trusted.searchParams.get('access_token') ?? '')).body.data).toMatchObject({ e_mail: 'carl@chat.test', mail_status: 1 });

      person('dora', { email: 'dora@acme.test', name: 'Dora' });
      const untrusted = await logInAs('dora', 'acme');
      expect(untrusted.pathname).toBe('/users/confirm-email');
      expect(untrusted.searchParams.get('binding_key')).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await links('dora')).toEqual([]);
    });

    it('asks for an address when the provider gives none, and makes a member to verify it by mail', async () => {
      person('eve', { name: 'Eve Without Mail' });
      const before = await userCount();
      const browser = new Browser();
      const page = await logInAs('eve', 'acme', browser);
      expect(page.pathname).toBe('/users/confirm-email');
      const key = page.searchParams.get('binding_key') ?? '';
      expect(await userCount()).toBe(before);

      expect((await bindingInfo(browser, key)).body.data).toMatchObject({ name: 'Acme SSO', email: '' });
      // the key is of no use in another browser (a link sent to someone else)
      const elsewhere = new Browser();
      expect((await bindingInfo(elsewhere, key)).body).toMatchObject({ code: 400, reason: 'error.external_login.other_browser' });
      expect((await bind(elsewhere, { binding_key: key, email: 'mallory@example.com', must: false })).body).toMatchObject({ code: 400, reason: 'error.external_login.other_browser' });

      expect((await bind(browser, { binding_key: key, email: 'not an address', must: false })).body).toMatchObject({ code: 400, data: [{ error_field: 'email' }] });
      const bound = await bind(browser, { binding_key: key, email: 'eve@example.com', must: false });
      expect(bound.status).toBe(200);
      expect(bound.body.data.email_exist_and_must_be_confirmed).toBe(false);
      const me = (await userInfo(bound.body.data.access_token)).body.data;
      expect(me).toMatchObject({ e_mail: 'eve@example.com', mail_status: 2, display_name: 'Eve Without Mail', have_password: false });
      expect(await links('eve')).toHaveLength(1);
      // the usual activation mail verifies the address
      const code = codeIn(await mailbox().next('eve@example.com'), '/users/account-activation');
      const verified = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/email/verification`, { body: { code } });
      expect(verified.body.data.mail_status).toBe(1);

      // the key worked once; the next log-in goes straight in
      expect((await bind(browser, { binding_key: key, email: 'eve2@example.com', must: false })).body).toMatchObject({ code: 400, reason: 'error.external_login.binding_expired' });
      expect((await logInAs('eve')).pathname).toBe('/users/auth-landing');
    });

    it('links an existing member only after they follow the link mailed to their address', async () => {
      const signedUp = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/register/email`, {
        body: { name: 'Frank Member', e_mail: 'frank@example.com', pass: 'frank-password' },
        headers: freshClient(),
      });
      const frank = signedUp.body.data;
      await mailbox().next('frank@example.com');
      // the provider vouches for Frank's address, but that alone never opens Frank's account
      person('frank-at-acme', { email: 'frank@example.com', email_verified: true, name: 'Frank at Acme' });
      const browser = new Browser();
      const page = await logInAs('frank-at-acme', 'acme', browser);
      expect(page.pathname).toBe('/users/confirm-email');
      const key = page.searchParams.get('binding_key') ?? '';
      expect(await links('frank-at-acme')).toEqual([]);
      expect((await bindingInfo(browser, key)).body.data.email).toBe('frank@example.com');

      const asked = await bind(browser, { binding_key: key, email: 'frank@example.com', must: false });
      expect(asked.body.data).toEqual({ email_exist_and_must_be_confirmed: true, access_token: '' });
      const confirmed = await bind(browser, { binding_key: key, email: 'frank@example.com', must: true });
      expect(confirmed.body.data).toEqual({ email_exist_and_must_be_confirmed: false, access_token: '' });
      expect(await links('frank-at-acme')).toEqual([]);

      const mail = await mailbox().next('frank@example.com');
      expect(mail.subject).toBe('[Answer Test] Connect Acme SSO to your account');
      expect(mail.text).toContain('Hello Frank Member');
      const code = codeIn(mail, '/users/account-activation');
      // opened anywhere but the browser of the log-in, the link links nothing and stays usable
      expect((await verify(new Browser(), code)).body).toMatchObject({ code: 400, reason: 'error.external_login.other_browser' });
      expect(await links('frank-at-acme')).toEqual([]);
      const followed = await verify(browser, code);
      expect(followed.status).toBe(200);
      expect(followed.body.data).toMatchObject({ id: frank.id, e_mail: 'frank@example.com', mail_status: 1 });
      expect((await links('frank-at-acme')).map((link) => String(link.user_id))).toEqual([frank.id]);

      const landing = await logInAs('frank-at-acme');
      expect((await userInfo(landing.searchParams.get('access_token') ?? '')).body.data?.id).toBe(frank.id);
      // Frank's password still works: nothing else about the account changed
      const login = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/login/email`, { body: { e_mail: 'frank@example.com', pass: 'frank-password' }, headers: freshClient() });
      expect(login.status).toBe(200);
    });
  });
}
