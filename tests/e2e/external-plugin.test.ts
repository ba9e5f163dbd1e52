import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, launchBrowser, openPage, seeText } from './browser';
import { enablePluginAndOpenSettings, logInAsAdmin, mainNav, pluginRow, waitForPluginStatus } from './session';
import { api, startSite, type Site } from './site';

const GREETING = 'Greetings from the test suite';
const GREETING_API = '/answer/api/v1/plugins/hello_route/greeting';

describe('an external plugin dropped into the data directory', () => {
  let browser: Browser;
  let site: Site;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite({ installed: true, plugins: ['hello_route'] })]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('is enabled and configured in admin, then shown; disabled, it is gone', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      // Installed but not enabled: neither the page nor the API exists yet.
      expect((await api(site, 'GET', GREETING_API)).status).toBe(404);

      await logInAsAdmin(page, site);
      // The next page load runs the plugin; its settings page edits the config.
      await enablePluginAndOpenSettings(page, site, 'hello_route', 'Hello route');
      const greeting = page.getByLabel(/^Greeting/);
      await greeting.fill('x'.repeat(61));
      await page.getByRole('button', { name: 'Save' }).click();
      await seeText(await fieldErrors(page, /^Greeting/), 'Greeting up to 60 characters.');
      await greeting.fill(GREETING);
      await page.getByRole('button', { name: 'Save' }).click();
      await seeText(page.getByText('Update success.'), 'Update success.');

      await page.reload();
      const helloLink = mainNav(page).getByRole('link', { name: 'Hello', exact: true });
      await helloLink.click();
      await page.waitForURL(`${site.url}/hello`);
      await seeText(page.getByTestId('hello-greeting'), GREETING);
      await seeText(page.getByTestId('hello-server-greeting'), GREETING);
      const served = await api<{ greeting: string }>(site, 'GET', GREETING_API);
      expect(served.status).toBe(200);
      expect(served.body.data.greeting).toBe(GREETING);

      // Disabled: the page is the 404 page and the API answers 404.
      await page.goto(`${site.url}/admin/installed-plugins`);
      await pluginRow(page, 'hello_route').getByRole('checkbox', { name: 'Enable Hello route' }).click();
      await waitForPluginStatus(page, 'hello_route', 'inactive');
      const response = await page.goto(`${site.url}/hello`);
      expect(response?.status()).toBe(404);
      await page.locator('[data-kernel-page="404"]').waitFor();
      expect(await mainNav(page).getByRole('link', { name: 'Hello', exact: true }).count()).toBe(0);
      expect((await api(site, 'GET', GREETING_API)).status).toBe(404);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
