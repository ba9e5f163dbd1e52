import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seeText } from './browser';
import { logInAsAdmin, mainNav, pluginRow, siteHeader, waitForPluginStatus } from './session';
import { SITE_NAME, setPluginEnabled, startSite, type Site } from './site';

const BROKEN = ['broken_throws_on_load', 'broken_never_loads', 'broken_render'];

describe('broken plugins', () => {
  let browser: Browser;
  let site: Site;

  beforeAll(async () => {
    [browser, site] = await Promise.all([
      launchBrowser(),
      startSite({ installed: true, plugins: [...BROKEN, 'incompatible_kernel', 'bad_manifest'] }),
    ]);
    for (const id of BROKEN) await setPluginEnabled(site, id, true);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('leave the site working and show as failed in admin', async () => {
    const { page, context } = await openPage(browser);
    try {
      await logInAsAdmin(page, site);

      // A plugin that never loads holds back neither the first paint nor the other plugins' pages:
      // they show while the kernel still waits for it, before it gives up and logs the failure.
      const gaveUp: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Plugin broken_never_loads failed')) gaveUp.push(message.text());
      });
      await page.goto(`${site.url}/`);
      await seeText(siteHeader(page), SITE_NAME);
      await page.getByTestId('questions-empty').waitFor();
      expect(gaveUp).toEqual([]);

      await page.goto(`${site.url}/admin/installed-plugins`);
      await waitForPluginStatus(page, 'broken_throws_on_load', 'failed');
      // Failed only once the kernel's load timeout has passed.
      await waitForPluginStatus(page, 'broken_never_loads', 'failed', 30_000);
      // the message looked for above is the one the kernel logs when it gives up
      expect(gaveUp).not.toEqual([]);
      await waitForPluginStatus(page, 'incompatible_kernel', 'outdated');
      await waitForPluginStatus(page, 'bad_manifest', 'outdated');
      await waitForPluginStatus(page, 'broken_render', 'active');

      // Its page throws while rendering: an error card in the page, the header still works.
      await mainNav(page).getByRole('link', { name: 'Broken page' }).click();
      await page.waitForURL(`${site.url}/broken-render`);
      await seeText(page.locator('[data-plugin-error="broken_render"]'), 'This page could not be shown');
      await seeText(siteHeader(page), SITE_NAME);
      await siteHeader(page).getByRole('link', { name: SITE_NAME }).click();
      await page.waitForURL(`${site.url}/`);
      await page.getByTestId('questions-empty').waitFor();

      // Same page load: admin now lists it as failed too.
      await siteHeader(page).locator('#account-menu').click();
      await siteHeader(page).getByRole('link', { name: 'Admin' }).click();
      await page.getByRole('link', { name: 'Installed plugins' }).first().click();
      await waitForPluginStatus(page, 'broken_render', 'failed');
      await waitForPluginStatus(page, 'broken_throws_on_load', 'failed');
    } finally {
      await context.close();
    }
  });

  it('are skipped in safe mode', async () => {
    const { page, context } = await openPage(browser);
    const pluginRequests: string[] = [];
    try {
      await logInAsAdmin(page, site);
      page.on('request', (request) => {
        if (/\/plugins\/(broken_|incompatible_|bad_)/.test(request.url())) pluginRequests.push(request.url());
      });
      // Safe mode runs only the required plugins, admin among them, and none of the broken ones.
      await page.goto(`${site.url}/admin/installed-plugins?safe_mode=no_plugins`);
      await seeText(siteHeader(page), SITE_NAME);
      // Enabled, but not run on this page load: admin says so, with the kernel's reason.
      await waitForPluginStatus(page, 'broken_render', 'not_running');
      await seeText(pluginRow(page, 'broken_render'), 'Not running');
      await seeText(pluginRow(page, 'broken_render'), 'safe mode');
      await waitForPluginStatus(page, 'questions', 'not_running');
      await waitForPluginStatus(page, 'admin', 'active');
      expect(await mainNav(page).getByRole('link', { name: 'Broken page' }).count()).toBe(0);
      expect(pluginRequests).toEqual([]);
      expect(await page.locator('[data-plugin-error]').count()).toBe(0);

      // No plugin provides the home page in safe mode: it is the 404 page, in the site's frame.
      await page.goto(`${site.url}/?safe_mode=no_plugins`);
      await page.getByRole('main').locator('[data-kernel-page="404"]').waitFor();
      await seeText(siteHeader(page), SITE_NAME);
    } finally {
      await context.close();
    }
  });
});
