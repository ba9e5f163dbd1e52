/**
 * Logging in through an OpenID Connect provider, in Chromium against a real host, a real SMTP
 * server and a real provider (oidc-provider, in the test process, with its development log-in and
 * consent pages): the admin adds the provider in the generated settings form, a newcomer's first
 * log-in makes their account, a member who signed up with the mail link proves their address by
 * mail before the provider's account is linked to theirs, removes the link in My logins and
 * connects it again from there.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackOf, CLIENT_ID, CLIENT_SECRET, startTestProvider, type TestProvider } from '../api/connectors-support';
import { linkIn, startMailbox, type Mailbox } from '../api/mailbox';
import { expectAccessible } from './axe';
import { fieldErrors, inFreshPage, launchBrowser, seeText } from './browser';
import { logInAsAdmin, pluginRow, siteHeader } from './session';
import { signUpAndActivate } from './signup';
import { api, startSite, deliverMailTo, type Site } from './site';

const SLUG = 'acme';
const PROVIDER_NAME = 'Acme ID';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#d63384"/></svg>';
const NEWCOMER = { login: 'nora', name: 'Nora Newcomer', email: 'nora@example.com' };
const MEMBER = { name: 'Erin Example', email: 'erin@example.com', password: 'erin-password-1', login: 'erin.at.acme' };

/** Where the journeys leave screenshots, when `ANSWER_E2E_SHOTS` names a folder. */
const SHOTS = process.env.ANSWER_E2E_SHOTS ?? '';

async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Runs `leave` (a click that leaves for the provider), then at the provider logs in as `login`
 * when it asks and agrees when it asks (a provider that still knows the person asks neither), and
 * waits until the browser is back on the site.
 */
async function throughProvider(page: Page, provider: TestProvider, site: Site, login: string, leave: () => Promise<void>): Promise<void> {
  const before = page.url();
  await leave();
  await page.waitForURL((url) => url.href !== before);
  const loginField = page.locator('input[name="login"]');
  const agree = page.getByRole('button', { name: 'Continue' });
  for (let step = 0; step < 4 && new URL(page.url()).origin === provider.issuer; step += 1) {
    await loginField.or(agree).first().waitFor();
    const shown = page.url();
    if (await loginField.isVisible()) {
      await screenshot(page, 'provider-login');
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
    } else {
      await agree.click();
    }
    await page.waitForURL((url) => url.href !== shown);
  }
  await page.waitForURL((url) => url.origin === new URL(site.url).origin);
}

describe('logging in with an OpenID Connect provider', () => {
  let site: Site;
  let mailbox: Mailbox;
  let provider: TestProvider;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    site = await startSite({ installed: true });
    await deliverMailTo(site, mailbox);
    provider = await startTestProvider([callbackOf(site.host, SLUG)]);
    provider.people.set(NEWCOMER.login, { email: NEWCOMER.email, email_verified: true, name: NEWCOMER.name, preferred_username: NEWCOMER.login });
    provider.people.set(MEMBER.login, { email: MEMBER.email, email_verified: true, name: 'Erin at Acme' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await provider?.close();
    await site?.stop();
    await mailbox?.close();
  });

  it('lets the admin add the provider in the settings form, its secret never shown again', async () => {
    await inFreshPage(browser, async (admin) => {
      const { page } = admin;
      await logInAsAdmin(page, site);
      await page.goto(`${site.url}/admin/installed-plugins`);
      await pluginRow(page, 'connector_oidc').getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(/\/admin\/plugins\/connector_oidc$/);
      const form = page.locator('#plugin-config-form');
      await form.getByRole('button', { name: '+ Add' }).last().click();
      const item = form.locator('.card').first();
      await item.getByRole('heading', { name: 'Providers 1' }).waitFor();
      await item.getByLabel(/^Slug/).fill(SLUG);
      await item.getByLabel(/^Name/).first().fill(PROVIDER_NAME);
      await item.getByLabel(/^Icon/).fill(ICON);
      await item.getByLabel(/^Issuer/).fill('not an address');
      await item.getByLabel(/^Client ID/).fill(CLIENT_ID);
      await item.getByLabel(/^Client secret/).fill(CLIENT_SECRET);
      // the choices are worded, not the protocol's identifiers
      await item.getByLabel(/^Client authentication/).selectOption({ label: 'HTTP Basic (client_secret_basic)' });
      await form.getByRole('button', { name: 'Save' }).click();
      await seeText(await fieldErrors(page, /^Issuer/), 'Use an https:// address (http:// only for localhost).');
      await item.getByLabel(/^Issuer/).fill(provider.issuer);
      await screenshot(page, 'admin-provider-form');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Update success.').waitFor();
      // saved, and never sent back: the field is empty, the page and the settings read hold no trace of it
      expect(await item.getByLabel(/^Client secret/).inputValue()).toBe('');
      await page.reload();
      await item.getByLabel(/^Slug/).waitFor();
      expect(await item.getByLabel(/^Issuer/).inputValue()).toBe(provider.issuer);
      expect(await item.getByLabel(/^Client secret/).inputValue()).toBe('');
      expect(await page.content()).not.toContain(CLIENT_SECRET);
      await screenshot(page, 'admin-provider-saved');
      await expectAccessible(page, 'the connector settings', ['light', 'dark']);

      // a change saved without typing the secret again keeps it (the log-ins below use it)
      await item.getByLabel(/^Scopes/).fill('openid email profile');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Update success.').waitFor();
      const read = await api(site, 'GET', '/answer/admin/api/plugin/config?plugin_slug_name=connector_oidc', { token: site.adminToken ?? '' });
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain(CLIENT_SECRET);
      expect(admin.errors).toEqual([]);
    });
  });

  it('makes a newcomer a member at their first log-in with the provider', async () => {
    await inFreshPage(browser, async (guest) => {
      const { page } = guest;
      await page.goto(`${site.url}/users/register`);
      await page.getByRole('link', { name: `Sign up with ${PROVIDER_NAME}` }).waitFor();
      await screenshot(page, 'sign-up-with-provider');

      await page.goto(`${site.url}/users/login`);
      const button = page.getByRole('link', { name: `Log in with ${PROVIDER_NAME}` });
      await button.waitFor();
      // the provider's icon, as an image
      expect(await button.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      await screenshot(page, 'login-with-provider');
      await expectAccessible(page, 'the login page with a provider', ['light', 'dark']);

      // cancelled at the provider: back on the login page, told so in words of the site's own
      await button.click();
      await page.waitForURL((url) => url.origin === provider.issuer);
      await page.getByRole('link', { name: '[ Cancel ]' }).click();
      await page.waitForURL((url) => url.origin === new URL(site.url).origin && url.pathname === '/users/login');
      await seeText(page.getByRole('alert'), 'The log-in was cancelled at the other service.');
      expect(new URL(page.url()).searchParams.get('connector_error')).toBe('denied');
      await screenshot(page, 'login-cancelled');

      await throughProvider(page, provider, site, NEWCOMER.login, () => button.click());
      await siteHeader(page).getByRole('button', { name: NEWCOMER.name }).waitFor();

      // the provider is their only way in: removing it is not offered, and why is said
      await page.goto(`${site.url}/users/settings/account`);
      const logins = page.getByTestId('my-logins');
      const row = logins.locator(`li[data-login="${PROVIDER_NAME}"][data-bound="true"]`);
      await row.getByText('This is the only way you can log in.', { exact: false }).waitFor();
      expect(await row.getByRole('button', { name: `Remove ${PROVIDER_NAME}` }).isDisabled()).toBe(true);
      await screenshot(page, 'my-logins-only-way-in');
      expect(guest.errors).toEqual([]);
    });
  });

  it('links the provider to an existing member once they confirm their address by mail, and removes the link', async () => {
    await inFreshPage(browser, async (member) => {
      await signUpAndActivate(member.page, site, mailbox, MEMBER);
    });

    await inFreshPage(browser, async (visit) => {
      const { page } = visit;
      await page.goto(`${site.url}/users/login`);
      const button = page.getByRole('link', { name: `Log in with ${PROVIDER_NAME}` });
      await throughProvider(page, provider, site, MEMBER.login, () => button.click());

      // the provider's address is a member's: they must show it is theirs before anything is linked
      await page.waitForURL((url) => url.pathname === '/users/confirm-email' && url.searchParams.has('binding_key'));
      await page.getByRole('heading', { name: `Finish logging in with ${PROVIDER_NAME}` }).waitFor();
      const form = page.locator('#bind-email-form');
      expect(await form.getByLabel(/^Email/).inputValue()).toBe(MEMBER.email);
      await screenshot(page, 'bind-email');
      await expectAccessible(page, 'the bind-email page', ['light', 'dark']);
      await form.getByRole('button', { name: 'Continue' }).click();

      const dialog = page.getByRole('dialog', { name: 'This email belongs to an account' });
      await seeText(dialog, `An account on this site already uses ${MEMBER.email}.`);
      await screenshot(page, 'bind-email-taken');
      await dialog.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText(`We sent a link to ${MEMBER.email}. Open it to link your ${PROVIDER_NAME} login to your account.`).waitFor();
      // nothing is linked, and nobody is logged in, until the link is opened
      await siteHeader(page).getByRole('link', { name: 'Log in' }).waitFor();

      const mail = await mailbox.next(MEMBER.email);
      await page.goto(linkIn(mail, '/users/account-activation').href);
      await siteHeader(page).getByRole('button', { name: MEMBER.name }).waitFor();

      await page.goto(`${site.url}/users/settings/account`);
      const logins = page.getByTestId('my-logins');
      const bound = logins.locator(`li[data-login="${PROVIDER_NAME}"][data-bound="true"]`);
      await bound.waitFor();
      await screenshot(page, 'my-logins-linked');
      await expectAccessible(page, 'My logins', ['light', 'dark']);

      await bound.getByRole('button', { name: `Remove ${PROVIDER_NAME}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove this login?' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await page.getByText(`${PROVIDER_NAME} was removed from your logins.`).waitFor();
      // offered again, to connect
      const connect = logins.locator(`li[data-login="${PROVIDER_NAME}"][data-bound="false"]`).getByRole('button', { name: `Connect ${PROVIDER_NAME}` });
      await connect.waitFor();
      await screenshot(page, 'my-logins-removed');

      // connected again from here: through the provider and back to My logins, linked at once
      await throughProvider(page, provider, site, MEMBER.login, () => connect.click());
      await page.getByText('The login was linked to your account.').waitFor();
      await bound.waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(visit.errors).toEqual([]);
    });
  });
});
