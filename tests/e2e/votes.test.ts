/**
 * Voting and reacting in Chromium against a real host: member A asks; member B (reputation raised
 * in the database) votes the question up and sees the count become 1, then reacts with a heart;
 * A trying to vote on the own question gets Answer's refusal as a toast; a guest who clicks a vote
 * button is sent to log in, and sees the reaction count without buttons.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../api/harness';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn } from './session';
import { api, startSite, type Site } from './site';

const ASKER = { display_name: 'Alma Asker', email: 'alma@example.com', password: 'alma-password-1' };
const VOTER = { display_name: 'Bruno Voter', email: 'bruno@example.com', password: 'bruno-password-1' };
const QUESTION = { title: 'Why is my Python loop so slow?', content: 'A loop over a million items takes minutes. What can I do?' };

/** The question's own vote control and reaction bar (answers have their own). */
const questionPost = (page: Page) => page.locator('article.question-detail');

describe('voting and reacting on a question', () => {
  let site: Site;
  let browser: Browser;
  let asker: TrackedPage;
  let voter: TrackedPage;
  let guest: TrackedPage;
  let questionPath = '';

  beforeAll(async () => {
    site = await startSite({ installed: true });
    const token = site.adminToken ?? '';
    // the admin's question brings the tag members may then use
    const seeded = await api(site, 'POST', '/answer/api/v1/question', {
      token,
      body: { title: 'How do I time a Python function?', content: 'I want to know how long a call takes.', tags: [{ slug_name: 'python', display_name: 'Python', original_text: '' }] },
    });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
    for (const member of [ASKER, VOTER]) {
      const added = await api(site, 'POST', '/answer/admin/api/user', { token, body: member });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    // voting up needs 8 reputation on a fresh site
    const db = new Database(path.join(site.dataDir, 'answer.db'));
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('UPDATE user SET rank = 20 WHERE e_mail = ?').run(VOTER.email);
    } finally {
      db.close();
    }
    const askerToken = await login(site.host, ASKER.email, ASKER.password);
    const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', {
      token: askerToken,
      body: { ...QUESTION, tags: [{ slug_name: 'python', display_name: 'Python', original_text: '' }] },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    questionPath = `/questions/${asked.body.data.id}`;
    browser = await launchBrowser();
    asker = await openPage(browser);
    voter = await openPage(browser);
    guest = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('lets member B vote the question up and shows the new count', async () => {
    const { page } = voter;
    await logIn(page, site, VOTER.email, VOTER.password);
    await page.goto(`${site.url}${questionPath}`);
    const votes = questionPost(page).getByRole('group', { name: 'Votes' });
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('0');
    const up = votes.getByRole('button', { name: 'Vote up' });
    expect(await up.getAttribute('aria-pressed')).toBe('false');
    await up.click();
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('1');
    await expect.poll(() => up.getAttribute('aria-pressed')).toBe('true');
    expect(await votes.getByRole('button', { name: 'Vote down' }).getAttribute('aria-pressed')).toBe('false');

    // the count is the server's: it stays after a reload, and so does the voter's own pressed button
    await page.reload();
    await expect.poll(() => questionPost(page).getByTestId('vote-count').textContent()).toBe('1');
    await expect.poll(() => questionPost(page).getByRole('button', { name: 'Vote up' }).getAttribute('aria-pressed')).toBe('true');
    expect(voter.errors).toEqual([]);
  });

  it('lets member B react with a heart and take it back', async () => {
    const { page } = voter;
    const reactions = questionPost(page).getByRole('group', { name: 'Reactions' });
    const heart = reactions.getByRole('button', { name: /^Heart/ });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => heart.getAttribute('aria-label')).toBe('Heart: 1 reaction');
    expect(await heart.getAttribute('title')).toBe(VOTER.display_name);
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => heart.getAttribute('aria-label')).toBe('Heart: 0 reactions');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-label')).toBe('Heart: 1 reaction');
    expect(voter.errors).toEqual([]);
  });

  it("tells member A they can't vote for their own post", async () => {
    const { page } = asker;
    await logIn(page, site, ASKER.email, ASKER.password);
    await page.goto(`${site.url}${questionPath}`);
    const votes = questionPost(page).getByRole('group', { name: 'Votes' });
    await expect.poll(() => votes.getByTestId('vote-count').textContent()).toBe('1');
    await votes.getByRole('button', { name: 'Vote up' }).click();
    await page.locator('.toast', { hasText: "You can't vote for your own post." }).waitFor();
    expect(await votes.getByTestId('vote-count').textContent()).toBe('1');
    expect(await votes.getByRole('button', { name: 'Vote up' }).getAttribute('aria-pressed')).toBe('false');
    expect(asker.errors).toEqual([]);
  });

  it('shows guests the counts and sends them to log in when they vote', async () => {
    const { page } = guest;
    await page.goto(`${site.url}${questionPath}`);
    const post = questionPost(page);
    await post.locator('[data-emoji="heart"]', { hasText: '1' }).waitFor();
    expect(await post.getByRole('group', { name: 'Reactions' }).getByRole('button').count()).toBe(0);
    await post.getByRole('button', { name: 'Vote up' }).click();
    await page.waitForURL(/\/users\/login$/);
    expect(guest.errors).toEqual([]);
  });
});
