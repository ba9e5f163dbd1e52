/**
 * Member profiles in Chromium against a real host. A new member signs up, writes a bio, asks a
 * question, and another new member answers it and votes it up. A visitor (a guest) opens the
 * asker's profile from the question page, walks every tab shown to them (no Bookmarks, no Votes)
 * and meets the 404 page at the owner-only tabs, at an unknown tab and at an unknown member. The
 * asker, back as the owner, finds Profile and Bookmarks in the user menu and their bookmark and
 * vote in the owner-only tabs. The Users page lists them. Screenshots of the profile at 1280 and
 * 390 pixels wide go to the system's temporary folder (`shots`).
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { answerCaptcha } from './captcha';
import { siteHeader } from './session';
import { join, setReputation, startMailingSite, type MailingSite } from './tags-support';

const ASKER = { display_name: 'Alma Asker', email: 'alma@example.com', password: 'alma-password-1' };
const ANSWERER = { display_name: 'Bruno Builder', email: 'bruno@example.com', password: 'bruno-password-1' };
const QUESTION = { title: 'How do I read a big file line by line in Rust?', content: 'My log files are several gigabytes; reading one whole runs out of memory.' };
const ANSWER = 'Wrap the file in a BufReader and iterate over lines(): one line is in memory at a time.';
/** Screenshots of the pages, kept outside the repository for a person to look at. */
const SHOTS = path.join(tmpdir(), 'shots');

const profileHeader = (page: Page) => page.getByTestId('profile-header');
const profileTabs = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' });
const profileTab = (page: Page, name: string) => page.locator(`[data-testid="profile-tab"][data-tab="${name}"]`);
const notFound = (page: Page) => page.getByRole('main').locator('[data-kernel-page="404"]');

/** Submits with `submit` and answers the captcha when the site asks for one; resolves once `done` has. */
async function submitPassingCaptcha(page: Page, site: MailingSite['site'], submit: () => Promise<void>, done: () => Promise<unknown>): Promise<void> {
  await submit();
  const dialog = page.getByRole('dialog', { name: 'Captcha' });
  const first = await Promise.race([dialog.waitFor().then(() => 'captcha' as const, () => 'none' as const), done().then(() => 'done' as const)]);
  if (first === 'captcha') {
    await answerCaptcha(page, site);
    await done();
  }
}

describe('member profiles', () => {
  let mailing: MailingSite;
  let browser: Browser;
  let asker: TrackedPage;
  let answerer: TrackedPage;
  let visitor: TrackedPage;
  let questionPath = '';
  let username = '';

  beforeAll(async () => {
    [mailing, browser] = await Promise.all([startMailingSite(), launchBrowser(), mkdir(SHOTS, { recursive: true })]);
    asker = await openPage(browser);
    answerer = await openPage(browser);
    visitor = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await mailing?.stop();
  });

  it('a new member writes a bio and asks; another new member answers and votes the question up', async () => {
    const { site } = mailing;
    const { page } = asker;
    await join(mailing, page, ASKER);

    await page.goto(`${site.url}/users/settings/profile`);
    const profileForm = page.locator('#profile-form');
    await profileForm.getByLabel(/^About me/).fill('I write **Rust** for a living.');
    await profileForm.getByLabel(/^Website/).fill('https://alma.example.com/blog');
    await profileForm.getByLabel(/^Location/).fill('Lisbon, Portugal');
    await submitPassingCaptcha(
      page,
      site,
      () => profileForm.getByRole('button', { name: 'Save' }).click(),
      () => page.getByText('Update success.').waitFor(),
    );

    await page.goto(`${site.url}/questions/ask`);
    const askForm = page.locator('#ask-form');
    await askForm.getByLabel(/^Title/).fill(QUESTION.title);
    await askForm.getByRole('textbox', { name: /^Body/ }).fill(QUESTION.content);
    await askForm.getByRole('combobox', { name: /^Tags/ }).fill('supp');
    await page.getByRole('option', { name: /^support\b/ }).click();
    await submitPassingCaptcha(
      page,
      site,
      () => askForm.getByRole('button', { name: 'Post your question' }).click(),
      () => page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor(),
    );
    questionPath = new URL(page.url()).pathname;

    await join(mailing, answerer.page, ANSWERER);
    // voting up needs some reputation, which a new member lacks
    await setReputation(site, ANSWERER.email, 20);
    const other = answerer.page;
    await other.goto(`${site.url}${questionPath}`);
    const answerForm = other.locator('#answer-form');
    await answerForm.getByRole('textbox', { name: /^Body/ }).fill(ANSWER);
    await submitPassingCaptcha(
      other,
      site,
      () => answerForm.getByRole('button', { name: 'Post your answer' }).click(),
      () => other.getByTestId('answers').getByRole('heading', { name: '1 Answer' }).waitFor(),
    );
    const votes = other.locator('article.question-detail').getByRole('group', { name: 'Votes' });
    await votes.getByRole('button', { name: 'Vote up' }).click();
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('1');
    expect(asker.errors).toEqual([]);
    expect(answerer.errors).toEqual([]);
  });

  it('a visitor opens the asker from the question page and walks every tab shown to them', async () => {
    const { site } = mailing;
    const { page } = visitor;
    await page.goto(`${site.url}${questionPath}`);
    await page.locator('article.question-detail').getByRole('link', { name: ASKER.display_name, exact: true }).click();
    await page.waitForURL(/\/users\/[^/]+$/);
    username = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');

    const header = profileHeader(page);
    await header.getByRole('heading', { level: 1, name: ASKER.display_name }).waitFor();
    await header.getByText(`@${username}`, { exact: true }).waitFor();
    await header.getByText('Lisbon, Portugal').waitFor();
    expect(await header.getByRole('link', { name: 'alma.example.com' }).getAttribute('href')).toBe('https://alma.example.com/blog');
    await header.getByText(/^Joined /).waitFor();
    expect(await header.getByTestId('profile-questions').textContent()).toBe('1 question');
    expect(await header.getByTestId('profile-answers').textContent()).toBe('0 answers');
    const reputation = Number((await header.getByTestId('profile-reputation').textContent())?.split(' ')[0]);
    expect(reputation).toBeGreaterThan(1);
    expect(await page.title()).toContain(`${ASKER.display_name} (${username})`);
    // the visitor is not the owner: no way to edit
    expect(await page.getByRole('link', { name: 'Edit profile' }).count()).toBe(0);

    const labels = await profileTabs(page).getByRole('link').allTextContents();
    expect(labels.slice(0, 5)).toEqual(['Overview', 'Answers', 'Questions', 'Reputation', 'Comments']);
    expect(labels).not.toContain('Bookmarks');
    expect(labels).not.toContain('Votes');

    // overview: the bio rendered from Markdown, the top question
    const overview = profileTab(page, 'overview');
    await overview.locator('.fmt strong', { hasText: 'Rust' }).waitFor();
    await overview.getByRole('heading', { name: 'Top questions' }).waitFor();
    await overview.getByRole('link', { name: QUESTION.title }).waitFor();
    await overview.getByText('No posts found.').waitFor();
    await expectAccessible(page, 'the profile overview', ['light', 'dark']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/profile-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await profileTabs(page).getByRole('link', { name: 'Answers' }).click();
    await page.waitForURL(`${site.url}/users/${username}/answers`);
    await profileTab(page, 'answers').getByRole('heading', { name: '0 answers' }).waitFor();
    await profileTab(page, 'answers').getByText(/^No posts found/).waitFor();

    await profileTabs(page).getByRole('link', { name: 'Questions' }).click();
    await page.waitForURL(`${site.url}/users/${username}/questions`);
    const questions = profileTab(page, 'questions');
    await questions.getByRole('heading', { name: '1 question' }).waitFor();
    expect(await questions.getByRole('link', { name: QUESTION.title }).getAttribute('href')).toMatch(/^\/questions\/\d+/);
    await questions.getByRole('link', { name: 'Score' }).click();
    await page.waitForURL(`${site.url}/users/${username}/questions?order=score`);
    await questions.getByRole('link', { name: QUESTION.title }).waitFor();
    await page.screenshot({ path: `${SHOTS}/profile-questions-1280.png`, fullPage: true });

    // on a narrow screen: the tab row scrolls the current tab into view
    await page.setViewportSize({ width: 390, height: 844 });
    await profileTabs(page).getByRole('link', { name: 'Reputation' }).click();
    await page.waitForURL(`${site.url}/users/${username}/reputation`);
    const history = profileTab(page, 'reputation');
    await history.getByRole('heading', { name: `${reputation} reputation` }).waitFor();
    const change = history.getByRole('listitem').filter({ hasText: QUESTION.title });
    await change.getByText('upvoted').waitFor();
    expect(await change.getByTestId('reputation-change').textContent()).toMatch(/^\+\d+$/);
    await page.screenshot({ path: `${SHOTS}/profile-reputation-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await profileTabs(page).getByRole('link', { name: 'Comments' }).click();
    await page.waitForURL(`${site.url}/users/${username}/comments`);
    await profileTab(page, 'comments').getByRole('heading', { name: '0 comments' }).waitFor();

    // tabs other plugins add (badges) open too
    for (const label of labels.slice(5)) {
      const link = profileTabs(page).getByRole('link', { name: label, exact: true });
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/users/${username}/`));
      await link.click();
      await page.waitForURL(`${site.url}${href}`);
      // the URL changes a moment before the tab row re-renders, so wait for the mark rather than read it once
      await profileTabs(page).locator('a[aria-current="page"]').filter({ hasText: label }).waitFor();
      await page.getByTestId('profile-tab').waitFor();
    }

    await profileTabs(page).getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(`${site.url}/users/${username}`);
    await profileTab(page, 'overview').waitFor();
    expect(visitor.errors).toEqual([]);
  });

  it('shows the 404 page at the owner-only tabs, an unknown tab and an unknown member', async () => {
    const { site } = mailing;
    const { page } = visitor;
    for (const address of [`/users/${username}/bookmarks`, `/users/${username}/votes`, `/users/${username}/followers`, '/users/nobody-by-this-name']) {
      await page.goto(`${site.url}${address}`);
      await notFound(page).waitFor();
      expect(await page.getByTestId('profile-header').count()).toBe(0);
    }
    // a tab link followed inside the site meets it too
    await page.goto(`${site.url}/users/${username}`);
    await profileHeader(page).waitFor();
    await page.evaluate((address) => {
      window.history.pushState({}, '', address);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/users/${username}/nonsense`);
    await notFound(page).waitFor();
    expect(visitor.errors).toEqual([]);
  });

  it('the owner reaches the profile from the user menu and finds their bookmark and vote', async () => {
    const { site } = mailing;
    const { page } = asker;
    await page.goto(`${site.url}${questionPath}`);
    const question = page.locator('article.question-detail');
    await question.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await question.getByRole('button', { name: 'Remove bookmark' }).waitFor();
    const answer = page.getByTestId('answers').locator('article', { hasText: 'BufReader' });
    const answerVotes = answer.getByRole('group', { name: 'Votes' });
    await answerVotes.getByRole('button', { name: 'Vote up' }).click();
    await expect.poll(() => answerVotes.getByTestId('vote-count').textContent()).toBe('1');

    await siteHeader(page).locator('#account-menu').click();
    await siteHeader(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL(`${site.url}/users/${username}`);
    await page.getByRole('link', { name: 'Edit profile' }).waitFor();
    const labels = await profileTabs(page).getByRole('link').allTextContents();
    expect(labels.slice(0, 7)).toEqual(['Overview', 'Answers', 'Questions', 'Bookmarks', 'Reputation', 'Comments', 'Votes']);

    await profileTabs(page).getByRole('link', { name: 'Votes' }).click();
    await page.waitForURL(`${site.url}/users/${username}/votes`);
    const votes = profileTab(page, 'votes');
    await votes.getByRole('heading', { name: '1 vote' }).waitFor();
    const vote = votes.getByRole('listitem').filter({ hasText: QUESTION.title });
    await vote.getByText('upvote', { exact: true }).waitFor();
    await vote.getByText('answer', { exact: true }).waitFor();

    await siteHeader(page).locator('#account-menu').click();
    await siteHeader(page).getByRole('link', { name: 'Bookmarks', exact: true }).click();
    await page.waitForURL(`${site.url}/users/${username}/bookmarks`);
    const bookmarks = profileTab(page, 'bookmarks');
    await bookmarks.getByRole('heading', { name: '1 bookmark' }).waitFor();
    await bookmarks.getByRole('link', { name: QUESTION.title }).waitFor();
    await expectAccessible(page, 'the owner’s bookmarks tab');
    await page.screenshot({ path: `${SHOTS}/profile-owner-bookmarks-1280.png`, fullPage: true });

    // the settings page links to the public profile
    await page.goto(`${site.url}/users/settings/profile`);
    expect(await page.getByRole('link', { name: `${site.url}/users/${username}` }).getAttribute('href')).toBe(`/users/${username}`);
    expect(asker.errors).toEqual([]);
  });

  it('lists the week’s members on the Users page, and the question list shows the author’s picture link', async () => {
    const { site } = mailing;
    const { page } = visitor;
    await page.goto(`${site.url}/questions`);
    const item = page.locator('li[data-question-id]', { hasText: QUESTION.title });
    // the picture and the name both lead to the profile; only the name is a link for assistive technology
    await item.getByRole('link', { name: ASKER.display_name, exact: true }).waitFor();
    expect(await item.locator(`a[href="/users/${username}"]`).count()).toBe(2);
    expect(await item.locator(`a[href="/users/${username}"][aria-hidden="true"]`).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/question-list-1280.png` });

    await page.goto(`${site.url}/users`);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const mostReputation = page.getByRole('region', { name: 'Users with the highest reputation scores this week' });
    await mostReputation.getByRole('link', { name: ASKER.display_name }).waitFor();
    const staff = page.getByRole('region', { name: 'Our community staff' });
    await staff.getByRole('link').first().waitFor();
    await expectAccessible(page, 'the Users page');
    await page.screenshot({ path: `${SHOTS}/users-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/users-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(visitor.errors).toEqual([]);
  });
});
