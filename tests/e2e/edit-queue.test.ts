/**
 * Suggested edits in Chromium against a real host: a member with 200 reputation edits the
 * admin's question, is told the edit shows after review and finds the question unchanged; the
 * edit page then refuses a second edit while the first waits; the admin approves it through the
 * API and the question shows the edit.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logIn } from './session';
import { api, startSite, type Site } from './site';

const EDITOR = { display_name: 'Pavel Editor', email: 'pavel@example.com', password: 'pavel-password-1' };
const QUESTION = { title: 'How do I read a file line by line in Rust?', content: 'I want to go through a large file one line at a time.' };
const SUGGESTED = 'How do I read a large file line by line in Rust?';

describe('suggesting an edit for review', () => {
  let site: Site;
  let browser: Browser;
  let editor: TrackedPage;
  let questionId = '';

  beforeAll(async () => {
    site = await startSite({ installed: true });
    const token = site.adminToken ?? '';
    const added = await api(site, 'POST', '/answer/admin/api/user', { token, body: EDITOR });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // the admin asks (creating the tag); to the member it is someone else's question
    const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', {
      token,
      body: { ...QUESTION, tags: [{ slug_name: 'support', display_name: 'support', original_text: '' }] },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    questionId = asked.body.data.id;
    // reputation has no API of its own: enough to edit others' posts, not enough to skip review
    const db = new Database(path.join(site.dataDir, 'answer.db'));
    try {
      db.prepare('UPDATE user SET rank = 200 WHERE e_mail = ?').run(EDITOR.email);
    } finally {
      db.close();
    }
    browser = await launchBrowser();
    editor = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('tells the member the edit shows after review and leaves the question as it was', async () => {
    const { page } = editor;
    await logIn(page, site, EDITOR.email, EDITOR.password);
    await page.goto(`${site.url}/questions/${questionId}`);
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    await page.getByRole('group', { name: 'Question actions' }).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/posts\/1001\d{13}\/edit$/);
    await page.getByRole('status').filter({ hasText: 'Your edit will be visible after review' }).waitFor();

    const form = page.locator('#edit-question-form');
    const title = form.getByLabel(/^Title/);
    await expect.poll(() => title.inputValue()).toBe(QUESTION.title);
    await title.fill(SUGGESTED);
    await form.getByLabel(/^Edit summary/).fill('Say the file is large');
    await form.getByRole('button', { name: 'Save edits' }).click();

    await page.getByText('Your edit will be visible after review.', { exact: true }).waitFor();
    await page.waitForURL(/\/questions\/1001\d{13}/);
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    expect(editor.errors).toEqual([]);
  });

  it('refuses a second edit while the first waits for review', async () => {
    const { page } = editor;
    await page.goto(`${site.url}/posts/${questionId}/edit`);
    const refusal = page.getByRole('alert').filter({ hasText: 'This post cannot be edited right now' });
    await refusal.getByText('An edit of this post is already waiting for review.', { exact: false }).waitFor();
    expect(await page.locator('#edit-question-form').count()).toBe(0);
  });

  it('shows the edit once the admin approves it', async () => {
    const token = site.adminToken ?? '';
    const queue = await api<{ count: number; list: { unreviewed_info: { id: string; title: string } }[] }>(site, 'GET', '/answer/api/v1/revisions/unreviewed?page=1', { token });
    expect(queue.body.data.count).toBe(1);
    expect(queue.body.data.list[0].unreviewed_info.title).toBe(SUGGESTED);
    const approved = await api(site, 'PUT', '/answer/api/v1/revisions/audit', { token, body: { id: queue.body.data.list[0].unreviewed_info.id, operation: 'approve' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const { page } = editor;
    await page.goto(`${site.url}/questions/${questionId}`);
    await page.getByRole('heading', { level: 1, name: SUGGESTED }).waitFor();
    // the editor is credited with the edit
    await page.getByText(EDITOR.display_name).first().waitFor();
  });
});
