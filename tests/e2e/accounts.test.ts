/**
 * Account journeys in Chromium against a real host and a real SMTP server: sign-up with the
 * emailed activation link, log out and in, password reset by mail, and an admin suspending a
 * member who is then shown the suspended page. The captcha plugin stays on, as on a fresh site:
 * the journeys answer its dialog with the answer the site stored.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailbox, type Mailbox } from '../api/mailbox';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn, logInAsAdmin, siteHeader } from './session';
import { api, startSite, type Site } from './site';

const MEMBER = { name: 'Erin Example', username: 'erin-example', email: 'erin@example.com', password: 'erin-password-1', newPassword: 'erin-password-2' };

/** The answer of the captcha the dialog shows: the newest challenge the site stored. */
function storedCaptchaAnswer(site: Site): string {
  const db = new Database(path.join(site.dataDir, 'answer.db'), { readonly: true });
  try {
    const row = db
      .prepare("SELECT value FROM kv_cache WHERE cache_key LIKE 'captcha_basic:captcha:%' ORDER BY expires_at DESC, rowid DESC LIMIT 1")
      .get() as { value: string } | undefined;
    if (!row) throw new Error('no captcha challenge stored');
    return JSON.parse(row.value) as string;
  } finally {
    db.close();
  }
}

async function answerCaptcha(page: Page, site: Site): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Captcha' });
  await dialog.getByRole('img').waitFor();
  await dialog.getByLabel('Captcha code').fill(storedCaptchaAnswer(site));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('account journeys', () => {
  let site: Site;
  let mailbox: Mailbox;
  let browser: Browser;
  let member: TrackedPage;

  beforeAll(async () => {
    mailbox = await startMailbox();
    site = await startSite({ installed: true });
    const smtp = await api(site, 'PUT', '/answer/admin/api/setting/smtp', {
      token: site.adminToken ?? '',
      body: { from_email: 'noreply@example.com', from_name: 'Answer Test', smtp_host: '127.0.0.1', smtp_port: mailbox.port, encryption: '', smtp_authentication: false },
    });
    expect(smtp.status, JSON.stringify(smtp.body)).toBe(200);
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
    await expect(page.getByRole('heading', { name: 'Check your email' }).isVisible()).resolves.toBe(true);
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
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/users/account-recovery');
      // the page's code arrives in pieces after the URL changes: typing before it settled could be lost
      await page.waitForLoadState('networkidle');
      await page.getByLabel(/^Email/).fill(MEMBER.email);
      await page.getByRole('button', { name: 'Send recovery email' }).click();
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
    const admin = await openPage(browser);
    try {
      await logInAsAdmin(admin.page, site);
      await admin.page.goto(`${site.url}/admin/users`);
      const table = admin.page.getByTestId('admin-users-table');
      await table.getByText(MEMBER.email).waitFor();
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
