/**
 * A post's history in Chromium against a real host: a member asks and then edits a question
 * (through the API), opens its timeline from the question page's History link, sees the asked and
 * edited entries, and expands the edit to read the words it removed and added.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn } from './session';
import { api, startSite, type Site } from './site';

const MEMBER = { display_name: 'Tina Timeline', email: 'tina@example.com', password: 'tina-password-1' };
const TITLE = 'Why does my router drop packets at night?';
const EDITED_TITLE = 'Why does my router drop packets every morning?';
const BODY = 'The router drops packets every night after the backup starts.';
const EDITED_BODY = 'The router drops packets every morning after the backup starts.';

describe('a question’s timeline', () => {
  let site: Site;
  let browser: Browser;
  let member: TrackedPage;
  let questionId = '';

  beforeAll(async () => {
    site = await startSite({ installed: true });
    const added = await api(site, 'POST', '/answer/admin/api/user', { token: site.adminToken ?? '', body: MEMBER });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const login = await api<{ access_token: string }>(site, 'POST', '/answer/api/v1/user/login/email', { body: { e_mail: MEMBER.email, pass: MEMBER.password } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.data.access_token;
    const tags = [{ slug_name: 'networking', display_name: 'networking', original_text: '' }];
    // the admin creates the tag: a new member may not
    const seeded = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', { token: site.adminToken ?? '', body: { title: 'Which cable do I need for gigabit?', content: 'Cat5 or Cat6, which one?', tags } });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
    const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', { token, body: { title: TITLE, content: BODY, tags } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    questionId = asked.body.data.id;
    const edited = await api(site, 'PUT', '/answer/api/v1/question', { token, body: { id: questionId, title: EDITED_TITLE, content: EDITED_BODY, tags, edit_summary: 'the drops happen in the morning' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    browser = await launchBrowser();
    member = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('lists the asked and edited entries and shows what the edit changed', async () => {
    const { page } = member;
    await logIn(page, site, MEMBER.email, MEMBER.password);
    await page.goto(`${site.url}/questions/${questionId}`);
    await page.getByRole('heading', { level: 1, name: EDITED_TITLE }).waitFor();
    await page.getByRole('link', { name: 'History' }).first().click();
    await page.waitForURL(new RegExp(`/posts/${questionId}/timeline$`));

    await page.getByRole('heading', { level: 1, name: `Timeline for ${EDITED_TITLE}` }).waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).locator('.badge').textContent()).toBe('edited');
    expect(await rows.nth(1).locator('.badge').textContent()).toBe('asked');
    await rows.nth(0).getByText('the drops happen in the morning').waitFor();

    const expand = rows.nth(0).getByRole('button', { name: 'Show changes' });
    const diff = page.locator(`#${(await expand.getAttribute('aria-controls')) ?? ''}`);
    await expand.click();
    await diff.getByRole('heading', { name: 'Body' }).waitFor();
    // the changed words, each announced as removed or added in text
    await diff.locator('del').first().waitFor();
    const removed = (await diff.locator('del').allTextContents()).join(' | ');
    const added = (await diff.locator('ins').allTextContents()).join(' | ');
    expect(removed).toContain('night');
    expect(added).toContain('morning');
    expect(removed).toContain('removed:');
    expect(added).toContain('added:');
    expect(await rows.nth(0).getByRole('button', { name: 'Hide changes' }).getAttribute('aria-expanded')).toBe('true');
    expect(member.errors).toEqual([]);
  });
});
