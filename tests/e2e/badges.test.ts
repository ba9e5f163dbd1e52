/**
 * Badges in Chromium against a real host. A newcomer signs up through the form (captcha and the
 * activation mail included), casts a first up-vote and earns "First Upvote": the achievements list
 * says so and leads to the badge, the profile's Badges tab and header show it, and /badges marks it
 * earned. A member's question reaches 10 up-votes from 10 members the admin added (each voting
 * through the API) and earns "Nice Question", listed on the badge's page with the question. The
 * admin deactivates a badge at /admin/badges and it leaves /badges. The three pages pass the
 * accessibility check in both colour schemes. On a fresh site up-votes need
 * 8 reputation, so the admin first picks privilege level 1, where every member may vote.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../api/harness';
import { linkIn, startMailbox, type Mailbox } from '../api/mailbox';
import { expectAccessible } from './axe';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { answerCaptcha } from './captcha';
import { logIn, logInAsAdmin, siteHeader } from './session';
import { addMembers, api, deliverMailTo, startSite, type Site } from './site';

const NEWCOMER = { name: 'Nia Newcomer', email: 'nia@example.com', password: 'nia-password-1' };
const ASKER = { display_name: 'Quinn Asker', email: 'quinn@example.com', password: 'quinn-password-1' };
const VOTERS = Array.from({ length: 10 }, (_, index) => ({ display_name: `Voter ${index + 1}`, email: `voter${index + 1}@example.com`, password: `voter-password-${index + 1}` }));
const TAG = { slug_name: 'gardening', display_name: 'Gardening', original_text: '' };
const ADMIN_QUESTION = { title: 'When should tomato seedlings be planted out?', content: 'Mine are ten centimetres tall and the nights are still cool.' };
const ASKER_QUESTION = { title: 'How do I keep slugs away from lettuce?', content: 'Every night something eats the young leaves. What works without poison?' };

interface Badge {
  id: string;
  name: string;
}

describe('badges', () => {
  let site: Site;
  let mailbox: Mailbox;
  let browser: Browser;
  let newcomer: TrackedPage;
  let asker: TrackedPage;
  let admin: TrackedPage;
  let adminQuestionPath = '';
  let askerQuestionId = '';

  const adminToken = () => site.adminToken ?? '';

  /** A member's username, as the admin's users list shows it. */
  async function usernameOf(email: string): Promise<string> {
    const found = await api<{ list: { e_mail: string; username: string }[] }>(site, 'GET', `/answer/admin/api/users/page?query=${encodeURIComponent(email)}`, { token: adminToken() });
    const row = found.body.data.list.find((user) => user.e_mail === email);
    if (!row) throw new Error(`${email} is not in the admin users list`);
    return row.username;
  }

  /** A badge of the /badges list by its English name. */
  async function badgeNamed(name: string): Promise<Badge> {
    const listed = await api<{ badges: Badge[] | null }[]>(site, 'GET', '/answer/api/v1/badges');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const badge = listed.body.data.flatMap((group) => group.badges ?? []).find((item) => item.name === name);
    if (!badge) throw new Error(`No badge named ${name}: ${JSON.stringify(listed.body.data)}`);
    return badge;
  }

  /** The card of badge `name` on a page of cards. */
  const card = (page: Page, name: string) => page.getByTestId('badge-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

  beforeAll(async () => {
    mailbox = await startMailbox();
    site = await startSite({ installed: true });
    await deliverMailTo(site, mailbox);
    const privileges = await api(site, 'PUT', '/answer/admin/api/setting/privileges', { token: adminToken(), body: { level: 1, custom_privileges: [] } });
    expect(privileges.status, JSON.stringify(privileges.body)).toBe(200);
    // the admin's question brings the tag members may then use
    const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', { token: adminToken(), body: { ...ADMIN_QUESTION, tags: [TAG] } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    adminQuestionPath = `/questions/${asked.body.data.id}`;
    await addMembers(site, ASKER, ...VOTERS);
    const askerAsked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', { token: await login(site.host, ASKER.email, ASKER.password), body: { ...ASKER_QUESTION, tags: [TAG] } });
    expect(askerAsked.status, JSON.stringify(askerAsked.body)).toBe(200);
    askerQuestionId = askerAsked.body.data.id;
    browser = await launchBrowser();
    newcomer = await openPage(browser);
    asker = await openPage(browser);
    admin = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailbox?.close();
  });

  it('gives a newcomer "First Upvote" for a first up-vote and shows it everywhere', async () => {
    const { page } = newcomer;
    await page.goto(`${site.url}/users/register`);
    const form = page.locator('#register-form');
    await form.getByLabel(/^Display name/).fill(NEWCOMER.name);
    await form.getByLabel(/^Email/).fill(NEWCOMER.email);
    await form.getByLabel(/^Password/).fill(NEWCOMER.password);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await answerCaptcha(page, site);
    await page.waitForURL('**/users/confirm-email');
    await page.goto(linkIn(await mailbox.next(NEWCOMER.email), '/users/account-activation').href);
    await page.getByRole('heading', { name: 'Your account is activated' }).waitFor();
    await siteHeader(page).getByRole('button', { name: NEWCOMER.name }).waitFor();

    // before the vote, /badges lists the badge without the mark
    await page.goto(`${site.url}/badges`);
    await page.getByRole('heading', { level: 1, name: 'Badges' }).waitFor();
    await card(page, 'First Upvote').waitFor();
    expect(await card(page, 'First Upvote').getByTestId('badge-earned').count()).toBe(0);

    await page.goto(`${site.url}${adminQuestionPath}`);
    const votes = page.locator('article.question-detail').getByRole('group', { name: 'Votes' });
    await votes.getByRole('button', { name: 'Vote up' }).click();
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('1');

    // the achievements list says so and leads to the badge
    await page.goto(`${site.url}/users/notifications/achievement`);
    const item = page.getByTestId('notification-list').getByRole('listitem').filter({ hasText: 'Earned the badge' });
    await item.waitFor();
    const upvote = await badgeNamed('First Upvote');
    await item.getByRole('link', { name: 'First Upvote' }).click();
    await page.waitForURL((url) => url.pathname === `/badges/${upvote.id}`);
    const header = page.getByTestId('badge-header');
    await header.getByRole('heading', { level: 1, name: 'First Upvote' }).waitFor();
    await header.getByTestId('badge-earned').filter({ hasText: 'Earned' }).waitFor();
    await page.getByTestId('badge-award').filter({ hasText: NEWCOMER.name }).waitFor();

    // the profile's Badges tab and header
    const username = await usernameOf(NEWCOMER.email);
    await page.goto(`${site.url}/users/${username}`);
    await page.getByTestId('badge-level-counts').getByText('1', { exact: true }).waitFor();
    await page.getByTestId('recent-badges').getByRole('heading', { name: 'First Upvote' }).waitFor();
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Badges', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/users/${username}/badges`);
    await card(page, 'First Upvote').waitFor();
    expect(await card(page, 'First Upvote').getAttribute('href')).toBe(`/badges/${upvote.id}?username=${username}`);

    // and /badges marks it earned
    await page.goto(`${site.url}/badges`);
    await card(page, 'First Upvote').getByTestId('badge-earned').filter({ hasText: 'Earned' }).waitFor();
    await expectAccessible(page, 'the badges page', ['light', 'dark']);
    expect(newcomer.errors).toEqual([]);
  });

  it('gives the asker "Nice Question" when their question reaches 10 up-votes', async () => {
    for (const voter of VOTERS) {
      const voted = await api(site, 'POST', '/answer/api/v1/vote/up', { token: await login(site.host, voter.email, voter.password), body: { object_id: askerQuestionId, is_cancel: false } });
      expect(voted.status, `${voter.email}: ${JSON.stringify(voted.body)}`).toBe(200);
    }
    const { page } = asker;
    await logIn(page, site, ASKER.email, ASKER.password);
    const username = await usernameOf(ASKER.email);
    await page.goto(`${site.url}/users/${username}/badges`);
    const nice = card(page, 'Nice Question');
    await nice.waitFor();
    await nice.click();
    const badge = await badgeNamed('Nice Question');
    await page.waitForURL((url) => url.pathname === `/badges/${badge.id}`);
    await page.getByTestId('badge-header').getByText('This badge can be earned more than once.').waitFor();
    const award = page.getByTestId('badge-award').filter({ hasText: ASKER.display_name });
    await expectAccessible(page, "a badge's page", ['light', 'dark']);
    await award.getByRole('link', { name: ASKER_QUESTION.title }).click();
    await page.getByRole('heading', { level: 1, name: ASKER_QUESTION.title }).waitFor();
    expect(asker.errors).toEqual([]);
  });

  it('lets the admin deactivate a badge, which then leaves /badges', async () => {
    const { page } = admin;
    await logInAsAdmin(page, site);
    await page.goto(`${site.url}/admin`);
    await page.getByRole('navigation', { name: 'Administration menu' }).getByRole('link', { name: 'Badges', exact: true }).click();
    await page.waitForURL(`${site.url}/admin/badges`);
    await page.getByRole('heading', { level: 1, name: 'Badges' }).waitFor();

    await page.getByRole('searchbox', { name: 'Name or badge:id' }).fill('Autobiographer');
    const table = page.getByTestId('admin-badges-table');
    const row = table.locator('tbody tr').filter({ hasText: 'Autobiographer' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await expectAccessible(page, 'the admin badges page', ['light', 'dark']);
    expect(await row.getAttribute('data-status')).toBe('active');
    await row.getByRole('button', { name: 'Deactivate Autobiographer' }).click();
    await page.locator('.toast', { hasText: 'The badge Autobiographer is inactive' }).waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('inactive');
    await row.getByRole('button', { name: 'Activate Autobiographer' }).waitFor();

    // the inactive filter lists it, the active one does not
    await page.getByRole('button', { name: 'Inactive', exact: true }).click();
    await expect.poll(() => page.url()).toContain('filter=inactive');
    await row.waitFor();
    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await table.getByText('No badges match.').waitFor();

    await page.goto(`${site.url}/badges`);
    await card(page, 'First Upvote').waitFor();
    expect(await card(page, 'Autobiographer').count()).toBe(0);
    expect(admin.errors).toEqual([]);
  });
});
