/**
 * Privilege levels in Chromium against a real host: the admin lowers the level to 1 at
 * /admin/privileges and a new member (reputation 1) votes a question up; the admin raises it back
 * to level 2 and the same member, on the next click, is refused with the reputation needed. The
 * custom level refuses a threshold below 1 on its own input.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../api/harness';
import { expectAccessible } from './axe';
import { fieldErrors, launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn, logInAsAdmin, openAdminSection } from './session';
import { addMembers, api, askAsAdmin, startSite, type Site } from './site';

const MEMBER = { display_name: 'Mira Member', email: 'mira@example.com', password: 'mira-password-1' };
const QUESTION = { title: 'Which reputation level fits a small team?', content: 'We are six people and want everyone to vote from day one.' };
const LEVEL_1 = 'Level 1 (less reputation required for private team, group)';
const LEVEL_2 = 'Level 2 (low reputation required for startup community)';

const questionVotes = (page: Page) => page.locator('article.question-detail').getByRole('group', { name: 'Votes' });

describe('admin privileges', () => {
  let site: Site;
  let browser: Browser;
  let admin: TrackedPage;
  let member: TrackedPage;
  let questionPath = '';

  beforeAll(async () => {
    site = await startSite({ installed: true });
    const token = site.adminToken ?? '';
    questionPath = await askAsAdmin(site, QUESTION, { slug_name: 'support', display_name: 'support' });
    await addMembers(site, MEMBER);
    const users = await api<{ list: { e_mail: string; rank: number }[] }>(site, 'GET', `/answer/admin/api/users/page?query=${encodeURIComponent(MEMBER.email)}`, { token });
    expect(users.body.data.list.find((user) => user.e_mail === MEMBER.email)?.rank).toBe(1);
    // the member exists before the browser opens: a token proves the password works
    expect(await login(site.host, MEMBER.email, MEMBER.password)).not.toBe('');
    browser = await launchBrowser();
    admin = await openPage(browser);
    member = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function chooseLevel(page: Page, level: string): Promise<void> {
    const form = page.locator('#admin-privileges');
    await form.getByLabel(/^Reputation required level/).selectOption({ label: level });
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update successful.').last().waitFor();
  }

  it('lets the admin lower the level to 1, showing its table', async () => {
    const { page } = admin;
    await logInAsAdmin(page, site);
    await openAdminSection(page, site, 'Privileges', '/admin/privileges');
    const form = page.locator('#admin-privileges');
    // a fresh site is at level 2: voting up needs 8, and a preset's numbers cannot be typed over
    const upvote = form.getByLabel(/^Upvote question/);
    await expect.poll(() => upvote.inputValue()).toBe('8');
    expect(await upvote.isEditable()).toBe(false);
    await expectAccessible(page, 'the admin privileges settings', ['light']);
    await chooseLevel(page, LEVEL_1);
    await expect.poll(() => form.getByLabel(/^Upvote question/).inputValue()).toBe('1');
    expect(admin.errors).toEqual([]);
  });

  it('lets a new member vote up under level 1', async () => {
    const { page } = member;
    await logIn(page, site, MEMBER.email, MEMBER.password);
    await page.goto(`${site.url}${questionPath}`);
    const votes = questionVotes(page);
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('0');
    await votes.getByRole('button', { name: 'Vote up' }).click();
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('1');
    // takes the vote back, so the next try is a new vote
    await votes.getByRole('button', { name: 'Vote up' }).click();
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('0');
    expect(member.errors).toEqual([]);
  });

  it('refuses the same member once the admin raises the level to 2', async () => {
    await chooseLevel(admin.page, LEVEL_2);
    await expect.poll(() => admin.page.locator('#admin-privileges').getByLabel(/^Upvote question/).inputValue()).toBe('8');

    const { page } = member;
    await page.reload();
    const votes = questionVotes(page);
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('0');
    await votes.getByRole('button', { name: 'Vote up' }).click();
    await page.locator('.toast', { hasText: 'You need at least 8 reputation to vote up.' }).waitFor();
    expect(await votes.getByTestId('vote-count').textContent()).toBe('0');
    expect(member.errors).toEqual([]);
  });

  it('refuses a custom threshold below 1 on its own input', async () => {
    const { page } = admin;
    const form = page.locator('#admin-privileges');
    await form.getByLabel(/^Reputation required level/).selectOption({ label: 'Custom level' });
    const upvote = form.getByLabel(/^Upvote question/);
    await expect.poll(() => upvote.isEditable()).toBe(true);
    await upvote.fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await fieldErrors(page, /^Upvote question/)).textContent()).toContain('The number must be at least 1.');
    // nothing was saved: the site is still at level 2
    const saved = await api<{ selected_level: number }>(site, 'GET', '/answer/admin/api/setting/privileges', { token: site.adminToken ?? '' });
    expect(saved.body.data.selected_level).toBe(2);
    expect(admin.errors).toEqual([]);
  });
});
