/**
 * Searching in Chromium against a real host and a real SMTP server: a member who signed up with
 * the mail link asks a question in English with a Chinese phrase, and finds it from the header's
 * search box by an English word and by the phrase; odd input (an unbalanced quote, full-text
 * syntax, an operator with a bad value) gives an ordinary results page. After the member edits the
 * word away, the old word no longer finds the question and the new one does. Then the index loses
 * its documents, as when posts are imported straight into the database: the search misses the
 * question until the admin rebuilds the index from the plugin's admin page and watches it finish.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../api/mailbox';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logInAsAdmin, openAdminSection, siteHeader } from './session';
import { signUpAndActivate, type Person } from './signup';
import { deliverMailTo, startSite, type Site } from './site';

const MEMBER: Person = { name: 'Sena Searcher', email: 'sena@example.com', password: 'sena-password-1' };
const PHRASE = '数据库索引';
const OLD_WORD = 'quasar';
const NEW_WORD = 'nebula';
const question = (word: string) => ({
  title: `Why does the ${word} report ignore my new ${PHRASE}?`,
  body: `The ${word} report still reads the whole table after I added a ${PHRASE} on created_at. What am I missing?`,
});
const BEFORE = question(OLD_WORD);
const AFTER = question(NEW_WORD);

/** Where the journeys leave screenshots, when `ANSWER_E2E_SHOTS` names a folder. */
const SHOTS = process.env.ANSWER_E2E_SHOTS ?? '';

async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Found {
  /** The titles the results page lists, in its order. */
  titles: string[];
  /** Whether the page says that nothing matches. */
  empty: boolean;
}

/**
 * Types `q` into the header's search box, presses Enter and reads the results page once it has
 * settled on a list or on its empty note. Fails on anything but an ordinary results page: the
 * kernel's error page, an error toast, or the search API refusing the words.
 */
async function searchFromHeader(page: Page, q: string): Promise<Found> {
  const refused: string[] = [];
  const onResponse = (response: { url(): string; status(): number }) => {
    if (new URL(response.url()).pathname.endsWith('/api/v1/search') && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  };
  page.on('response', onResponse);
  try {
    const box = siteHeader(page).getByRole('searchbox', { name: 'Search questions and answers' });
    await box.fill(q);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === q);
    await page.getByRole('heading', { level: 1, name: `Results for "${q}"`, exact: true }).waitFor();
    const results = page.getByTestId('search-result');
    const empty = page.getByTestId('search-empty');
    await results.first().or(empty).waitFor();
    expect(await page.locator('[data-kernel-page]').count(), `an error page for ${q}`).toBe(0);
    expect(await page.locator('.toast').allTextContents(), `a toast for ${q}`).toEqual([]);
    expect(refused, `the search API refused ${q}`).toEqual([]);
    return { titles: await results.getByRole('heading', { level: 2 }).allTextContents(), empty: await empty.isVisible() };
  } finally {
    page.off('response', onResponse);
  }
}

describe('searching questions', () => {
  let site: Site;
  let mailbox: Mailbox;
  let browser: Browser;
  let member: TrackedPage;
  let admin: TrackedPage;
  let questionUrl = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    site = await startSite({ installed: true });
    await deliverMailTo(site, mailbox);
    browser = await launchBrowser();
    member = await openPage(browser);
    admin = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailbox?.close();
  });

  it('finds a new question by an English word and by a Chinese phrase', async () => {
    const { page } = member;
    await signUpAndActivate(page, site, mailbox, MEMBER);
    await page.goto(`${site.url}/questions/ask`);
    const form = page.locator('#ask-form');
    await form.getByLabel(/^Title/).fill(BEFORE.title);
    await form.getByRole('textbox', { name: /^Body/ }).fill(BEFORE.body);
    await form.getByRole('combobox', { name: /^Tags/ }).fill('supp');
    await page.getByRole('option', { name: /^support\b/ }).click();
    await form.getByRole('button', { name: 'Post your question' }).click();
    await page.getByRole('heading', { level: 1, name: BEFORE.title }).waitFor();
    questionUrl = page.url();

    expect(await searchFromHeader(page, OLD_WORD)).toEqual({ titles: [BEFORE.title], empty: false });
    await screenshot(page, 'search-results');
    // the result leads to the question
    await page.getByTestId('search-result').getByRole('link', { name: BEFORE.title }).click();
    await page.getByRole('heading', { level: 1, name: BEFORE.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(new URL(questionUrl).pathname);

    expect(await searchFromHeader(page, PHRASE)).toEqual({ titles: [BEFORE.title], empty: false });
    // part of the phrase, as Chinese is written without spaces between words
    expect(await searchFromHeader(page, '索引')).toEqual({ titles: [BEFORE.title], empty: false });
    expect(member.errors).toEqual([]);
  });

  it('shows an ordinary results page for odd input', async () => {
    const { page } = member;
    // an unbalanced quote is part of the word, which still finds the question
    expect(await searchFromHeader(page, `"${OLD_WORD}`)).toEqual({ titles: [BEFORE.title], empty: false });
    for (const odd of ['foo* OR "', 'score:abc', `${PHRASE}") OR 1=1 --`, 'NEAR(a b) AND NOT ^x']) {
      expect(await searchFromHeader(page, odd), odd).toEqual({ titles: [], empty: true });
    }
    expect(member.errors).toEqual([]);
  });

  it('follows an edit: the old word no longer finds the question, the new one does', async () => {
    const { page } = member;
    await page.goto(questionUrl);
    // the page as the app shows it, not only as the server sent it, before following its links
    await page.getByRole('heading', { level: 1, name: BEFORE.title }).waitFor();
    await page.getByRole('group', { name: 'Question actions' }).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/posts\/\d+\/edit$/);
    const form = page.locator('#edit-question-form');
    const title = form.getByLabel(/^Title/);
    await expect.poll(() => title.inputValue()).toBe(BEFORE.title);
    await title.fill(AFTER.title);
    await form.getByRole('textbox', { name: /^Body/ }).fill(AFTER.body);
    await form.getByLabel(/^Edit summary/).fill('Name the right report');
    await form.getByRole('button', { name: 'Save edits' }).click();
    await page.getByRole('heading', { level: 1, name: AFTER.title }).waitFor();

    expect(await searchFromHeader(page, OLD_WORD)).toEqual({ titles: [], empty: true });
    expect(await searchFromHeader(page, NEW_WORD)).toEqual({ titles: [AFTER.title], empty: false });
    expect(await searchFromHeader(page, PHRASE)).toEqual({ titles: [AFTER.title], empty: false });
    expect(member.errors).toEqual([]);
  });

  it('lets the admin rebuild an index that lost its documents', async () => {
    // what the index looks like after posts were copied straight into the database
    const db = new Database(path.join(site.dataDir, 'answer.db'));
    try {
      expect(db.prepare('DELETE FROM search_doc').run().changes).toBeGreaterThan(0);
    } finally {
      db.close();
    }
    expect(await searchFromHeader(member.page, NEW_WORD)).toEqual({ titles: [], empty: true });

    const { page } = admin;
    await logInAsAdmin(page, site);
    await openAdminSection(page, site, 'Database search', '/admin/plugins/search_db');
    await page.getByRole('heading', { level: 1, name: 'Search index' }).waitFor();
    const rebuild = page.getByTestId('search-rebuild');
    expect(await rebuild.textContent()).toBe('Rebuild index');
    await rebuild.click();

    const status = page.getByTestId('search-rebuild-status');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^Done: 1 posts? indexed\.$/);
    const progress = page.getByRole('progressbar', { name: 'Rebuild progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    // the bar slides to its width: wait until it fills the track, as it looks once done
    const filled = () => progress.evaluate((track) => (track.firstElementChild?.getBoundingClientRect().width ?? 0) / track.getBoundingClientRect().width);
    await expect.poll(filled).toBeCloseTo(1, 2);
    expect(await progress.locator('.progress-bar.bg-danger').count()).toBe(0);
    // ready for another rebuild
    expect(await rebuild.isEnabled()).toBe(true);
    expect(await rebuild.textContent()).toBe('Rebuild index');
    await screenshot(page, 'search-rebuild-done');
    expect(admin.errors).toEqual([]);

    // the same words sent again from their own results page search again
    expect(await searchFromHeader(member.page, NEW_WORD)).toEqual({ titles: [AFTER.title], empty: false });
    expect(await searchFromHeader(member.page, PHRASE)).toEqual({ titles: [AFTER.title], empty: false });
    expect(await searchFromHeader(member.page, OLD_WORD)).toEqual({ titles: [], empty: true });
    expect(member.errors).toEqual([]);
  });
});
