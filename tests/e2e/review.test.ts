/**
 * Flags and review in Chromium against a real host, from a fresh site: the admin has the basic
 * reviewer hold the first post of new members; a new member signs up from the mail and asks,
 * sees the question waiting for review while another member gets the not-found page; a moderator
 * approves it from /review and everyone sees it. A member's duplicate flag with a link to another
 * site gets the origin message; the same member flags the new member's answer as spam, the
 * moderator deletes it from the flagged posts and its author is notified.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../api/mailbox';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logInAsAdmin, mainNav, siteHeader } from './session';
import { signUpAndActivate, type Person } from './signup';
import { api, askAsAdmin, deliverMailTo, startSite, type Site } from './site';

const NEWCOMER: Person = { name: 'Nia Newcomer', email: 'nia@example.com', password: 'nia-password-1' };
const FLAGGER: Person = { name: 'Bo Flagger', email: 'bo@example.com', password: 'bo-password-1' };
const MODERATOR: Person = { name: 'Mo Moderator', email: 'mo@example.com', password: 'mo-password-1' };
const QUESTION = {
  title: 'Which backup tool keeps old versions of my files?',
  body: 'I back up my home folder to a disk every night and want to go back to last week’s files.',
};
const ADMIN_QUESTION = { title: 'How do I rotate log files without losing lines?', content: 'My service writes one log file that grows without end.' };
const SPAM = 'Buy cheap watches at our shop, best prices every day of the week!';

describe('flags and review', () => {
  let site: Site;
  let mailbox: Mailbox;
  let browser: Browser;
  let admin: TrackedPage;
  let newcomer: TrackedPage;
  let flagger: TrackedPage;
  let moderator: TrackedPage;
  let questionUrl = '';
  let adminQuestionPath = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    site = await startSite({ installed: true });
    await deliverMailTo(site, mailbox);
    adminQuestionPath = await askAsAdmin(site, ADMIN_QUESTION, { slug_name: 'support', display_name: 'support' });
    browser = await launchBrowser();
    admin = await openPage(browser);
    newcomer = await openPage(browser);
    flagger = await openPage(browser);
    moderator = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailbox?.close();
  });

  it('lets the admin hold the first post of every new member for review', async () => {
    const { page } = admin;
    await logInAsAdmin(page, site);
    await page.goto(`${site.url}/admin/plugins/reviewer_basic`);
    const form = page.locator('#plugin-config-form');
    await form.getByLabel(/^First posts of new members/).fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update success.').first().waitFor();
    expect(admin.errors).toEqual([]);
  });

  it('makes a member a moderator, who sees the review link', async () => {
    await signUpAndActivate(moderator.page, site, mailbox, MODERATOR);
    const token = site.adminToken ?? '';
    const found = await api<{ list: { user_id: string; e_mail: string }[] }>(site, 'GET', `/answer/admin/api/users/page?query=${encodeURIComponent(MODERATOR.email)}`, { token });
    const userId = found.body.data.list.find((user) => user.e_mail === MODERATOR.email)?.user_id ?? '';
    const role = await api(site, 'PUT', '/answer/admin/api/user/role', { token, body: { user_id: userId, role_id: 3 } });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const { page } = moderator;
    await page.goto(`${site.url}/questions`);
    await mainNav(page).getByRole('link', { name: 'Review' }).waitFor();
  });

  it('holds a new member’s first question: its author sees it waiting, others find nothing', async () => {
    const { page } = newcomer;
    await signUpAndActivate(page, site, mailbox, NEWCOMER);
    await page.goto(`${site.url}/questions/ask`);
    const form = page.locator('#ask-form');
    await form.getByLabel(/^Title/).fill(QUESTION.title);
    await form.getByRole('textbox', { name: /^Body/ }).fill(QUESTION.body);
    await form.getByRole('combobox', { name: /^Tags/ }).fill('supp');
    await page.getByRole('option', { name: /^support\b/ }).click();
    await form.getByRole('button', { name: 'Post your question' }).click();

    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    await page.getByText('This post is waiting for review.').waitFor();
    questionUrl = page.url();
    expect(newcomer.errors).toEqual([]);

    await signUpAndActivate(flagger.page, site, mailbox, FLAGGER);
    await flagger.page.goto(questionUrl);
    await flagger.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await flagger.page.goto(`${site.url}/questions`);
    // the hot questions card may list the title too: read the list itself
    await flagger.page.locator('li[data-question-id]').getByRole('link', { name: ADMIN_QUESTION.title }).waitFor();
    expect(await flagger.page.getByRole('link', { name: QUESTION.title }).count()).toBe(0);
  });

  it('lets the moderator approve it from the queued posts, after which everyone sees it', async () => {
    const { page } = moderator;
    await page.reload();
    await siteHeader(page).getByRole('link', { name: /items? to review/ }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Review' }).click();
    await page.waitForURL(/\/review/);
    await page.getByRole('tab', { name: /Queued posts/ }).click();
    const item = page.getByTestId('review-item');
    await item.getByText(QUESTION.title).first().waitFor();
    await item.getByText(/One of the member.s first posts\./).waitFor();
    await item.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Nothing to review here', { exact: false }).waitFor();
    expect(moderator.errors).toEqual([]);

    await flagger.page.goto(questionUrl);
    await flagger.page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    expect(await flagger.page.getByText('This post is waiting for review.').count()).toBe(0);
  });

  it('tells a member flagging a duplicate that the link must be on this site', async () => {
    const { page } = flagger;
    await page.getByRole('group', { name: 'Question actions' }).getByRole('button', { name: 'Flag' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Flag this post' }).waitFor();
    await dialog.getByRole('radio', { name: /a duplicate/ }).check();
    await dialog.getByRole('textbox').fill('https://elsewhere.example.org/questions/42');
    await dialog.getByRole('button', { name: 'Flag' }).click();
    await dialog.getByText('URL origin does not match the current website.').waitFor();
    await dialog.locator('.modal-footer').getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(flagger.errors).toEqual([]);
  });

  it('lets a member flag an answer as spam; the moderator deletes it and its author is told', async () => {
    // the newcomer's first post was approved: this answer is published at once
    const { page } = newcomer;
    await page.goto(`${site.url}${adminQuestionPath}`);
    const answerForm = page.locator('#answer-form');
    await answerForm.getByRole('textbox', { name: /^Body/ }).fill(SPAM);
    await answerForm.getByRole('button', { name: 'Post your answer' }).click();
    await page.getByTestId('answers').locator('article .fmt p', { hasText: 'cheap watches' }).waitFor();

    const flagging = flagger.page;
    await flagging.goto(`${site.url}${adminQuestionPath}`);
    const answer = flagging.getByTestId('answers').locator('article', { hasText: 'cheap watches' });
    await answer.getByRole('group', { name: 'Answer actions' }).getByRole('button', { name: 'Flag' }).click();
    const dialog = flagging.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Flag this post' }).waitFor();
    await dialog.getByRole('radio', { name: /^spam/ }).check();
    await dialog.getByRole('button', { name: 'Flag' }).click();
    await flagging.getByText('Thanks for flagging', { exact: false }).waitFor();
    expect(flagger.errors).toEqual([]);

    const { page: mod } = moderator;
    await mod.goto(`${site.url}/review`);
    await mod.getByRole('tab', { name: /Flagged posts/ }).click();
    const item = mod.getByTestId('review-item');
    await item.getByText('Flagged as: spam', { exact: false }).waitFor();
    await item.getByText('cheap watches', { exact: false }).waitFor();
    await item.getByRole('button', { name: 'Delete' }).click();
    await mod.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await mod.getByText('Nothing to review here', { exact: false }).waitFor();
    expect(moderator.errors).toEqual([]);

    await flagging.reload();
    await flagging.getByRole('heading', { level: 1, name: ADMIN_QUESTION.title }).waitFor();
    expect(await flagging.getByText('cheap watches').count()).toBe(0);

    await page.goto(`${site.url}/users/notifications/inbox`);
    await page.getByText('Your answer has been deleted').waitFor();
    expect(newcomer.errors).toEqual([]);
  });

  it('shows a member, who has no queue to work, that /review is not for them', async () => {
    const { page } = flagger;
    await page.goto(`${site.url}/review`);
    await page.getByText('Sorry, you are not allowed to see this page.').waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'Review' }).count()).toBe(0);
  });
});
