/**
 * Answering in Chromium against a real host: the admin asks through the API; a member opens the
 * question, writes an answer, leaves and finds the draft restored, posts it and sees it rendered;
 * the admin, as the question's author, accepts it on the page; the member then edits the answer.
 * A newcomer who signs up through the mail link reads the page: the answer without the author's
 * or the asker's buttons, while the author still sees theirs.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../api/mailbox';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn, logInAsAdmin, mainNav } from './session';
import { signUpAndActivate } from './signup';
import { addMembers, askAsAdmin, deliverMailTo, startSite, type Site } from './site';

const MEMBER = { display_name: 'Ada Answerer', email: 'ada@example.com', password: 'ada-password-1' };
const QUESTION = { title: 'How do I reverse a list in Python?', content: 'I have a list and want its items backwards.' };
const ANSWER = 'Call reversed on the list, or slice it with a step of minus one.';
const EDITED = 'Call the reverse method to turn the list around in place.';
const NEWCOMER = { name: 'Nia Newcomer', email: 'nia@example.com', password: 'nia-password-1' };

/** Where the journeys leave screenshots, when `ANSWER_E2E_SHOTS` names a folder. */
const SHOTS = process.env.ANSWER_E2E_SHOTS ?? '';
async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** What the editor holds, whichever editor is active (a text area or a rich-text box). */
const editorText = (box: Locator) => box.evaluate((element) => (element instanceof HTMLTextAreaElement ? element.value : (element.textContent ?? '')));

describe('answering a question', () => {
  let site: Site;
  let mailbox: Mailbox;
  let browser: Browser;
  let member: TrackedPage;
  let admin: TrackedPage;
  let questionPath = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    site = await startSite({ installed: true });
    await deliverMailTo(site, mailbox);
    questionPath = await askAsAdmin(site, QUESTION, { slug_name: 'python', display_name: 'Python' });
    await addMembers(site, MEMBER);
    browser = await launchBrowser();
    member = await openPage(browser);
    admin = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailbox?.close();
  });

  it('keeps a draft, posts the answer and shows it rendered', async () => {
    const { page } = member;
    await logIn(page, site, MEMBER.email, MEMBER.password);
    await page.goto(`${site.url}${questionPath}`);
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    await page.getByRole('heading', { name: '0 Answers' }).waitFor();

    const form = page.locator('#answer-form');
    await form.getByRole('textbox', { name: /^Body/ }).fill(ANSWER);

    // leaving asks first; the draft is kept either way
    await mainNav(page).getByRole('link', { name: 'Questions' }).click();
    await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/questions$/);
    // the hot questions card may list the title too: follow the link of the list itself
    await page.locator('li[data-question-id]').getByRole('link', { name: QUESTION.title }).click();

    await page.getByTestId('answer-draft-restored').waitFor();
    await expect.poll(() => editorText(form.getByRole('textbox', { name: /^Body/ }))).toContain('minus one');

    await form.getByRole('button', { name: 'Post your answer' }).click();
    const answers = page.getByTestId('answers');
    await answers.getByRole('heading', { name: '1 Answer' }).waitFor();
    // the body as the server rendered it: Markdown became a paragraph
    await answers.locator('article .fmt p', { hasText: 'minus one' }).waitFor();
    // one answer per member: the form gives way to a link to the answer
    await page.getByTestId('already-answered').waitFor();

    // posted: the draft is gone
    await page.reload();
    await answers.locator('article').first().waitFor();
    expect(await page.getByTestId('answer-draft-restored').count()).toBe(0);
    expect(member.errors).toEqual([]);
  });

  it('lets the question author accept the answer', async () => {
    const { page } = admin;
    await logInAsAdmin(page, site);
    await page.goto(`${site.url}${questionPath}`);
    const answer = page.getByTestId('answers').locator('article', { hasText: 'minus one' });
    await answer.getByRole('group', { name: 'Answer actions' }).getByRole('button', { name: 'Accept' }).click();
    await answer.getByTestId('accepted-answer').waitFor();
    await answer.getByRole('button', { name: 'Unaccept' }).waitFor();
    expect(admin.errors).toEqual([]);
  });

  it('lets the member edit the answer and returns to it', async () => {
    const { page } = member;
    await page.goto(`${site.url}${questionPath}`);
    const answer = page.getByTestId('answers').locator('article', { hasText: 'minus one' });
    await answer.getByTestId('accepted-answer').waitFor();
    await answer.getByRole('group', { name: 'Answer actions' }).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/posts\/\d+\/\d+\/edit$/);

    const form = page.locator('#edit-answer-form');
    const body = form.getByRole('textbox', { name: /^Body/ });
    await expect.poll(() => editorText(body)).toContain('minus one');
    await body.fill(EDITED);
    await form.getByLabel(/^Edit summary/).fill('Mention in-place reversal');
    await form.getByRole('button', { name: 'Save edits' }).click();

    await page.waitForURL(/\/questions\/\d+\/[^/]+\/\d+$/);
    await page.getByTestId('answers').locator('article .fmt p', { hasText: 'in place' }).waitFor();
    expect(member.errors).toEqual([]);
  });

  it('shows a newcomer the answer without the author\'s or the asker\'s buttons, and the author theirs', async () => {
    const newcomer = await openPage(browser);
    const { page } = newcomer;
    await signUpAndActivate(page, site, mailbox, NEWCOMER);
    await page.goto(`${site.url}${questionPath}`);
    const answer = page.getByTestId('answers').locator('article', { hasText: 'in place' });
    await answer.getByTestId('accepted-answer').waitFor();
    const actions = answer.getByRole('group', { name: 'Answer actions' });
    await actions.getByRole('button', { name: 'Flag' }).waitFor();
    expect(await actions.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await actions.getByRole('button', { name: /^(Accept|Unaccept)$/ }).count()).toBe(0);
    await screenshot(page, 'answers-newcomer');

    // right after, from the same kept page: the author's own buttons
    await member.page.goto(`${site.url}${questionPath}`);
    const own = member.page.getByTestId('answers').locator('article', { hasText: 'in place' });
    await own.getByRole('group', { name: 'Answer actions' }).getByRole('link', { name: 'Edit' }).waitFor();
    await screenshot(member.page, 'answers-author');
    expect(newcomer.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
