import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, launchBrowser, openPage, seeText } from './browser';
import { siteHeader } from './session';
import { ADMIN, startSite, type Site } from './site';

// Under a base path, so every link, asset and API call the wizard and the site make must carry it.
describe('install wizard', () => {
  let browser: Browser;
  let site: Site;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite({ basePath: '/community' })]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('goes from the first visit to the home page of the new site', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${site.url}/`);
      await page.waitForURL(`${site.url}/install`);

      // 1. language
      await seeText(page.getByTestId('install-step-language'), 'Choose a language');
      expect(await page.getByTestId('install-progress').getAttribute('data-step')).toBe('1');
      await page.getByRole('button', { name: 'Next' }).click();

      // 2. database: SQLite is the default engine
      const dbStep = page.getByTestId('install-step-db');
      await seeText(dbStep, 'Database');
      expect(await page.getByLabel(/^Database engine/).locator('option:checked').textContent()).toBe('SQLite');
      await page.getByRole('button', { name: 'Next' }).click();

      // 3. config file
      await seeText(page.getByTestId('install-step-config'), 'The config file was created.');
      await page.getByRole('button', { name: 'Next' }).click();

      // 4. site and admin; a wrong value first, shown on its own field
      await page.getByTestId('install-step-site').waitFor();
      await page.getByLabel(/^Site name/).fill('A site name far longer than thirty characters');
      await page.getByRole('button', { name: 'Next' }).click();
      await seeText(await fieldErrors(page, /^Site name/), 'Site name must be at maximum 30 characters in length.');
      expect(await page.getByTestId('install-step-done').count()).toBe(0);

      await page.getByLabel(/^Site name/).fill('Wizard Answers');
      await page.getByLabel(/^Contact email/).fill('contact@example.com');
      await page.getByLabel(/^Name/).fill(ADMIN.name);
      await page.getByLabel(/^Password/).fill(ADMIN.password);
      await page.getByLabel(/^Email/).fill(ADMIN.email);
      await page.getByRole('button', { name: 'Next' }).click();

      // 5. done
      await seeText(page.getByTestId('install-step-done'), 'Your site is ready');
      await page.getByTestId('install-go-home').click();
      await page.waitForURL(`${site.url}/`);
      await seeText(siteHeader(page), 'Wizard Answers');
      await seeText(page.getByTestId('questions-empty'), /.+/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
