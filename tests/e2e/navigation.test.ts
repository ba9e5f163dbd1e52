/**
 * The site's navigation as members know it from Answer: on a wide screen the left side navigation
 * (icons, the current page marked, Moderation links for staff only); on a phone the same links in
 * the header's menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTEXT_DEFAULTS, launchBrowser, openPage } from './browser';
import { logInAsAdmin } from './session';
import { startSite, type Site } from './site';

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Site navigation' });
const current = (page: Page) => sideNav(page).locator('[aria-current="page"]');

describe('site navigation', () => {
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

  it('shows the members’ pages in the side navigation with the current one marked', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${site.url}/`);
      const links = sideNav(page).getByRole('link');
      await links.first().waitFor();
      expect(await current(page).innerText()).toBe('Questions');
      expect(await links.allInnerTexts()).toEqual(['Questions', 'Tags', 'Users', 'Badges']);
      expect(await sideNav(page).locator('i.bi').count()).toBe(await links.count());
      // guests see no moderation links
      expect(await sideNav(page).getByText('Moderation').count()).toBe(0);
      expect(await sideNav(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);

      await sideNav(page).getByRole('link', { name: 'Tags' }).click();
      await page.waitForURL(`${site.url}/tags`);
      await expect.poll(() => current(page).innerText()).toBe('Tags');
      // the header repeats the links only on narrow screens
      expect(await page.locator('#answer-navbar > .navbar-nav').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gives admins the Moderation heading with the admin area', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await logInAsAdmin(page, site);
      await page.goto(`${site.url}/questions`);
      await sideNav(page).getByText('Moderation').waitFor();
      await sideNav(page).getByRole('link', { name: 'Admin' }).click();
      await page.waitForURL(`${site.url}/admin`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('folds the links into the header menu on a phone', async () => {
    const context = await browser.newContext({ ...CONTEXT_DEFAULTS, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      await page.getByRole('heading', { name: 'All questions' }).waitFor();
      expect(await sideNav(page).isVisible()).toBe(false);
      const menu = page.locator('#answer-navbar > .navbar-nav');
      expect(await menu.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await menu.getByRole('link', { name: 'Tags' }).click();
      await page.waitForURL(`${site.url}/tags`);
      // the menu closes once its link is followed
      await menu.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});
