/**
 * An external user centre in Chromium against a real host: the admin enables and configures the
 * sample "signed link" user centre (plugins/user_center_sample, dropped into the data directory)
 * in the generated settings form; a guest who clicks Log in is sent to the operator's portal (a
 * small web server this test runs on another port), logs in there and comes back logged in as a
 * new member; Sign up goes to the portal's sign-up page likewise; a bad link lands on the failure
 * page; with the site's own accounts kept, the log-in page offers the portal's button beside the
 * password form.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_SECRET, signPortalToken } from '../api/user-center-support';
import { expectAccessible } from './axe';
import { inFreshPage, launchBrowser, seeText } from './browser';
import { enablePluginAndOpenSettings, logInAsAdmin, siteHeader } from './session';
import { api, startSite, type Site } from './site';

const PORTAL_NAME = 'Acme Portal';
const GRACE = { sub: 'acme-0001', email: 'grace@example.com', name: 'Grace Hopper', preferred_username: 'grace' };
const ALAN = { sub: 'acme-0002', email: 'alan@example.com', name: 'Alan Turing', preferred_username: 'alan' };
const PEOPLE = new Map([GRACE, ALAN].map((person) => [person.sub, person]));

/** Where the journeys leave screenshots, when `ANSWER_E2E_SHOTS` names a folder. */
const SHOTS = process.env.ANSWER_E2E_SHOTS ?? '';

async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-center-${name}.png`, fullPage: true });
}

interface Portal {
  url: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The operator's portal: a log-in and a sign-up page, each a form that picks a person; sending it
 * signs a link for the site and redirects back to `return_to`. `forge` signs with a wrong secret.
 */
async function startPortal(site: () => string): Promise<Portal> {
  const page = (title: string, returnTo: string) => `<!doctype html><html lang="en"><head><title>${title} - ${PORTAL_NAME}</title></head>
<body style="font-family: sans-serif; max-width: 30rem; margin: 3rem auto"><h1>${title}</h1><p>${PORTAL_NAME} runs the accounts of your company's sites.</p>
<form method="get" action="/done"><input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<label for="who">Who are you?</label> <select id="who" name="who">${[...PEOPLE.values()].map((person) => `<option value="${person.sub}">${person.name}</option>`).join('')}</select>
<label><input type="checkbox" name="forge" value="1"> Break the signature</label>
<p><button type="submit">Continue</button></p></form></body></html>`;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://portal.local');
      const returnTo = url.searchParams.get('return_to') ?? '';
      if (url.pathname === '/login' || url.pathname === '/sign-up') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(url.pathname === '/login' ? 'Log in' : 'Create your account', returnTo));
        return;
      }
      const person = PEOPLE.get(url.searchParams.get('who') ?? '');
      // only back to the site it serves, as a real portal must
      if (url.pathname !== '/done' || !person || !returnTo.startsWith(`${site()}/`)) {
        response.writeHead(404).end('Not found');
        return;
      }
      const secret = url.searchParams.get('forge') ? 'not-the-secret-the-site-and-portal-share' : PORTAL_SECRET;
      const token = await signPortalToken(site(), { ...person, email_verified: true }, { secret });
      const back = new URL(returnTo);
      back.searchParams.set('token', token);
      response.writeHead(302, { location: back.toString() }).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** At the portal: picks `person` (breaking the signature when `forge`) and waits until the browser is back on the site. */
async function passPortal(page: Page, portal: Portal, site: Site, person: { name: string }, shot: string, forge = false): Promise<void> {
  await page.waitForURL((url) => url.origin === portal.url);
  await screenshot(page, shot);
  await page.getByLabel('Who are you?').selectOption({ label: person.name });
  if (forge) await page.getByLabel('Break the signature').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.origin === new URL(site.url).origin);
}

/** From the home page, follows the header's `link` (Log in, Sign up) through the portal as `person`, back logged in. */
async function enterFromHeader(page: Page, portal: Portal, site: Site, link: string, person: { name: string }, shot: string): Promise<void> {
  await page.goto(`${site.url}/`);
  await siteHeader(page).getByRole('link', { name: link }).click();
  await passPortal(page, portal, site, person, shot);
  await siteHeader(page).getByRole('button', { name: person.name }).waitFor();
}

describe('logging in through an external user centre', () => {
  let site: Site;
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ installed: true, plugins: ['user_center_sample'] }), launchBrowser()]);
    portal = await startPortal(() => site.url);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
    await site?.stop();
  });

  it('is enabled and pointed at the portal by the admin, its secret never shown again', async () => {
    await inFreshPage(browser, async ({ page, errors }) => {
      await logInAsAdmin(page, site);
      await enablePluginAndOpenSettings(page, site, 'user_center_sample', 'Signed-link user centre');
      const form = page.locator('#plugin-config-form');
      await form.getByLabel(/^Name of your portal/).fill(PORTAL_NAME);
      await form.getByLabel(/^Portal log-in page/).fill(`${portal.url}/login`);
      await form.getByLabel(/^Portal sign-up page/).fill(`${portal.url}/sign-up`);
      await form.getByLabel(/^Shared secret/).fill(PORTAL_SECRET);
      await form.getByLabel(/^Portal account page/).fill(`${portal.url}/account`);
      await form.getByLabel(/^Portal profile page/).fill(`${portal.url}/profile`);
      // the portal replaces the site's own log-in
      await form.getByLabel(/^Keep the site's own accounts/).uncheck();
      await screenshot(page, 'admin-settings');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Update success.').waitFor();
      await page.reload();
      await form.getByLabel(/^Portal log-in page/).waitFor();
      expect(await form.getByLabel(/^Shared secret/).inputValue()).toBe('');
      expect(await page.content()).not.toContain(PORTAL_SECRET);
      expect(errors).toEqual([]);
    });
  });

  it('sends a guest who clicks Log in to the portal, and brings them back logged in as a new member', async () => {
    await inFreshPage(browser, async ({ page, errors }) => {
      await enterFromHeader(page, portal, site, 'Log in', GRACE, 'portal-login');
      await screenshot(page, 'back-logged-in');

      // the account menu links the portal's own pages
      await siteHeader(page).getByRole('button', { name: GRACE.name }).click();
      const link = page.getByRole('link', { name: `Your ${PORTAL_NAME} account` });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`${portal.url}/account`);
      await screenshot(page, 'account-menu');
      await page.keyboard.press('Escape');

      // the portal keeps her profile: the settings page says so and links there
      await page.goto(`${site.url}/users/settings/profile`);
      await page.getByText(`Your profile is managed by ${PORTAL_NAME}.`).waitFor();
      expect(await page.getByTestId('user-center-settings-link').getAttribute('href')).toBe(`${portal.url}/profile`);
      await screenshot(page, 'settings-profile');

      // her profile links her page at the portal
      await page.goto(`${site.url}/users/${GRACE.preferred_username}`);
      const portalProfile = page.getByTestId('personal-branding').getByRole('link', { name: `Profile on ${PORTAL_NAME}` });
      await portalProfile.waitFor();
      expect(await portalProfile.getAttribute('href')).toBe(`${portal.url}/profile?id=${GRACE.sub}`);
      await screenshot(page, 'profile-branding');
      expect(errors).toEqual([]);
    });
  });

  it('sends Sign up to the portal\'s sign-up page, and a bad link to the failure page', async () => {
    await inFreshPage(browser, async ({ page, errors }) => {
      await enterFromHeader(page, portal, site, 'Sign up', ALAN, 'portal-sign-up');
      expect(errors).toEqual([]);
    });

    await inFreshPage(browser, async ({ page }) => {
      await page.goto(`${site.url}/users/login`);
      await passPortal(page, portal, site, GRACE, 'portal-forged', true);
      await page.waitForURL((url) => url.pathname === '/user-center/auth-failed');
      await seeText(page.getByTestId('user-center-failure'), `${PORTAL_NAME} did not confirm who you are`);
      await siteHeader(page).getByRole('link', { name: 'Log in' }).waitFor();
      await screenshot(page, 'auth-failed');
      await expectAccessible(page, 'the user-centre failure page', ['light', 'dark']);
      // trying again goes back to the portal
      await page.getByRole('link', { name: 'Try again' }).click();
      await passPortal(page, portal, site, GRACE, 'portal-again');
      await siteHeader(page).getByRole('button', { name: GRACE.name }).waitFor();
    });
  });

  it('offers the portal beside the password form while the site keeps its own accounts', async () => {
    const saved = await api(site, 'PUT', '/answer/admin/api/plugin/config', {
      token: site.adminToken ?? '',
      // a save replaces every value but the secret, which is kept when left out
      body: {
        plugin_slug_name: 'user_center_sample',
        config_fields: { display_name: PORTAL_NAME, login_url: `${portal.url}/login`, sign_up_url: `${portal.url}/sign-up`, account_url: `${portal.url}/account`, profile_url: `${portal.url}/profile`, keep_site_accounts: true },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await inFreshPage(browser, async ({ page, errors }) => {
      await page.goto(`${site.url}/users/login`);
      const button = page.getByRole('link', { name: `Log in with ${PORTAL_NAME}` });
      await button.waitFor();
      await page.locator('#login-form').waitFor();
      expect(await button.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      await screenshot(page, 'login-page-with-button');
      await expectAccessible(page, 'the login page with the user centre', ['light']);
      expect(await button.getAttribute('href')).toBe(`${site.url}/answer/api/v1/user-center/login/redirect`);

      // the user centre's own log-in page on the site, for links from elsewhere
      await page.goto(`${site.url}/user-center/auth`);
      const onward = page.getByTestId('user-center-continue');
      await seeText(onward, `Continue to ${PORTAL_NAME}`);
      expect(await page.getByRole('link', { name: `Sign up with ${PORTAL_NAME}` }).getAttribute('href')).toBe(`${site.url}/answer/api/v1/user-center/sign-up/redirect`);
      await screenshot(page, 'auth-page');
      await onward.click();
      await passPortal(page, portal, site, ALAN, 'portal-from-auth-page');
      await siteHeader(page).getByRole('button', { name: ALAN.name }).waitFor();
      expect(errors).toEqual([]);
    });
  });
});
