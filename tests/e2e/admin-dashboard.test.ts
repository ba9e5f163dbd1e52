import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seeText } from './browser';
import { logInAsAdmin } from './session';
import { api, startSite, type Site } from './site';

describe('admin dashboard', () => {
  let browser: Browser;
  let site: Site;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite({ installed: true })]);
    const asked = await api(site, 'POST', '/answer/api/v1/question', {
      token: site.adminToken ?? '',
      body: { title: 'What does the dashboard show first?', content: 'The counts of the site, I suppose.', tags: [{ slug_name: 'support', display_name: 'support' }] },
    });
    expect(asked.status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('opens at /admin with the counts, the health list and the chart, its library loaded only there', async () => {
    const { page, context, errors } = await openPage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await logInAsAdmin(page, site);
      // another admin page first: the chart's code is not part of the admin area's load
      await page.goto(`${site.url}/admin/installed-plugins`);
      await page.getByRole('heading', { name: 'Installed plugins' }).waitFor();
      expect(scripts.filter((script) => /DailyChart/i.test(script))).toEqual([]);

      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL(`${site.url}/admin`);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

      const statistics = page.getByTestId('dashboard-statistics');
      await seeText(statistics.locator('[data-fact="questions"]'), '1');
      await seeText(statistics.locator('[data-fact="unanswered"]'), '1');
      await seeText(statistics.locator('[data-fact="users"]'), '1');

      // no mail server on a fresh site: the check says so and leads to the SMTP page
      const smtp = page.getByTestId('dashboard-health').locator('[data-check="smtp"]');
      expect(await smtp.getAttribute('data-state')).toBe('warning');
      expect(await smtp.getByRole('link').getAttribute('href')).toMatch(/\/admin\/smtp$/);
      await seeText(page.getByTestId('dashboard-system'), 'sqlite3');

      await page.getByTestId('dashboard-chart').locator('canvas').waitFor();
      expect(scripts.some((script) => /DailyChart/i.test(script))).toBe(true);

      // the same numbers as a table
      await page.getByText('Show the numbers as a table').click();
      const lastDay = page.getByTestId('dashboard-daily-table').locator('tbody tr').last();
      await lastDay.waitFor();
      expect(await lastDay.locator('td').first().textContent()).toBe('1');

      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
