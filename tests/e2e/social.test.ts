/**
 * Following, bookmarking, sharing and inviting in Chromium against a real host: the admin asks
 * through the API; a member follows and bookmarks the question and finds both kept after a
 * reload, then copies the question's share link; the admin invites another member to answer by
 * searching their name.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn, logInAsAdmin } from './session';
import { addMembers, api, askAsAdmin, startSite, type Site } from './site';

const MEMBER = { display_name: 'Fay Follower', email: 'fay@example.com', password: 'fay-password-1' };
const INVITEE = { display_name: 'Ivo Invitee', email: 'ivo@example.com', password: 'ivo-password-1' };
const QUESTION = { title: 'How do I keep track of interesting questions?', content: 'I keep losing the questions I want to come back to.' };

describe('following, bookmarking, sharing and inviting', () => {
  let site: Site;
  let browser: Browser;
  let member: TrackedPage;
  let admin: TrackedPage;
  let questionPath = '';

  beforeAll(async () => {
    site = await startSite({ installed: true });
    questionPath = await askAsAdmin(site, QUESTION, { slug_name: 'productivity', display_name: 'Productivity' });
    await addMembers(site, MEMBER, INVITEE);
    browser = await launchBrowser();
    member = await openPage(browser);
    admin = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('follows and bookmarks the question, and both hold after a reload', async () => {
    const { page } = member;
    await logIn(page, site, MEMBER.email, MEMBER.password);
    await page.goto(`${site.url}${questionPath}`);
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();

    const follow = page.getByTestId('follow-question');
    await follow.filter({ hasText: 'Follow' }).waitFor();
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await follow.filter({ hasText: 'Following2' }).waitFor();

    const bookmark = page.getByRole('button', { name: 'Bookmark', exact: true });
    await bookmark.click();
    await page.getByRole('button', { name: 'Remove bookmark' }).waitFor();
    expect(await page.getByTestId('bookmark-count-question').textContent()).toBe('1');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    await follow.filter({ hasText: 'Following2' }).waitFor();
    expect(await follow.getAttribute('aria-pressed')).toBe('true');
    const kept = page.getByRole('button', { name: 'Remove bookmark' });
    await kept.waitFor();
    expect(await kept.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('bookmark-count-question').textContent()).toBe('1');
    expect(member.errors).toEqual([]);
  });

  it('copies the share link, which names the sharing member', async () => {
    const { page, context } = member;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    const login = await api<{ username: string }>(site, 'POST', '/answer/api/v1/user/login/email', { body: { e_mail: MEMBER.email, pass: MEMBER.password } });
    const here = new URL(page.url());
    const expected = `${here.origin}${here.pathname}?share=${login.body.data.username}`;

    const actions = page.getByRole('group', { name: 'Question actions' });
    await actions.getByRole('button', { name: 'Share' }).click();
    const menu = page.getByRole('dialog', { name: 'Share this question' });
    expect(await menu.getByRole('textbox', { name: 'Link to this post' }).inputValue()).toBe(expected);
    expect(await menu.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain(encodeURIComponent(expected));
    await menu.getByRole('button', { name: 'Copy link' }).click();
    await menu.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // Escape closes the menu and gives the focus back to its button
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await actions.getByRole('button', { name: 'Share' }).evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('lets the admin invite a member to answer by searching their name', async () => {
    const { page } = admin;
    await logInAsAdmin(page, site);
    await page.goto(`${site.url}${questionPath}`);
    const panel = page.getByTestId('invite-panel');
    await panel.getByRole('button', { name: 'Invite' }).click();
    const search = panel.getByRole('combobox', { name: 'Find members' });
    await search.fill('Ivo');
    await panel.getByRole('option', { name: /Ivo Invitee/ }).waitFor();
    await search.press('Enter');
    await panel.getByRole('list', { name: 'Members to invite' }).getByText('Ivo Invitee').waitFor();
    await panel.getByRole('button', { name: 'Save invitations' }).click();
    await panel.getByTestId('invited-users').filter({ hasText: 'Ivo Invitee' }).waitFor();

    await page.reload();
    await page.getByTestId('invited-users').filter({ hasText: 'Ivo Invitee' }).waitFor();
    expect(admin.errors).toEqual([]);
  });
});
