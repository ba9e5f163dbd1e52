/**
 * Pages a crawler or a reader without scripts can read: a member's answer to the admin's question
 * is accepted; a guest with JavaScript off reads the question, the accepted answer and the list;
 * a guest with JavaScript on sees the same page become the app without the question being fetched
 * again, and nothing blank in between.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../api/harness';
import { CONTEXT_DEFAULTS, launchBrowser } from './browser';
import { addMembers, api, askAsAdmin, startSite, type Site } from './site';

const MEMBER = { display_name: 'Bea Builder', email: 'bea@example.com', password: 'bea-password-1' };
const QUESTION = { title: 'Why does my <script> tag not run?', content: 'I put a script element in the page and nothing happens at all.' };
const ANSWER = 'Scripts added through innerHTML never run: create the element with createElement instead.';

describe('server-rendered pages', () => {
  let site: Site;
  let browser: Browser;
  let questionPath = '';

  beforeAll(async () => {
    site = await startSite({ installed: true });
    questionPath = await askAsAdmin(site, QUESTION, { slug_name: 'javascript', display_name: 'JavaScript' });
    const questionId = questionPath.split('/').pop() ?? '';
    await addMembers(site, MEMBER);
    const token = await login(site.host, MEMBER.email, MEMBER.password);
    const answered = await api<{ info: { id: string } }>(site, 'POST', '/answer/api/v1/answer', { token, body: { question_id: questionId, content: ANSWER } });
    expect(answered.status).toBe(200);
    const accepted = await api(site, 'POST', '/answer/api/v1/answer/acceptance', { token: site.adminToken ?? '', body: { question_id: questionId, answer_id: answered.body.data.info.id } });
    expect(accepted.status).toBe(200);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('reads the question, its accepted answer and the list with JavaScript off', async () => {
    const context = await browser.newContext({ ...CONTEXT_DEFAULTS, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      // the short address answers 301 to the permalink with the question's slug
      await page.goto(`${site.url}${questionPath}`);
      expect(page.url()).toMatch(/\/questions\/\d+\/why-does-my-script-tag-not-run$/);
      expect(await page.title()).toBe(`${QUESTION.title} - Answer Test`);
      const main = page.locator('#answer-ssr main');
      await main.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
      await main.getByText('nothing happens at all').waitFor();
      const answer = main.locator('[data-answer-id]', { hasText: 'createElement' });
      await answer.waitFor();
      await answer.getByText('Accepted', { exact: false }).first().waitFor();
      await main.getByRole('link', { name: 'javascript' }).first().waitFor();

      await page.goto(`${site.url}/questions`);
      await page.locator('#answer-ssr main').getByRole('link', { name: QUESTION.title }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('becomes the app with JavaScript on, without fetching the question again', async () => {
    const context = await browser.newContext({ ...CONTEXT_DEFAULTS, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const reads: string[] = [];
      page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/answer/api/')) reads.push(url.pathname);
      });
      await page.goto(`${site.url}${questionPath}`);
      // the server's page is in view at once; the app's own page replaces it
      await page.locator('#answer-ssr h1', { hasText: QUESTION.title }).waitFor();
      await page.locator('#answer-ssr').waitFor({ state: 'detached' });
      await page.locator('#root').getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
      await page.locator('#root').getByText('createElement').first().waitFor();
      expect(reads).not.toContain('/answer/api/v1/question/info');
      expect(reads).not.toContain('/answer/api/v1/answer/page');
      expect(reads).not.toContain('/answer/api/v1/siteinfo');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
