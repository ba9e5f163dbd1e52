/**
 * Moderating in Chromium against a real host: a moderator closes a question with a reason (a
 * duplicate's link typed first is not sent with another reason; the dialog refuses a reason
 * without its details), everyone sees the reason in the banner and
 * a member can no longer answer; the moderator reopens it; pinning puts an older question first
 * in the list.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../api/harness';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn } from './session';
import { api, startSite, type Site } from './site';

const MODERATOR = { display_name: 'Mona Moderator', email: 'mona@example.com', password: 'mona-password-1' };
const MEMBER = { display_name: 'Max Member', email: 'max@example.com', password: 'max-password-1' };
const OLDER = { title: 'Which editor should a beginner use?', content: 'I am starting out and want a simple editor.' };
const QUESTION = { title: 'Why does my build fail on Tuesdays?', content: 'It works every other day of the week.' };
/** The close reason the journey uses: one that asks the moderator for words (reason 59). */
const REASON = 'something else';
/** The moderator's words for it, which the closed question's banner shows. */
const CLOSE_NOTE = 'Please add the build log.';

describe('moderating a question', () => {
  let site: Site;
  let browser: Browser;
  let moderator: TrackedPage;
  let member: TrackedPage;
  let olderId = '';
  let questionPath = '';

  async function addUser(user: typeof MEMBER): Promise<string> {
    const token = site.adminToken ?? '';
    const added = await api(site, 'POST', '/answer/admin/api/user', { token, body: user });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const found = await api<{ list: { user_id: string; e_mail: string }[] }>(site, 'GET', `/answer/admin/api/users/page?query=${encodeURIComponent(user.email)}`, { token });
    return found.body.data.list[0]?.user_id ?? '';
  }

  beforeAll(async () => {
    site = await startSite({ installed: true });
    const token = site.adminToken ?? '';
    const ask = async (question: typeof QUESTION) => {
      const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', {
        token,
        body: { ...question, tags: [{ slug_name: 'builds', display_name: 'builds', original_text: '' }] },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      return asked.body.data.id;
    };
    olderId = await ask(OLDER);
    questionPath = `/questions/${await ask(QUESTION)}`;
    const moderatorId = await addUser(MODERATOR);
    const role = await api(site, 'PUT', '/answer/admin/api/user/role', { token, body: { user_id: moderatorId, role_id: 3 } });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    await addUser(MEMBER);
    browser = await launchBrowser();
    moderator = await openPage(browser);
    member = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('closes with a reason, shows it, and stops new answers', async () => {
    const { page } = moderator;
    await logIn(page, site, MODERATOR.email, MODERATOR.password);
    await page.goto(`${site.url}${questionPath}`);
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    const actions = page.getByRole('group', { name: 'Question actions' });
    await actions.getByRole('button', { name: 'Close' }).click();

    const dialog = page.getByRole('dialog', { name: 'Close question' });
    const closeRequests: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/answer/api/v1/question/status') closeRequests.push(request.postDataJSON());
    });
    // a duplicate's link, then another reason: that one asks for words of its own
    await dialog.getByRole('radio', { name: /a duplicate/ }).check();
    await dialog.getByRole('textbox').fill(`${site.url}/questions/${olderId}`);
    await dialog.getByRole('radio', { name: new RegExp(REASON) }).check();
    await expect.poll(() => dialog.getByRole('textbox').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Close question' }).click();
    // the reason asks for details: the dialog says so on the field and sends nothing
    await dialog.getByText('Cannot be empty.').waitFor();
    await dialog.getByRole('textbox').fill(CLOSE_NOTE);
    await dialog.getByRole('button', { name: 'Close question' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(closeRequests).toEqual([{ id: questionPath.split('/').pop(), close_type: 59, close_msg: CLOSE_NOTE }]);

    await page.getByRole('status').getByText(CLOSE_NOTE).waitFor();
    await actions.getByRole('button', { name: 'Reopen' }).waitFor();

    await logIn(member.page, site, MEMBER.email, MEMBER.password);
    await member.page.goto(`${site.url}${questionPath}`);
    await member.page.getByRole('status').filter({ hasText: CLOSE_NOTE }).waitFor();
    await member.page.getByText('[closed]').first().waitFor();
    // the answer form gives way to a note, and an answer sent anyway is refused by the server
    await member.page.getByTestId('answers-closed').filter({ hasText: 'This question is closed: it takes no new answers.' }).waitFor();
    expect(await member.page.locator('#answer-form').count()).toBe(0);
    const questionId = questionPath.split('/').pop() ?? '';
    const memberToken = await login(site.host, MEMBER.email, MEMBER.password);
    const sent = await api(site, 'POST', '/answer/api/v1/answer', { token: memberToken, body: { question_id: questionId, content: 'Try building on a Wednesday instead.' } });
    expect(sent.status).toBe(403);
    const answers = await api<{ count: number }>(site, 'GET', `/answer/api/v1/answer/page?question_id=${questionId}`);
    expect(answers.body.data.count).toBe(0);
    expect(await member.page.getByRole('group', { name: 'Question actions' }).getByRole('button', { name: 'Reopen' }).count()).toBe(0);
  });

  it('reopens the question', async () => {
    const { page } = moderator;
    const actions = page.getByRole('group', { name: 'Question actions' });
    await actions.getByRole('button', { name: 'Reopen' }).click();
    await page.getByRole('dialog', { name: 'Reopen this question?' }).getByRole('button', { name: 'Confirm' }).click();
    await actions.getByRole('button', { name: 'Close' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: CLOSE_NOTE }).count()).toBe(0);

    await member.page.reload();
    await member.page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    expect(await member.page.getByRole('status').filter({ hasText: CLOSE_NOTE }).count()).toBe(0);
  });

  it('pins an older question to the top of the list', async () => {
    const { page } = moderator;
    await page.goto(`${site.url}/questions`);
    const items = page.locator('li[data-question-id]');
    await expect.poll(() => items.first().getAttribute('data-question-id')).not.toBe(olderId);

    await items.getByRole('link', { name: OLDER.title }).click();
    // the hot questions card of the side column lists it too
    await page.getByTestId('hot-questions').waitFor();
    await page.getByRole('heading', { level: 1, name: OLDER.title }).waitFor();
    await page.getByRole('group', { name: 'Question actions' }).getByRole('button', { name: 'Pin' }).click();
    await page.getByRole('dialog', { name: 'Pin this question?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('group', { name: 'Question actions' }).getByRole('button', { name: 'Unpin' }).waitFor();

    await page.goto(`${site.url}/questions`);
    await expect.poll(() => items.first().getAttribute('data-question-id')).toBe(olderId);
    await items.first().getByText('Pinned').waitFor();
    expect(moderator.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
