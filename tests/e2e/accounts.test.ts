/**
 * Account journeys in Chromium against a real host and a real SMTP server: sign-up with the
 * emailed activation link, log out and in, password reset by mail, and an admin suspending a
 * member who is then shown the suspended page (and, before that, the plain 403 page at /admin).
 * The login page and the admin's users and login settings pages pass the accessibility check in
 * both colour schemes. The captcha plugin stays on, as on a fresh site:
 * the journeys answer its dialog with the answer the site stored.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailbox, type Mailbox } from '../api/mailbox';
import { expectAccessible } from './axe';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { answerCaptcha } from './captcha';
import { logIn, logInAsAdmin, siteHeader } from './session';
import { deliverMailTo, startSite, type Site } from './site';

const MEMBER = { name: 'Erin Example', username: 'erin-example', email: 'erin@example.com', password: 'erin-password-1', newPassword: 'erin-password-2' };

describe('account journeys', () => {
  let site: Site;
  let mailbox: Mailbox;
  let browser: Browser;
  let member: TrackedPage;

  beforeAll(async () => {
    mailbox = await startMailbox();
    site = await startSite({ installed: true });
    await deliverMailTo(site, mailbox);
    browser = await launchBrowser();
    member = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailbox?.close();
  });

  it('signs up, activates the account with the emailed link, logs out and in again', async () => {
    const { page } = member;
    await page.goto(`${site.url}/users/register`);
    const form = page.locator('#register-form');
    await form.getByLabel(/^Display name/).fill(MEMBER.name);
    await form.getByLabel(/^Email/).fill(MEMBER.email);
    await form.getByLabel(/^Password/).fill(MEMBER.password);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await answerCaptcha(page, site);

    await page.waitForURL('**/users/confirm-email');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(`We sent an email to ${MEMBER.email}`).waitFor();

    const mail = await mailbox.next(MEMBER.email);
    const link = linkIn(mail, '/users/account-activation');
    await page.goto(link.href);
    await page.getByRole('heading', { name: 'Your account is activated' }).waitFor();
    await siteHeader(page).getByRole('button', { name: MEMBER.name }).waitFor();

    await page.goto(`${site.url}/users/logout`);
    await siteHeader(page).getByRole('link', { name: 'Log in' }).waitFor();

    await logIn(page, site, MEMBER.email, MEMBER.password);
    await siteHeader(page).getByRole('button', { name: MEMBER.name }).waitFor();
    expect(member.errors).toEqual([]);
  });

  it('resets a forgotten password through the emailed link', async () => {
    const guest = await openPage(browser);
    try {
      const { page } = guest;
      await page.goto(`${site.url}/users/login`);
      await page.locator('#login-form').getByLabel(/^Email/).waitFor();
      await expectAccessible(page, 'the login page', ['light', 'dark']);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/users/account-recovery');
      // The router keeps the login page on screen until the recovery page's code has arrived, and
      // the login form has an Email field too: type into the recovery form once it is there.
      const recovery = page.locator('#recovery-form');
      await recovery.getByLabel(/^Email/).fill(MEMBER.email);
      await recovery.getByRole('button', { name: 'Send recovery email' }).click();
      await answerCaptcha(page, site);
      await page.getByText(`If an account uses ${MEMBER.email}`).waitFor();

      const mail = await mailbox.next(MEMBER.email);
      await page.goto(linkIn(mail, '/users/password-reset').href);
      await page.getByLabel(/^New password/).fill(MEMBER.newPassword);
      await page.getByLabel(/^Confirm new password/).fill(MEMBER.newPassword);
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByText('Your password has been changed.').waitFor();

      // the link worked once
      await page.goto(linkIn(mail, '/users/password-reset').href);
      await page.getByText('Sorry, this password reset link is no longer valid.').waitFor();

      await logIn(page, site, MEMBER.email, MEMBER.newPassword);
      await siteHeader(page).getByRole('button', { name: MEMBER.name }).waitFor();
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.context.close();
    }
  });

  it('shows the suspended page to a member an admin just suspended', async () => {
    // the reset ended the member's first session: log in again with the new password
    await logIn(member.page, site, MEMBER.email, MEMBER.newPassword);
    // admin pages are not for members: the plain 403 page, without the admin menu beside it
    await member.page.goto(`${site.url}/admin`);
    await member.page.getByRole('main').locator('[data-kernel-page="403"]').waitFor();
    expect(await member.page.getByRole('navigation', { name: 'Administration menu' }).count()).toBe(0);
    await siteHeader(member.page).getByRole('button', { name: MEMBER.name }).waitFor();

    const admin = await openPage(browser);
    try {
      await logInAsAdmin(admin.page, site);
      // the login settings: the email domain list's add button stays inside the form
      await admin.page.goto(`${site.url}/admin/login`);
      const settings = admin.page.locator('#admin-login-settings');
      const add = settings.getByRole('button', { name: '+ Add' });
      await add.waitFor();
      const [formBox, addBox] = await Promise.all([settings.boundingBox(), add.boundingBox()]);
      expect(addBox && formBox && addBox.x + addBox.width <= formBox.x + formBox.width).toBe(true);
      await expectAccessible(admin.page, 'the admin login settings', ['light', 'dark']);

      await admin.page.goto(`${site.url}/admin/users`);
      const table = admin.page.getByTestId('admin-users-table');
      await table.getByText(MEMBER.email).waitFor();
      await expectAccessible(admin.page, 'the admin users page', ['light', 'dark']);
      await admin.page.getByRole('button', { name: `Actions for ${MEMBER.username}` }).click();
      await admin.page.getByRole('button', { name: 'Suspend', exact: true }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByLabel('Suspend for').selectOption('forever');
      await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await table.locator('tr', { hasText: MEMBER.email }).getByText(/suspended/i).waitFor();
    } finally {
      await admin.context.close();
    }

    await member.page.goto(`${site.url}/users/settings`);
    await member.page.waitForURL('**/users/account-suspended');
    await member.page.getByRole('heading', { name: 'Your account has been suspended' }).waitFor();
  });
});
