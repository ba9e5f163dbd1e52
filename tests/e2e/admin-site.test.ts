/**
 * The site's name and logo, set in the admin pages of a real host in Chromium: the new name shows
 * in the header and the tab title at once for the admin and on a guest's next page; a logo
 * uploaded on the branding page replaces the name in the header, and a file that is not an image
 * is refused on its field.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../api/hardening-uploads-files';
import { launchBrowser, openPage } from './browser';
import { logInAsAdmin, siteHeader } from './session';
import { SITE_NAME, startSite, type Site } from './site';

const NEW_NAME = 'Rover Club';
const SAVED = 'Saved. The change applies now.';

describe('the site name and logo set in admin', () => {
  let browser: Browser;
  let site: Site;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite({ installed: true })]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('renames the site: header and title change for the admin at once and for a guest next', async () => {
    const admin = await openPage(browser);
    const guest = await openPage(browser);
    try {
      const { page } = admin;
      await logInAsAdmin(page, site);
      await page.goto(`${site.url}/admin`);
      await page.getByRole('navigation', { name: 'Administration menu' }).getByRole('link', { name: 'General' }).click();
      await page.waitForURL(`${site.url}/admin/general`);
      const form = page.locator('#admin-general');
      await expect.poll(() => form.getByLabel(/^Site name/).inputValue()).toBe(SITE_NAME);
      await form.getByLabel(/^Site name/).fill(NEW_NAME);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText(SAVED).waitFor();
      await expect.poll(() => siteHeader(page).getByRole('link', { name: NEW_NAME }).count()).toBe(1);
      await expect.poll(() => page.title()).toContain(NEW_NAME);

      await guest.page.goto(`${site.url}/questions`);
      await siteHeader(guest.page).getByRole('link', { name: NEW_NAME }).waitFor();
      expect(await guest.page.title()).toContain(NEW_NAME);
      expect(admin.errors.concat(guest.errors)).toEqual([]);
    } finally {
      await admin.context.close();
      await guest.context.close();
    }
  });

  it('uploads a logo that replaces the name in the header, and refuses a file that is not an image', async () => {
    const admin = await openPage(browser);
    try {
      const { page } = admin;
      await logInAsAdmin(page, site);
      await page.goto(`${site.url}/admin/branding`);
      const form = page.locator('#admin-branding');
      const logoInput = form.locator('input[type="file"]').first();
      await logoInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain words, not a picture') });
      await form.getByRole('alert').first().waitFor();

      await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(300, 56) });
      await form.locator('img').first().waitFor();
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText(SAVED).waitFor();
      const logo = siteHeader(page).locator('img').first();
      await logo.waitFor();
      expect(await logo.getAttribute('src')).toMatch(/\/uploads\/.+\.png$/);

      // a visitor's next page shows it too
      const guest = await openPage(browser);
      try {
        await guest.page.goto(`${site.url}/`);
        await siteHeader(guest.page).locator('img').first().waitFor();
      } finally {
        await guest.context.close();
      }
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});
