/**
 * Asking and editing a question in Chromium against a real host: a member sees a similar question
 * while typing the title, writes the body in the editor, picks an existing tag, leaves the page and
 * finds the draft restored, posts, lands on the question page with the rendered body, then edits
 * the title. The ask page, filled in, passes the accessibility check in both colour schemes. The
 * admin seeds the similar question and its tag through the API first (admins may create tags;
 * members of rank 1 may not).
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn, mainNav } from './session';
import { api, setPluginEnabled, startSite, type Site } from './site';

const MEMBER = { display_name: 'Quinn Asker', email: 'quinn@example.com', password: 'quinn-password-1' };
const SEEDED = { title: 'How do I parse JSON in Go?', tag: { slug_name: 'golang', display_name: 'Go' } };
const TITLE = 'Parsing JSON with unknown keys';
const EDITED_TITLE = 'Parsing JSON with unknown keys in Go';
const BODY = 'My JSON has keys I cannot know in advance. Which type should I decode into?';

/** What the editor holds, whichever editor is active (a text area or a rich-text box). */
const editorText = (box: Locator) => box.evaluate((element) => (element instanceof HTMLTextAreaElement ? element.value : (element.textContent ?? '')));

describe('asking a question', () => {
  let site: Site;
  let browser: Browser;
  let member: TrackedPage;

  beforeAll(async () => {
    site = await startSite({ installed: true });
    const token = site.adminToken ?? '';
    const seeded = await api(site, 'POST', '/answer/api/v1/question', {
      token,
      body: { title: SEEDED.title, content: 'I have a JSON document and want a struct from it.', tags: [{ ...SEEDED.tag, original_text: '' }] },
    });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
    const added = await api(site, 'POST', '/answer/admin/api/user', { token, body: MEMBER });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    browser = await launchBrowser();
    member = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('asks with a similar question shown, a restored draft and an existing tag', async () => {
    const { page } = member;
    await logIn(page, site, MEMBER.email, MEMBER.password);
    await page.goto(`${site.url}/questions`);
    await page.getByRole('link', { name: 'Ask a question' }).first().click();
    await page.waitForURL(/\/questions\/ask$/);

    const form = page.locator('#ask-form');
    await form.getByLabel(/^Title/).fill(TITLE);
    const similar = page.getByTestId('similar-questions');
    await expect.poll(() => similar.getByRole('link', { name: SEEDED.title }).count()).toBe(1);

    await form.getByRole('textbox', { name: /^Body/ }).fill(BODY);
    const tags = form.getByRole('combobox', { name: /^Tags/ });
    await tags.fill('go');
    await page.getByRole('option', { name: /^Go\b/ }).click();
    await expect.poll(() => form.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem').allTextContents()).toEqual(['Go']);

    // the back button asks first; staying keeps the page where it is
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await page.evaluate(() => window.history.back());
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/questions/ask');
    await expect.poll(() => form.getByLabel(/^Title/).inputValue()).toBe(TITLE);

    // leaving asks first; the draft is kept either way
    await mainNav(page).getByRole('link', { name: 'Questions' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/questions$/);
    await page.getByRole('link', { name: 'Ask a question' }).first().click();

    await page.getByTestId('draft-restored').waitFor();
    await expect.poll(() => form.getByLabel(/^Title/).inputValue()).toBe(TITLE);
    await expect.poll(() => editorText(form.getByRole('textbox', { name: /^Body/ }))).toContain('Which type should I decode into?');
    await expect.poll(() => form.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem').allTextContents()).toEqual(['Go']);
    await expectAccessible(page, 'the ask page, filled in', ['light', 'dark']);

    await form.getByRole('button', { name: 'Post your question' }).click();
    await page.waitForURL(/\/questions\/1001\d{13}\/parsing-json-with-unknown-keys$/);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // the body as the server rendered it: Markdown became a paragraph
    await page.locator('article .fmt p', { hasText: 'Which type should I decode into?' }).waitFor();
    expect(await page.locator('article').getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(['Go']);
    expect(await page.title()).toContain(TITLE);

    // posted: nothing is restored on the next visit
    await page.goto(`${site.url}/questions/ask`);
    await form.getByLabel(/^Title/).waitFor();
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(await form.getByLabel(/^Title/).inputValue()).toBe('');
    expect(member.errors).toEqual([]);
  });

  it('edits the question and shows the new title', async () => {
    const { page } = member;
    await page.goto(`${site.url}/questions`);
    // the hot questions card may list the title too: follow the link of the list itself
    await page.locator('li[data-question-id]').getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('group', { name: 'Question actions' }).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/posts\/1001\d{13}\/edit$/);

    const form = page.locator('#edit-question-form');
    const title = form.getByLabel(/^Title/);
    await expect.poll(() => title.inputValue()).toBe(TITLE);
    await title.fill(EDITED_TITLE);
    await form.getByLabel(/^Edit summary/).fill('Name the language');
    await form.getByRole('button', { name: 'Save edits' }).click();

    await page.waitForURL(/\/questions\/1001\d{13}\/parsing-json-with-unknown-keys-in-go$/);
    await page.getByRole('heading', { level: 1, name: EDITED_TITLE }).waitFor();
    await page.locator('article .fmt p', { hasText: 'Which type should I decode into?' }).waitFor();
    expect(member.errors).toEqual([]);
  });

  it('asks and answers in one go', async () => {
    // asking again within five seconds of the last question calls for a captcha (Answer's rule);
    // this journey is about the answer part, so the captcha is switched off
    await setPluginEnabled(site, 'captcha_basic', false);
    const { page } = member;
    await page.goto(`${site.url}/questions/ask`);
    const form = page.locator('#ask-form');
    await form.getByLabel(/^Title/).fill('Reading a JSON number as an int64');
    await form.getByRole('textbox', { name: /^Body/ }).fill('Large ids come back rounded when I decode them. How do I keep them exact?');
    await form.getByRole('combobox', { name: /^Tags/ }).fill('go');
    await page.getByRole('option', { name: /^Go\b/ }).click();
    await form.getByLabel('Answer your own question').check();
    // the answer's own rule holds before anything is sent
    await form.getByRole('textbox', { name: /^Your answer/ }).fill('json');
    await form.getByRole('button', { name: 'Post your question and answer' }).click();
    await form.getByText('Answer must be at least 6 characters.').waitFor();
    await form.getByRole('textbox', { name: /^Your answer/ }).fill('Decode with UseNumber() and call Int64() on the json.Number.');
    await form.getByRole('button', { name: 'Post your question and answer' }).click();

    await page.waitForURL(/\/questions\/1001\d{13}\/reading-a-json-number-as-an-int64$/);
    await page.getByRole('heading', { level: 1, name: 'Reading a JSON number as an int64' }).waitFor();
    await page.getByTestId('answers').locator('.fmt', { hasText: 'Decode with UseNumber()' }).waitFor();
    await expect.poll(() => page.getByTestId('answer-count').textContent()).toBe('1 Answer');
    expect(member.errors).toEqual([]);
  });
});
