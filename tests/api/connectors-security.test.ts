/**
 * What a connector log-in refuses, against a real OpenID Connect provider: forged, replayed and
 * foreign states, ID tokens with the wrong issuer or audience, expired and reused codes, a person
 * who cancels, and the site's own rules. Each refusal sends the browser back with a clear
 * `connector_error` and touches no account.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { freshClient, type LoginResp } from './accounts-email-support';
import { useInstalledSite } from './test-database';
import { adminCall, API, Browser, callbackOf, configureConnectors, locationOf, passProvider, startTestProvider, type TestProvider } from './connectors-support';

interface Tables {
  user: { id: number | string; e_mail: string; status: number };
  user_external_login: { user_id: number | string; provider: string; external_id: string };
  user_session: { user_id: number | string };
}

const SLUGS = ['acme', 'wrongiss', 'off'];

for (const kind of API_DATABASES) {
  describe(`connector log-ins that must fail on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let provider: TestProvider;

    beforeAll(async () => {
      provider = await startTestProvider(SLUGS.map((slug) => callbackOf(fx.host, slug)));
      const at = (path: string) => `${provider.issuer}${path}`;
      await configureConnectors(fx.host, fx.site.adminToken, [
        { slug: 'acme', name: 'Acme SSO', issuer: provider.issuer },
        // the provider's own addresses, but expecting tokens from another issuer
        { slug: 'wrongiss', name: 'Mistaken', issuer: at('/another-issuer'), authorization_endpoint: at('/auth'), token_endpoint: at('/token'), jwks_uri: at('/jwks'), userinfo_endpoint: at('/me') },
        { slug: 'off', name: 'Switched off', issuer: provider.issuer, enabled: false },
      ]);
      provider.people.set('grace', { email: 'grace@acme.test', email_verified: true, name: 'Grace' });
    });
    afterEach(() => {
      provider.codeTtl = 60;
      provider.audienceOverride = null;
    });
    afterAll(async () => {
      await provider?.close();
    });

    const count = async (table: keyof Tables) => Number((await fx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const snapshot = async () => ({ users: await count('user'), links: await count('user_external_login'), sessions: await count('user_session') });
    const loginUrl = (slug: string) => `${fx.host.url}${API}/connector/login/${slug}`;
    const refusedWith = (code: string) => `${fx.host.url}/users/login?connector_error=${code}`;

    /** Starts a log-in in `browser` and passes the provider as `sub`: the callback, not yet followed. */
    async function toCallback(browser: Browser, sub = 'grace', slug = 'acme'): Promise<URL> {
      const started = await browser.get(loginUrl(slug));
      return passProvider(browser, locationOf(started, fx.host.url), sub);
    }

    async function answer(browser: Browser, callback: URL | string): Promise<string> {
      const response = await browser.get(typeof callback === 'string' ? callback : callback.href);
      expect(response.status).toBe(302);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return locationOf(response, fx.host.url);
    }

    it('refuses a forged state, a state from another browser and a replayed one, each once and for all', async () => {
      const before = await snapshot();
      const browser = new Browser();
      const callback = await toCallback(browser);

      const forged = new URL(callback);
      forged.searchParams.set('state', 'A'.repeat(43));
      expect(await answer(browser, forged)).toBe(refusedWith('state_invalid'));
      expect(await answer(new Browser(), `${callbackOf(fx.host, 'acme')}`)).toBe(refusedWith('state_invalid'));

      // another browser (no cookie, or its own cookie) cannot finish this one's log-in...
      const stranger = new Browser();
      await stranger.get(loginUrl('acme'));
      expect(await answer(stranger, callback)).toBe(refusedWith('state_invalid'));
      // ...and trying used the state up: the rightful browser must start again
      expect(await answer(browser, callback)).toBe(refusedWith('state_invalid'));
      expect(await snapshot()).toEqual(before);

      const fresh = await toCallback(browser);
      const landing = new URL(await answer(browser, fresh));
      expect(landing.pathname).toBe('/users/auth-landing');
      const after = await snapshot();
      expect(await answer(browser, fresh)).toBe(refusedWith('state_invalid'));
      expect(await snapshot()).toEqual(after);
    });

    it('refuses a state started for another connector', async () => {
      const browser = new Browser();
      const callback = await toCallback(browser);
      const elsewhere = new URL(callbackOf(fx.host, 'wrongiss'));
      elsewhere.search = callback.search;
      expect(await answer(browser, elsewhere)).toBe(refusedWith('state_invalid'));
    });

    it('refuses an ID token from another issuer than the one configured', async () => {
      const before = await snapshot();
      const browser = new Browser();
      // the provider names itself in the answer (RFC 9207): refused before the code is used
      expect(await answer(browser, await toCallback(browser, 'grace', 'wrongiss'))).toBe(refusedWith('failed'));
      // without that parameter the ID token's own `iss` is checked
      const callback = await toCallback(browser, 'grace', 'wrongiss');
      callback.searchParams.delete('iss');
      expect(await answer(browser, callback)).toBe(refusedWith('failed'));
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an ID token issued for another audience', async () => {
      const before = await snapshot();
      provider.audienceOverride = 'another-client';
      const browser = new Browser();
      expect(await answer(browser, await toCallback(browser))).toBe(refusedWith('failed'));
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an expired code and a code used before', async () => {
      const before = await snapshot();
      provider.codeTtl = 1;
      const browser = new Browser();
      const late = await toCallback(browser);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await answer(browser, late)).toBe(refusedWith('failed'));
      expect(await snapshot()).toEqual(before);
      provider.codeTtl = 60;

      const first = await toCallback(browser);
      expect(new URL(await answer(browser, first)).pathname).toBe('/users/auth-landing');
      const afterFirst = await snapshot();
      // a new log-in in the same browser, answered with the old code
      const second = await toCallback(browser);
      const replay = new URL(second);
      replay.searchParams.set('code', first.searchParams.get('code') ?? '');
      expect(await answer(browser, replay)).toBe(refusedWith('failed'));
      expect(await snapshot()).toEqual(afterFirst);
    });

    it('says the person cancelled when they abort at the provider', async () => {
      const browser = new Browser();
      const started = await browser.get(loginUrl('acme'));
      const callback = await passProvider(browser, locationOf(started, fx.host.url), 'grace', { abort: true });
      expect(callback.searchParams.get('error')).toBe('access_denied');
      expect(await answer(browser, callback)).toBe(refusedWith('denied'));
    });

    it('refuses unknown and switched-off connectors', async () => {
      expect(await answer(new Browser(), loginUrl('nobody'))).toBe(refusedWith('unavailable'));
      expect(await answer(new Browser(), loginUrl('off'))).toBe(refusedWith('unavailable'));
      const info = await fx.host.api<Envelope<{ name: string }[]>>('GET', `${API}/connector/info`);
      expect(info.body.data.map((button) => button.name)).toEqual(['Acme SSO', 'Mistaken']);
    });

    it('keeps the site’s rules: closed registrations and allowed email domains', async () => {
      const setLogin = (settings: Record<string, unknown>) => adminCall(fx.host, fx.site.adminToken, 'PUT', '/siteinfo/login', settings);
      const current = (await adminCall<Record<string, unknown>>(fx.host, fx.site.adminToken, 'GET', '/siteinfo/login')).body.data;
      provider.people.set('henry', { email: 'henry@elsewhere.test', email_verified: true, name: 'Henry' });
      provider.people.set('kate', { email: 'kate@elsewhere.test', email_verified: true, name: 'Kate' });
      // each person in a browser of their own: the provider remembers who logged in there
      const inFreshBrowser = async (sub: string) => {
        const browser = new Browser();
        return answer(browser, await toCallback(browser, sub));
      };
      expect(await inFreshBrowser('kate')).toContain('/users/auth-landing');
      const before = await snapshot();
      try {
        expect((await setLogin({ ...current, allow_new_registrations: false })).status).toBe(200);
        expect(await inFreshBrowser('henry')).toBe(refusedWith('registration_closed'));
        expect((await setLogin({ ...current, allow_new_registrations: true, allow_email_domains: ['acme.test'] })).status).toBe(200);
        expect(await inFreshBrowser('henry')).toBe(refusedWith('email_domain_not_allowed'));
        expect(await snapshot()).toEqual(before);
        // a member who is already linked still gets in
        expect(await inFreshBrowser('kate')).toContain('/users/auth-landing');
      } finally {
        await setLogin(current);
      }
    });

    it('logs a linked member in as themselves, whoever the provider’s email claim names, and leaves that member alone', async () => {
      const signedUp = await fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/register/email`, {
        body: { name: 'Ivy Member', e_mail: 'ivy@example.com', pass: 'ivy-password' },
        headers: freshClient(),
      });
      const ivy = signedUp.body.data;
      const browser = new Browser();
      const first = new URL(await answer(browser, await toCallback(browser)));
      const grace = (await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: first.searchParams.get('access_token') ?? '' })).body.data;
      // the provider now says Grace's address is Ivy's
      provider.people.set('grace', { email: 'ivy@example.com', email_verified: true, name: 'Grace' });
      try {
        const landing = new URL(await answer(browser, await toCallback(browser)));
        const me = (await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: landing.searchParams.get('access_token') ?? '' })).body.data;
        expect(me).toMatchObject({ id: grace.id, e_mail: 'grace@acme.test' });
        const ivyRow = await fx.db.selectFrom('user').selectAll().where('id', '=', ivy.id).executeTakeFirstOrThrow();
        expect(ivyRow.e_mail).toBe('ivy@example.com');
        expect(await fx.db.selectFrom('user_external_login').selectAll().where('user_id', '=', ivy.id).execute()).toEqual([]);
      } finally {
        provider.people.set('grace', { email: 'grace@acme.test', email_verified: true, name: 'Grace' });
      }
    });

    it('sends a suspended member to the suspended page without a session', async () => {
      provider.people.set('jack', { email: 'jack@acme.test', email_verified: true, name: 'Jack' });
      const browser = new Browser();
      const landing = new URL(await answer(browser, await toCallback(browser, 'jack')));
      const jack = (await fx.host.api<Envelope<LoginResp>>('GET', `${API}/user/info`, { token: landing.searchParams.get('access_token') ?? '' })).body.data;
      const suspended = await adminCall(fx.host, fx.site.adminToken, 'PUT', '/user/status', { user_id: jack.id, status: 'suspended' });
      expect(suspended.status).toBe(200);
      const sessions = await count('user_session');
      expect(await answer(browser, await toCallback(browser, 'jack'))).toBe(`${fx.host.url}/users/account-suspended`);
      expect(await count('user_session')).toBe(sessions);
    });
  });
}
