/**
 * Browsing by tag and searching in Chromium against a real host: a guest opens the home page (its
 * icon, its tag chips, an accessibility check in both colour schemes and other navbar looks), the
 * tag list, filters it, opens one tag's questions; then searches from the header box and opens a
 * result; and sees the maintenance page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { siteHeader } from './session';
import { api, startSite, type Site } from './site';

const SQL_QUESTION = { title: 'How do I index a text column in SQLite?', content: 'Lookups on a text column get slower every week.', tag: 'sqlite-tips' };
const GARDEN_QUESTION = { title: 'When should I turn my compost heap?', content: 'The heap smells sour and nothing rots.', tag: 'gardening' };

describe('browsing tags and searching', () => {
  let site: Site;
  let browser: Browser;
  let guest: TrackedPage;

  beforeAll(async () => {
    site = await startSite({ installed: true });
    for (const question of [SQL_QUESTION, GARDEN_QUESTION]) {
      const asked = await api(site, 'POST', '/answer/api/v1/question', {
        token: site.adminToken ?? '',
        body: { title: question.title, content: question.content, tags: [{ slug_name: question.tag, display_name: question.tag, original_text: '' }] },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    }
    browser = await launchBrowser();
    guest = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('opens the home page with the site icon and linked tags, readable and labelled in both colour schemes', async () => {
    const { page } = guest;
    const consoleErrors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`);
    };
    page.on('console', onConsole);
    try {
      await page.goto(`${site.url}/`);
      const list = page.locator('.question-list');
      await list.getByRole('link', { name: SQL_QUESTION.title }).waitFor();
      // the page names its icon and the site serves one: no page asks for /favicon.ico in vain
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.ico');
      const icon = await page.request.get(`${site.url}/favicon.ico`);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/icon/);

      await expectAccessible(page, 'the home page', ['light', 'dark']);
      expect(consoleErrors).toEqual([]);

      // a tag chip leads to the tag's own page, which lists its questions
      await list.locator('li', { hasText: GARDEN_QUESTION.title }).getByRole('link', { name: GARDEN_QUESTION.tag }).click();
      await page.waitForURL(/\/tags\/gardening$/);
      await page.getByRole('heading', { level: 1, name: GARDEN_QUESTION.tag }).waitFor();
      await page.locator('.tagged-questions').getByRole('link', { name: GARDEN_QUESTION.title }).waitFor();
    } finally {
      page.off('console', onConsole);
    }
  });

  it('keeps the navbar readable in the light navbar style and on a light primary colour', async () => {
    const looks = [
      { navbar_style: 'light', primary_color: '#0033ff' },
      { navbar_style: 'colored', primary_color: '#ffc107' },
    ];
    for (const look of looks) {
      const { page, context } = await openPage(browser);
      try {
        // the site's settings as if the admin had picked this look
        await page.route('**/answer/api/v1/siteinfo', async (route) => {
          const response = await route.fetch();
          const envelope = (await response.json()) as { data: { theme?: Record<string, unknown> } };
          envelope.data.theme = { ...envelope.data.theme, theme_config: { default: look } };
          await route.fulfill({ response, json: envelope });
        });
        await page.goto(`${site.url}/`);
        await page.locator('.question-list').getByRole('link', { name: SQL_QUESTION.title }).waitFor();
        await expectAccessible(page, `the home page with a ${look.navbar_style} navbar in ${look.primary_color}`, ['light', 'dark']);
      } finally {
        await context.close();
      }
    }
  });

  it('filters the tag list and opens a tag\'s questions', async () => {
    const { page } = guest;
    await page.goto(`${site.url}/tags`);
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    const cards = page.getByTestId('tag-card');
    await cards.filter({ hasText: GARDEN_QUESTION.tag }).waitFor();
    // both tags of the questions, beside the tag a fresh site starts with
    await cards.filter({ hasText: SQL_QUESTION.tag }).waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);

    await page.getByTestId('tag-filter').fill('sql');
    await page.waitForURL(/\/tags\?q=sql$/);
    // the old cards leave while the filtered page loads
    await cards.filter({ hasText: GARDEN_QUESTION.tag }).waitFor({ state: 'detached' });
    await cards.filter({ hasText: SQL_QUESTION.tag }).waitFor();
    expect(await cards.count()).toBe(1);
    await cards.getByText('1 question').waitFor();

    await cards.getByRole('link', { name: SQL_QUESTION.tag }).click();
    await page.waitForURL(/\/tags\/sqlite-tips$/);
    await page.getByRole('heading', { level: 1, name: SQL_QUESTION.tag }).waitFor();
    // the tag's list itself, not the sidebar's hot questions
    const list = page.locator('.tagged-questions');
    await list.getByRole('link', { name: SQL_QUESTION.title }).waitFor();
    expect(await list.getByRole('link', { name: GARDEN_QUESTION.title }).count()).toBe(0);
    expect(guest.errors).toEqual([]);
  });

  it('searches from the header box and opens a result', async () => {
    const { page } = guest;
    const box = siteHeader(page).getByRole('searchbox', { name: 'Search questions and answers' });
    await box.fill('compost');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=compost$/);
    await page.getByRole('heading', { level: 1, name: 'Results for "compost"' }).waitFor();
    const results = page.getByTestId('search-result');
    await results.first().waitFor();
    expect(await results.count()).toBe(1);

    await results.getByRole('link', { name: GARDEN_QUESTION.title }).click();
    await page.getByRole('heading', { level: 1, name: GARDEN_QUESTION.title }).waitFor();
    expect(guest.errors).toEqual([]);
  });

  it('shows the maintenance page filling the window from its top edge', async () => {
    const { page } = guest;
    await page.goto(`${site.url}/maintenance`);
    await page.locator('[data-kernel-page="maintenance"]').waitFor();
    // no strip of the page background above the page, and nothing to scroll
    expect((await page.getByRole('main').boundingBox())?.y).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await expectAccessible(page, 'the maintenance page', ['light', 'dark']);
    expect(guest.errors).toEqual([]);
  });
});
