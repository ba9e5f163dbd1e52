/**
 * An external user centre on each database, with the sample plugin (a portal that sends people back
 * with a signed link): the agent the pages read, the redirects to the portal, the callbacks that
 * make and log in members, refused links touching nothing, the site's own password log-in refused
 * while the portal replaces it, and the settings and profile links the portal keeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserCenterAgentInfo } from '../../sdk/shared/user-center';
import { API_DATABASES, login, type Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { buildSamplePlugin, PLUGIN_ID, PORTAL_SECRET, signPortalToken } from './user-center-support';

const API = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';
const PORTAL = 'https://portal.example.com';

interface Tables {
  user: { id: number | string; e_mail: string; display_name: string; username: string; mail_status: number | string; pass: string };
  user_external_login: { id: number | string; user_id: number | string; provider: string; external_id: string };
}

const NO_SETTINGS = { profile_setting_agent: { enabled: false, redirect_url: '' }, account_setting_agent: { enabled: false, redirect_url: '' } };

let plugin: Awaited<ReturnType<typeof buildSamplePlugin>>;
beforeAll(async () => {
  plugin = await buildSamplePlugin();
});
afterAll(() => plugin?.remove());

for (const kind of API_DATABASES) {
  describe(`a user centre on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, {
      get plugins() {
        return [plugin.dir];
      },
    });

    const admin = () => fx.site.adminToken;
    const site = () => fx.host.url;
    const agent = async (lang = 'en_US') => (await fx.host.api<Envelope<{ enabled: boolean; agent_info: UserCenterAgentInfo | null }>>('GET', `${API}/user-center/agent`, { lang })).body.data;
    const setEnabled = async (enabled: boolean) => {
      const saved = await fx.host.api('PUT', `${ADMIN_API}/plugin/status`, { token: admin(), body: { plugin_slug_name: PLUGIN_ID, enabled } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    const configure = async (fields: Record<string, unknown>) => {
      const saved = await fx.host.api('PUT', `${ADMIN_API}/plugin/config`, { token: admin(), body: { plugin_slug_name: PLUGIN_ID, config_fields: fields } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    const PORTAL_CONFIG = {
      display_name: 'Acme Portal',
      login_url: `${PORTAL}/login`,
      sign_up_url: `${PORTAL}/sign-up`,
      secret: PORTAL_SECRET,
      keep_site_accounts: true,
      home_url: `${PORTAL}/`,
      profile_url: `${PORTAL}/profile`,
      account_url: `${PORTAL}/account`,
    };
    /** A GET that does not follow redirects: the status and where it leads. */
    const visit = async (path: string) => {
      const response = await fetch(`${site()}${path}`, { redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location') ?? '' };
    };
    const back = (token: string, kind: 'login' | 'sign-up' = 'login') => visit(`${API}/user-center/${kind}/callback?${new URLSearchParams({ token }).toString()}`);
    const tokenOf = (location: string) => {
      const url = new URL(location);
      expect(`${url.origin}${url.pathname}`).toBe(`${site()}/users/auth-landing`);
      return url.searchParams.get('access_token') ?? '';
    };
    const failure = (location: string) => {
      const url = new URL(location);
      expect(`${url.origin}${url.pathname}`).toBe(`${site()}/user-center/auth-failed`);
      return url.searchParams.get('reason');
    };
    const counts = async () => ({
      users: Number((await fx.db.selectFrom('user').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      links: Number((await fx.db.selectFrom('user_external_login').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    });

    it('serves no user centre while the plugin is off or not configured, and its addresses lead back to the site', async () => {
      expect(await agent()).toEqual({ enabled: false, agent_info: null });
      await setEnabled(true);
      // enabled without a portal address or secret: the site keeps its own log-in
      expect(await agent()).toEqual({ enabled: false, agent_info: null });
      expect(await visit(`${API}/user-center/login/redirect`)).toEqual({ status: 302, location: `${site()}/users/login` });
      expect(await visit(`${API}/user-center/sign-up/redirect`)).toEqual({ status: 302, location: `${site()}/users/register` });
      const refused = await back(await signPortalToken(site(), { sub: 'nobody' }));
      expect(refused.status).toBe(302);
      expect(failure(refused.location)).toBe('unavailable');
      const settings = await fx.host.api<Envelope<unknown>>('GET', `${API}/user-center/user/settings`, { token: admin() });
      expect(settings.body.data).toEqual(NO_SETTINGS);
      const branding = await fx.host.api<Envelope<unknown>>('GET', `${API}/user-center/personal/branding?username=admin`);
      expect(branding.body.data).toEqual({ enabled: false, personal_branding: [] });
    });

    it('describes the configured portal with the site\'s own redirect addresses, which lead to the portal', async () => {
      await configure(PORTAL_CONFIG);
      const described = await agent();
      expect(described.enabled).toBe(true);
      expect(described.agent_info).toMatchObject({
        name: 'Acme Portal',
        display_name: 'Acme Portal',
        url: `${PORTAL}/`,
        login_redirect_url: `${site()}${API}/user-center/login/redirect`,
        sign_up_redirect_url: `${site()}${API}/user-center/sign-up/redirect`,
        control_center: [{ name: 'account', label: 'Your Acme Portal account', url: `${PORTAL}/account` }],
        enabled_original_user_system: true,
      });
      expect(described.agent_info?.icon).not.toBe('');
      expect((await agent('zh_CN')).agent_info?.control_center[0].label).toBe('你的 Acme Portal 账号');
      // the secret never goes back, not even to admin
      const config = await fx.host.api<Envelope<unknown>>('GET', `${ADMIN_API}/plugin/config?plugin_slug_name=${PLUGIN_ID}`, { token: admin() });
      expect(JSON.stringify(config.body)).not.toContain(PORTAL_SECRET);

      const login = await visit(`${API}/user-center/login/redirect`);
      expect(login.status).toBe(302);
      expect(login.location).toBe(`${PORTAL}/login?${new URLSearchParams({ return_to: `${site()}${API}/user-center/login/callback` }).toString()}`);
      const signUp = await visit(`${API}/user-center/sign-up/redirect`);
      expect(signUp.location).toBe(`${PORTAL}/sign-up?${new URLSearchParams({ return_to: `${site()}${API}/user-center/sign-up/callback` }).toString()}`);

      // no sign-up page at the portal: the agent offers none
      await configure({ ...PORTAL_CONFIG, sign_up_url: '' });
      expect((await agent()).agent_info?.sign_up_redirect_url).toBe('');
      expect((await visit(`${API}/user-center/sign-up/redirect`)).location).toBe(`${site()}/users/register`);
      await configure(PORTAL_CONFIG);
    });

    it('makes a person the portal vouches for a verified member linked to it, and logs them in again later', async () => {
      const person = { sub: 'acme-grace', email: 'grace@example.com', email_verified: true, name: 'Grace Hopper', preferred_username: 'grace' };
      const first = await back(await signPortalToken(site(), person));
      expect(first.status).toBe(302);
      const token = tokenOf(first.location);
      const me = (await fx.host.api<Envelope<{ display_name: string; e_mail: string; mail_status: number; have_password: boolean }>>('GET', `${API}/user/info`, { token })).body.data;
      expect(me).toMatchObject({ display_name: 'Grace Hopper', e_mail: 'grace@example.com', mail_status: 1, have_password: false });
      const user = await fx.db.selectFrom('user').select(['id']).where('e_mail', '=', 'grace@example.com').executeTakeFirstOrThrow();
      const links = await fx.db.selectFrom('user_external_login').select(['user_id', 'provider', 'external_id']).where('user_id', '=', user.id).execute();
      expect(links.map((link) => ({ ...link, user_id: String(link.user_id) }))).toEqual([{ user_id: String(user.id), provider: PLUGIN_ID, external_id: 'acme-grace' }]);

      // a later log-in, through the sign-up callback too, is the same member
      const before = await counts();
      const again = await back(await signPortalToken(site(), { ...person, name: 'Grace B. Hopper' }), 'sign-up');
      const second = tokenOf(again.location);
      expect(second).not.toBe(token);
      expect((await fx.host.api<Envelope<{ e_mail: string }>>('GET', `${API}/user/info`, { token: second })).body.data.e_mail).toBe('grace@example.com');
      expect(await counts()).toEqual(before);
    });

    it('refuses forged, expired, replayed and misaddressed links without touching any account', async () => {
      const person = { sub: 'acme-mallory', email: 'mallory@example.com', email_verified: true, name: 'Mallory' };
      const before = await counts();
      const now = Math.floor(Date.now() / 1000);
      const good = await signPortalToken(site(), person);
      const [header, , signature] = good.split('.');
      const claims = JSON.parse(Buffer.from(good.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'acme-grace' })).toString('base64url')}.${signature}`;
      const bad = [
        await signPortalToken(site(), person, { secret: 'someone-else-guessing-the-secret-badly' }),
        await signPortalToken(site(), person, { issuedAt: now - 600, expiresAt: now - 60 }),
        await signPortalToken('https://another-site.example.com', person),
        tampered,
        'not-a-token',
      ];
      for (const token of bad) {
        const answer = await back(token);
        expect(answer.status, token).toBe(302);
        expect(failure(answer.location), token).toBe('refused');
      }
      expect(failure((await visit(`${API}/user-center/login/callback`)).location)).toBe('refused');
      expect(await counts()).toEqual(before);

      // a good link works once
      tokenOf((await back(good)).location);
      expect(failure((await back(good)).location)).toBe('refused');
      // malformed returns are refused by the route's schema
      expect((await visit(`${API}/user-center/login/callback?token=a&token=b`)).status).toBe(400);
    });

    it('never hands a site member\'s account to the portal on the strength of an email address', async () => {
      const before = await counts();
      const answer = await back(await signPortalToken(site(), { sub: 'acme-impostor', email: 'admin@example.com', email_verified: true, name: 'Not the admin' }));
      expect(answer.status).toBe(302);
      const url = new URL(answer.location);
      expect(`${url.origin}${url.pathname}`).toBe(`${site()}/users/confirm-email`);
      expect(url.searchParams.get('binding_key')).toBeTruthy();
      expect(url.searchParams.get('access_token')).toBeNull();
      expect(await counts()).toEqual(before);
    });

    it('follows the site\'s email-domain rule for new members', async () => {
      const rules = `${ADMIN_API}/siteinfo/login`;
      const saved = (await fx.host.api<Envelope<Record<string, unknown>>>('GET', rules, { token: admin() })).body.data;
      await fx.host.api('PUT', rules, { token: admin(), body: { ...saved, allow_email_domains: ['example.org'] } });
      try {
        const before = await counts();
        const answer = await back(await signPortalToken(site(), { sub: 'acme-outsider', email: 'out@elsewhere.example.com', email_verified: true, name: 'Outsider' }));
        expect(failure(answer.location)).toBe('email_domain');
        expect(await counts()).toEqual(before);
      } finally {
        await fx.host.api('PUT', rules, { token: admin(), body: saved });
      }
    });

    it('refuses the site\'s own password log-in, sign-up and password changes while the portal replaces them', async () => {
      await configure({ ...PORTAL_CONFIG, keep_site_accounts: false });
      try {
        expect((await agent()).agent_info?.enabled_original_user_system).toBe(false);
        const refusedLogin = await fx.host.api<Envelope<null>>('POST', `${API}/user/login/email`, { body: { e_mail: 'admin@example.com', pass: 'admin-password-1' } });
        expect(refusedLogin.status).toBe(403);
        expect(refusedLogin.body.reason).toBe('error.user.user_center_only');
        expect(refusedLogin.body.msg).toContain('Acme Portal');
        const before = await counts();
        const signUp = await fx.host.api<Envelope<null>>('POST', `${API}/user/register/email`, { body: { name: 'Eve', e_mail: 'eve@example.com', pass: 'eve-password-1' } });
        expect(signUp.status).toBe(403);
        expect(signUp.body.reason).toBe('error.user.user_center_only');
        expect(await counts()).toEqual(before);
        const change = await fx.host.api<Envelope<null>>('PUT', `${API}/user/password`, { token: admin(), body: { old_pass: 'admin-password-1', pass: 'a-new-password-2' } });
        expect(change.status).toBe(403);
        const reset = await fx.host.api<Envelope<null>>('POST', `${API}/user/password/reset`, { body: { e_mail: 'admin@example.com' } });
        expect(reset.status).toBe(403);
        // the portal's way in still works
        tokenOf((await back(await signPortalToken(site(), { sub: 'acme-grace', email: 'grace@example.com', email_verified: true }))).location);
      } finally {
        await configure(PORTAL_CONFIG);
      }
      // kept again: the admin's password works
      expect(await login(fx.host)).toBeTruthy();
    });

    it('sends members who came from the portal to its settings pages and links their profile to it', async () => {
      const grace = tokenOf((await back(await signPortalToken(site(), { sub: 'acme-grace', email: 'grace@example.com', email_verified: true }))).location);
      const settings = await fx.host.api<Envelope<unknown>>('GET', `${API}/user-center/user/settings`, { token: grace });
      expect(settings.body.data).toEqual({
        profile_setting_agent: { enabled: true, redirect_url: `${PORTAL}/profile` },
        account_setting_agent: { enabled: true, redirect_url: `${PORTAL}/account` },
      });
      // the site's own members keep the site's pages
      expect((await fx.host.api<Envelope<unknown>>('GET', `${API}/user-center/user/settings`, { token: admin() })).body.data).toEqual(NO_SETTINGS);
      expect((await fx.host.api('GET', `${API}/user-center/user/settings`)).status).toBe(401);

      const username = (await fx.db.selectFrom('user').select('username').where('e_mail', '=', 'grace@example.com').executeTakeFirstOrThrow()).username;
      const branding = await fx.host.api<Envelope<{ enabled: boolean; personal_branding: { icon: string; name: string; label: string; url: string }[] }>>(
        'GET',
        `${API}/user-center/personal/branding?${new URLSearchParams({ username }).toString()}`,
        { lang: 'zh_CN' },
      );
      expect(branding.body.data.enabled).toBe(true);
      expect(branding.body.data.personal_branding).toEqual([{ icon: expect.any(String) as string, name: 'portal_profile', label: 'Acme Portal 上的个人资料', url: `${PORTAL}/profile?id=acme-grace` }]);
      expect((await fx.host.api<Envelope<unknown>>('GET', `${API}/user-center/personal/branding?username=admin`)).body.data).toEqual({ enabled: false, personal_branding: [] });
      expect((await fx.host.api<Envelope<unknown>>('GET', `${API}/user-center/personal/branding?username=nobody-here`)).body.data).toEqual({ enabled: false, personal_branding: [] });
      expect((await fx.host.api('GET', `${API}/user-center/personal/branding`)).status).toBe(400);
    });

    it('is gone once the plugin is disabled: no agent, and links from the portal no longer log anyone in', async () => {
      await setEnabled(false);
      expect(await agent()).toEqual({ enabled: false, agent_info: null });
      const answer = await back(await signPortalToken(site(), { sub: 'acme-grace', email: 'grace@example.com', email_verified: true }));
      expect(failure(answer.location)).toBe('unavailable');
    });
  });
}
