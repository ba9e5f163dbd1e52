/**
 * The first hour of a fresh site, every step in Chromium as people take it: the admin points the
 * site at a mail server and gets the test mail; member A signs up, reads the activation mail from
 * the real SMTP server, follows the link and asks with the tag the site starts with; member B does
 * the same and answers; A comments on the answer and accepts it; B, above the up-vote threshold
 * after the accept, up-votes A's question. Nothing is seeded and the captcha is on, as on a fresh
 * install. The ranks are read the way an admin reads them, from the admin users list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../api/mailbox';
import { signUpAndActivate as signUp, type Person } from './signup';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logInAsAdmin, mainNav } from './session';
import { ADMIN, api, startSite, type Site } from './site';


const ASKER: Person = { name: 'Alma Asker', email: 'alma@example.com', password: 'alma-password-1' };
const ANSWERER: Person = { name: 'Bo Answerer', email: 'bo@example.com', password: 'bo-password-1' };
const QUESTION = {
  title: 'How do I keep my notes in sync between two laptops?',
  body: 'I write notes on two laptops and copy files by hand. What is a simple way to keep them in sync?',
};
const ANSWER = 'Put the notes folder in a git repository and push and pull it from both laptops.';
const COMMENT = 'Thanks, does that work with large images too?';

describe('the first hour of a fresh site', () => {
  let site: Site;
  let mailbox: Mailbox;
  let browser: Browser;
  let admin: TrackedPage;
  let asker: TrackedPage;
  let answerer: TrackedPage;
  let questionUrl = '';

  /** A member's reputation as the admin users list shows it. */
  async function rankOf(person: Person): Promise<number> {
    const found = await api<{ list: { e_mail: string; rank: number }[] }>(site, 'GET', `/answer/admin/api/users/page?query=${encodeURIComponent(person.email)}`, {
      token: site.adminToken ?? '',
    });
    const row = found.body.data.list.find((user) => user.e_mail === person.email);
    if (!row) throw new Error(`${person.email} is not in the admin users list`);
    return row.rank;
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    site = await startSite({ installed: true });
    browser = await launchBrowser();
    admin = await openPage(browser);
    asker = await openPage(browser);
    answerer = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailbox?.close();
  });

  it('lets the admin set up mail and receive the test mail', async () => {
    const { page } = admin;
    await logInAsAdmin(page, site);
    await page.goto(`${site.url}/admin/smtp`);
    const form = page.locator('#smtp-form');
    await form.getByLabel(/^From email/).fill('noreply@example.com');
    await form.getByLabel(/^SMTP host/).fill('127.0.0.1');
    await form.getByLabel(/^Encryption/).selectOption({ label: 'None' });
    await form.getByLabel(/^SMTP port/).fill(String(mailbox.port));
    const test = page.locator('#smtp-test-form');
    await test.getByLabel(/^Test email recipient/).fill(ADMIN.email);
    await test.getByRole('button', { name: 'Save and send test email' }).click();
    await page.getByText(`A test email was sent to ${ADMIN.email}`).waitFor();
    const mail = await mailbox.next(ADMIN.email);
    expect(mail.subject).toContain('Test Email');
    expect(admin.errors).toEqual([]);
  });

  it('lets member A sign up, activate from the mail and ask with the tag the site starts with', async () => {
    const { page } = asker;
    await signUp(page, site, mailbox, ASKER);
    // the activation point is all a new member needs to ask, answer and comment
    expect(await rankOf(ASKER)).toBe(1);

    await mainNav(page).getByRole('link', { name: 'Questions' }).click();
    await page.getByRole('link', { name: 'Ask a question' }).first().click();
    await page.waitForURL(/\/questions\/ask$/);
    const form = page.locator('#ask-form');
    await form.getByLabel(/^Title/).fill(QUESTION.title);
    await form.getByRole('textbox', { name: /^Body/ }).fill(QUESTION.body);
    await form.getByRole('combobox', { name: /^Tags/ }).fill('supp');
    await page.getByRole('option', { name: /^support\b/ }).click();
    await form.getByRole('button', { name: 'Post your question' }).click();

    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    expect(await page.locator('article').getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(['support']);
    questionUrl = page.url();
    expect(asker.errors).toEqual([]);
  });

  it('lets member B sign up, activate and answer', async () => {
    const { page } = answerer;
    await signUp(page, site, mailbox, ANSWERER);
    expect(await rankOf(ANSWERER)).toBe(1);

    await mainNav(page).getByRole('link', { name: 'Questions' }).click();
    await page.locator('li[data-question-id]').getByRole('link', { name: QUESTION.title }).click();
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    const form = page.locator('#answer-form');
    await form.getByRole('textbox', { name: /^Body/ }).fill(ANSWER);
    await form.getByRole('button', { name: 'Post your answer' }).click();
    const answers = page.getByTestId('answers');
    await answers.getByRole('heading', { name: '1 Answer' }).waitFor();
    await answers.locator('article .fmt p', { hasText: 'git repository' }).waitFor();
    expect(answerer.errors).toEqual([]);
  });

  it('lets A comment on the answer and accept it', async () => {
    const { page } = asker;
    await page.goto(questionUrl);
    const answer = page.getByTestId('answers').locator('article', { hasText: 'git repository' });
    const comments = answer.getByTestId('comments');
    await comments.getByRole('button', { name: 'Add a comment' }).click();
    await comments.getByRole('textbox', { name: /^Comment/ }).fill(COMMENT);
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await comments.locator('li.comment-item', { hasText: 'large images' }).getByText(ASKER.name).waitFor();

    await answer.getByRole('group', { name: 'Answer actions' }).getByRole('button', { name: 'Accept' }).click();
    await answer.getByTestId('accepted-answer').waitFor();
    // +15 for the accepted answer, +2 for accepting it
    expect(await rankOf(ANSWERER)).toBe(16);
    expect(await rankOf(ASKER)).toBe(3);
    expect(asker.errors).toEqual([]);
  });

  it('lets B, now above the threshold, up-vote the question', async () => {
    const { page } = answerer;
    await page.goto(questionUrl);
    const votes = page.locator('article.question-detail').getByRole('group', { name: 'Votes' });
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('0');
    await votes.getByRole('button', { name: 'Vote up' }).click();
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('1');
    expect(await votes.getByRole('button', { name: 'Vote up' }).getAttribute('aria-pressed')).toBe('true');
    expect(await rankOf(ASKER)).toBe(13);

    // the vote is kept: the page shows it again after a reload
    await page.reload();
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('1');
    expect(answerer.errors).toEqual([]);
  });
});
