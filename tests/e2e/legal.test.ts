/**
 * The site's terms in Chromium against a real host: before anything is written a guest finds no
 * footer link and an honest empty page; the admin writes the terms and the privacy policy in
 * Markdown at /admin/legal, previewing them; a guest then follows the footer link to the terms and
 * finds both texts linked on the sign-up page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { inFreshPage, launchBrowser, seeText } from './browser';
import { logInAsAdmin, openAdminSection } from './session';
import { startSite, type Site } from './site';

const TERMS = ['# Be kind', '', 'Treat **every member** with respect.', '', '<script>window.terms_ran = true</script>'].join('\n');
const PRIVACY = 'We keep **your email address** to send you what you asked for.';

describe('legal pages', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ installed: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('says honestly that no terms are published yet, and links none in the footer', async () => {
    await inFreshPage(browser, async (guest) => {
      await guest.page.goto(`${site.url}/tos`);
      await guest.page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
      await seeText(guest.page.getByRole('main'), 'This site has not published terms of service yet.');
      expect(await guest.page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).count()).toBe(0);
      expect(guest.errors).toEqual([]);
    });
  });

  it('lets the admin write the terms with a preview, then a guest reads them from the footer and sees them on sign-up', async () => {
    await inFreshPage(browser, async (admin) => {
      await logInAsAdmin(admin.page, site);
      await openAdminSection(admin.page, site, 'Legal', '/admin/legal');
      const form = admin.page.locator('#legal-form');
      const terms = form.getByLabel(/^Terms of service/);
      await terms.fill(TERMS);
      await form.getByRole('button', { name: 'Preview' }).first().click();
      // the server's rendering: the Markdown becomes HTML, the script stays text
      const preview = form.getByRole('region', { name: 'Preview' });
      await preview.locator('strong', { hasText: 'every member' }).waitFor();
      await preview.getByRole('heading', { name: 'Be kind' }).waitFor();
      await form.getByLabel(/^Privacy policy/).fill(PRIVACY);
      await expectAccessible(admin.page, 'the admin legal settings', ['light', 'dark']);
      await form.getByRole('button', { name: 'Save' }).click();
      await admin.page.getByText('Saved. The change applies now.').waitFor();
      // the admin's own footer links the texts at once
      await admin.page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).waitFor();
      expect(admin.errors).toEqual([]);
    });

    await inFreshPage(browser, async (guest) => {
      await guest.page.goto(`${site.url}/`);
      const footer = guest.page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Terms of service' }).click();
      await guest.page.waitForURL(`${site.url}/tos`);
      await guest.page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
      const main = guest.page.getByRole('main');
      await main.locator('strong', { hasText: 'every member' }).waitFor();
      await seeText(main, '<script>window.terms_ran = true</script>');
      expect(await guest.page.evaluate(() => (window as { terms_ran?: boolean }).terms_ran)).toBeUndefined();
      expect(await guest.page.title()).toContain('Terms of service');
      await expectAccessible(guest.page, 'the terms of service page', ['light', 'dark']);

      await guest.page.goto(`${site.url}/users/register`);
      const agreement = guest.page.getByText('By signing up, you agree to the terms of service and the privacy policy.');
      await agreement.waitFor();
      await agreement.getByRole('link', { name: 'privacy policy' }).click();
      await guest.page.waitForURL(`${site.url}/privacy`);
      await guest.page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
      await guest.page.getByRole('main').locator('strong', { hasText: 'your email address' }).waitFor();
      expect(guest.errors).toEqual([]);
    });
  });
});
