/**
 * Maintenance mode in Chromium: the admin turns it on in the admin page with a message; a guest
 * (another browser) gets the maintenance page with that message; the admin keeps using the site
 * under a banner, turns it off from the banner's link, and the guest has the site again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser, openPage } from './browser';
import { logInAsAdmin, mainNav, siteHeader } from './session';
import { startSite, type Site } from './site';

const MESSAGE = 'We are moving to a bigger server. Back within the hour.';
const BANNER = 'Maintenance mode is on — only admins can use the site.';

describe('maintenance mode', () => {
  let browser: Browser;
  let site: Site;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite({ installed: true })]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('closes the site to a guest while the admin keeps working, and opens it again', async () => {
    const admin = await openPage(browser);
    const guest = await openPage(browser);
    try {
      const { page } = admin;
      await logInAsAdmin(page, site);
      await page.goto(`${site.url}/admin`);
      await page.getByRole('navigation', { name: 'Administration menu' }).getByRole('link', { name: 'Maintenance' }).click();
      await page.waitForURL(`${site.url}/admin/maintenance`);
      const form = page.locator('#admin-maintenance');
      await form.getByLabel('Close the site for maintenance').check();
      await form.getByLabel(/^Message/).fill(MESSAGE);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved. The change applies now.').waitFor();
      const banner = page.locator('[data-maintenance-banner]');
      await banner.getByText(BANNER).waitFor();

      // a guest: the maintenance page with the admin's words, the page itself answered 503
      const response = await guest.page.goto(`${site.url}/questions`);
      expect(response?.status()).toBe(503);
      await guest.page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
      await guest.page.getByText(MESSAGE).waitFor();
      expect(await siteHeader(guest.page).count()).toBe(0);
      await expectAccessible(guest.page, 'the maintenance page', ['light', 'dark']);

      // the admin keeps the site, under the banner
      await page.goto(`${site.url}/questions`);
      await mainNav(page).waitFor();
      await page.getByRole('heading', { name: 'Under maintenance' }).waitFor({ state: 'detached' });
      await banner.getByText(BANNER).waitFor();
      await expectAccessible(page, 'a page under the maintenance banner', ['light', 'dark']);

      // and turns it off from the banner
      await banner.getByRole('link', { name: 'Turn it off' }).click();
      await page.waitForURL(`${site.url}/admin/maintenance`);
      await form.getByLabel('Close the site for maintenance').uncheck();
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved. The change applies now.').waitFor();
      await banner.waitFor({ state: 'detached' });

      const back = await guest.page.reload();
      expect(back?.status()).toBe(200);
      await mainNav(guest.page).waitFor();
      expect(await guest.page.getByText(MESSAGE).count()).toBe(0);
      expect(admin.errors).toEqual([]);
      expect(guest.errors).toEqual([]);
    } finally {
      await admin.context.close();
      await guest.context.close();
    }
  });
});
