/**
 * Notifications in Chromium against a real host: member B asks (through the API) and waits on the
 * home page; member A answers; B's header bell shows the count within a few seconds (the 3 s
 * poll), B opens the inbox, sees who answered, and the item leads to the answer.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn } from './session';
import { api, startSite, type Site } from './site';

const ASKER = { display_name: 'Bea Asker', email: 'bea@example.com', password: 'bea-password-1' };
const ANSWERER = { display_name: 'Abe Answerer', email: 'abe@example.com', password: 'abe-password-1' };
const QUESTION = { title: 'How do I hear about answers to my questions?', content: 'I would like to know when somebody answers me.' };

describe('notifications', () => {
  let site: Site;
  let browser: Browser;
  let asker: TrackedPage;
  let questionId = '';
  let answererToken = '';

  const tokenOf = async (person: { email: string; password: string }) => {
    const login = await api<{ access_token: string }>(site, 'POST', '/answer/api/v1/user/login/email', { body: { e_mail: person.email, pass: person.password } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return login.body.data.access_token;
  };

  beforeAll(async () => {
    site = await startSite({ installed: true });
    for (const person of [ASKER, ANSWERER]) {
      const added = await api(site, 'POST', '/answer/admin/api/user', { token: site.adminToken ?? '', body: person });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const tags = [{ slug_name: 'notifications', display_name: 'Notifications', original_text: '' }];
    // new members may not create tags: the admin's question brings it into use
    const first = await api(site, 'POST', '/answer/api/v1/question', { token: site.adminToken ?? '', body: { title: 'Where do notifications show up on this site?', content: 'Asking so the tag exists for members.', tags } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', {
      token: await tokenOf(ASKER),
      body: { ...QUESTION, tags },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    questionId = asked.body.data.id;
    answererToken = await tokenOf(ANSWERER);
    browser = await launchBrowser();
    asker = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('shows the bell count for a new answer, lists it in the inbox and leads to the answer', async () => {
    const { page } = asker;
    await logIn(page, site, ASKER.email, ASKER.password);
    await page.goto(`${site.url}/`);
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    expect(await page.getByTestId('notification-count').count()).toBe(0);

    const answered = await api<{ info: { id: string } }>(site, 'POST', '/answer/api/v1/answer', {
      token: answererToken,
      body: { question_id: questionId, content: 'Notifications tell you: watch the bell in the header.' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const answerId = answered.body.data.info.id;

    await page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor({ timeout: 8_000 });
    await bell.click();
    await page.waitForURL((url) => url.pathname === '/users/notifications/inbox');
    const item = page.getByTestId('notification-list').getByRole('listitem').first();
    await item.filter({ hasText: ANSWERER.display_name }).filter({ hasText: 'answered the question' }).waitFor();
    // opening the inbox clears the bell
    await page.getByTestId('notification-count').waitFor({ state: 'detached', timeout: 8_000 });

    await item.getByRole('link', { name: QUESTION.title }).click();
    // the address the item names, then the one the site's permalink setting spells (with the title)
    await page.waitForURL((url) => url.pathname.startsWith(`/questions/${questionId}/`) && url.pathname.endsWith(`/${answerId}`));
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    await page.getByText('watch the bell in the header').waitFor();

    // the item is read now
    await page.goBack();
    await page.getByTestId('notification-list').waitFor();
    expect(await page.getByTestId('notification-list').getByText('Unread').count()).toBe(0);
    expect(asker.errors).toEqual([]);
  });
});
