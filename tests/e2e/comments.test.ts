/**
 * Commenting in Chromium against a real host: the admin asks and a second member answers through
 * the API; a member comments on the question and on the answer, edits one comment inline and
 * deletes the other; the second member replies to the first; a link with `?commentId=` marks the
 * comment it points at; that page, with its answer and comments, passes the accessibility check
 * in both colour schemes.
 */
import type { Locator, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../api/harness';
import { expectAccessible } from './axe';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn } from './session';
import { api, setPluginEnabled, startSite, type Site } from './site';

const ADA = { display_name: 'Ada Commenter', email: 'ada.comments@example.com', password: 'ada-password-1' };
const BOB = { display_name: 'Bob Replier', email: 'bob.comments@example.com', password: 'bob-password-1' };
const QUESTION = { title: 'Which port does the dev server listen on?', content: 'I started it but cannot find it in the browser.' };

const questionComments = (page: Page) => page.locator('article.question-detail').getByTestId('comments');
const answerComments = (page: Page) => page.getByTestId('answers').locator('article').first().getByTestId('comments');
const commentItem = (section: Locator, text: string) => section.locator('li.comment-item', { hasText: text });

/** Opens the small form under a post, writes `text` and sends it. */
async function addComment(section: Locator, text: string): Promise<void> {
  await section.getByRole('button', { name: 'Add a comment' }).click();
  await section.getByRole('textbox', { name: /^Comment/ }).fill(text);
  await section.getByRole('button', { name: 'Add comment' }).click();
  await commentItem(section, text).waitFor();
}

describe('commenting on posts', () => {
  let site: Site;
  let browser: Browser;
  let ada: TrackedPage;
  let bob: TrackedPage;
  let questionPath = '';

  beforeAll(async () => {
    site = await startSite({ installed: true });
    // the journey comments faster than a person types (Answer asks a captcha for a comment within
    // a second of the last one); the captcha dialog itself has its own journeys
    await setPluginEnabled(site, 'captcha_basic', false);
    const token = site.adminToken ?? '';
    for (const member of [ADA, BOB]) {
      const added = await api(site, 'POST', '/answer/admin/api/user', { token, body: member });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', {
      token,
      body: { ...QUESTION, tags: [{ slug_name: 'tooling', display_name: 'Tooling', original_text: '' }] },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    questionPath = `/questions/${asked.body.data.id}`;
    const bobToken = await login(site.host, BOB.email, BOB.password);
    const answered = await api(site, 'POST', '/answer/api/v1/answer', { token: bobToken, body: { question_id: asked.body.data.id, content: 'It listens on port 5173 unless you change it.' } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    browser = await launchBrowser();
    ada = await openPage(browser);
    bob = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('lets a member comment on the question and on the answer', async () => {
    const { page } = ada;
    await logIn(page, site, ADA.email, ADA.password);
    await page.goto(`${site.url}${questionPath}`);
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();

    await addComment(questionComments(page), 'Which operating system are you on?');
    await addComment(answerComments(page), 'Port 5173 is busy on my machine.');

    // both are stored: they are there after a reload
    await page.reload();
    await commentItem(questionComments(page), 'Which operating system').waitFor();
    await commentItem(answerComments(page), 'Port 5173 is busy').getByText(ADA.display_name).waitFor();
    expect(ada.errors).toEqual([]);
  });

  it('lets the member edit a comment inline and delete another', async () => {
    const { page } = ada;
    const mine = commentItem(questionComments(page), 'Which operating system');
    await mine.getByRole('button', { name: 'Edit' }).click();
    const box = mine.getByRole('textbox', { name: /^Comment/ });
    expect(await box.inputValue()).toBe('Which operating system are you on?');
    await box.fill('Which operating system and version are you on?');
    await mine.getByRole('button', { name: 'Save' }).click();
    await commentItem(questionComments(page), 'and version').locator('.fmt').waitFor();

    const other = commentItem(answerComments(page), 'Port 5173 is busy');
    await other.getByRole('button', { name: 'Delete' }).click();
    await other.getByRole('group', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click();
    await other.waitFor({ state: 'detached' });
    await page.reload();
    await commentItem(questionComments(page), 'and version').waitFor();
    expect(await commentItem(answerComments(page), 'Port 5173 is busy').count()).toBe(0);
    expect(ada.errors).toEqual([]);
  });

  it('lets a second member reply, and a link to a comment marks it', async () => {
    const { page } = bob;
    await logIn(page, site, BOB.email, BOB.password);
    await page.goto(`${site.url}${questionPath}`);
    const section = questionComments(page);
    const first = commentItem(section, 'and version');
    // someone else's comment: a reply, no edit or delete
    expect(await first.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await first.getByRole('button', { name: 'Reply' }).click();
    const box = section.getByRole('textbox', { name: /^Comment/ });
    await expect.poll(() => box.inputValue()).toMatch(/^@\S+ $/);
    await box.press('End');
    await box.pressSequentially('Linux, the latest release.');
    await section.getByRole('button', { name: 'Add comment' }).click();
    const reply = commentItem(section, 'Linux, the latest release.');
    await reply.waitFor();
    await reply.getByText(`in reply to ${ADA.display_name}`).waitFor();
    // the mention became a link to Ada's profile
    await reply.locator('.fmt a[href^="/users/"]').waitFor();

    const id = await reply.getAttribute('data-comment-id');
    await page.goto(`${site.url}${questionPath}?commentId=${id}`);
    await page.locator(`li[data-comment-id="${id}"].bg-warning-subtle`).waitFor();
    await expectAccessible(page, 'a question page with an answer and comments', ['light', 'dark']);
    expect(bob.errors).toEqual([]);
  });
});
