/**
 * Browsing by tag and searching in Chromium against a real host: a guest opens the tag list,
 * filters it, opens one tag's questions; then searches from the header box and opens a result.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('filters the tag list and opens a tag\'s questions', async () => {
    const { page } = guest;
    await page.goto(`${site.url}/tags`);
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    const cards = page.getByTestId('tag-card');
    await cards.filter({ hasText: GARDEN_QUESTION.tag }).waitFor();
    expect(await cards.count()).toBe(2);

    await page.getByTestId('tag-filter').fill('sql');
    await page.waitForURL(/\/tags\?q=sql$/);
    // the old cards leave while the filtered page loads
    await cards.filter({ hasText: GARDEN_QUESTION.tag }).waitFor({ state: 'detached' });
    await cards.filter({ hasText: SQL_QUESTION.tag }).waitFor();
    expect(await cards.count()).toBe(1);
    await cards.getByText('1 question').waitFor();

    await cards.getByRole('link', { name: SQL_QUESTION.tag }).click();
    await page.waitForURL(/\/questions\?tag=sqlite-tips$/);
    await page.getByRole('heading', { level: 1, name: `Questions tagged [${SQL_QUESTION.tag}]` }).waitFor();
    // the list itself, not the sidebar's hot questions
    const list = page.locator('.question-list');
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
});
