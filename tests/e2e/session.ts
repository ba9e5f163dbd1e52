/** Browser steps several journeys share. */
import type { Page } from 'playwright-core';
import { troublesOf } from './browser';
import { ADMIN, type Site } from './site';

/** Logs a member in through the login page and waits until the page has moved on. */
export async function logIn(page: Page, site: Site, email: string, password: string): Promise<void> {
  await page.goto(`${site.url}/users/login`);
  const form = page.locator('#login-form');
  try {
    await form.getByLabel(/^Email/).fill(email);
  } catch (error) {
    // say where the browser ended up instead of the form, so a failure can be read from the log
    const text = await page.locator('body').innerText().catch(() => '');
    const troubles = troublesOf(page);
    const seen = troubles.length ? `; the browser saw:\n${troubles.join('\n')}` : '';
    throw new Error(`no login form at ${page.url()}; the page reads: ${text.slice(0, 500)}${seen}`, { cause: error });
  }
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/users/login'));
}

/** Logs the admin in through the login page. */
export function logInAsAdmin(page: Page, site: Site): Promise<void> {
  return logIn(page, site, ADMIN.email, ADMIN.password);
}

/** The row of a plugin in admin's installed-plugins table. */
export function pluginRow(page: Page, id: string) {
  return page.locator(`[data-testid="plugins-table"] tr[data-plugin="${id}"]`);
}

/** Waits until the admin table shows `status` (active, inactive, failed, outdated) for `id`. */
export async function waitForPluginStatus(page: Page, id: string, status: string, timeout = 20_000): Promise<void> {
  await page.locator(`[data-testid="plugins-table"] tr[data-plugin="${id}"][data-status="${status}"]`).waitFor({ timeout });
}

/**
 * Turns on the installed plugin `id` (labelled `name`) in admin's installed plugins and, after the
 * reload that runs it, opens its settings form.
 */
export async function enablePluginAndOpenSettings(page: Page, site: Site, id: string, name: string): Promise<void> {
  await page.goto(`${site.url}/admin/installed-plugins`);
  await waitForPluginStatus(page, id, 'inactive');
  await pluginRow(page, id).getByRole('checkbox', { name: `Enable ${name}` }).click();
  await waitForPluginStatus(page, id, 'active');
  await page.reload();
  await pluginRow(page, id).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL(`${site.url}/admin/plugins/${id}`);
}

/**
 * The site's navigation links as the page shows them: the side navigation of wide screens (the
 * journeys' window is wide), or the header's links on pages without one (the admin area).
 */
export function mainNav(page: Page) {
  return page.locator('nav[aria-label="Site navigation"]:visible, #answer-navbar > .navbar-nav:visible');
}

/** The site header: the page's banner landmark. */
export function siteHeader(page: Page) {
  return page.getByRole('banner');
}

/** Opens the admin area and follows its menu link `name` to `path` (e.g. `/admin/legal`); resolves to the menu. */
export async function openAdminSection(page: Page, site: Site, name: string, path: string) {
  await page.goto(`${site.url}/admin`);
  const menu = page.getByRole('navigation', { name: 'Administration menu' });
  await menu.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(`${site.url}${path}`);
  return menu;
}
