/**
 * A tag's history in Chromium against a real host: the admin creates a tag and edits its name and
 * description (through the API), opens `/tags/:tagId/timeline`, sees the tag's name linking to its
 * page, the created and edited entries, the edit's changes to the display name and description,
 * and rolls the tag back to its first revision.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logInAsAdmin } from './session';
import { api, startSite, type Site } from './site';

const SLUG = 'mail-relay';
const FIRST = { display_name: 'Mail relay', original_text: 'A server that passes mail on at night.' };
const EDITED = { display_name: 'Mail relays', original_text: 'A server that passes mail on every morning.' };

describe('a tag’s timeline', () => {
  let site: Site;
  let browser: Browser;
  let admin: TrackedPage;
  let tagId = '';

  beforeAll(async () => {
    site = await startSite({ installed: true });
    const token = site.adminToken ?? '';
    const created = await api(site, 'POST', '/answer/api/v1/tag', { token, body: { slug_name: SLUG, ...FIRST } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const read = await api<{ tag_id: string }>(site, 'GET', `/answer/api/v1/tag?name=${SLUG}`, { token });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    tagId = read.body.data.tag_id;
    const edited = await api(site, 'PUT', '/answer/api/v1/tag', { token, body: { tag_id: tagId, slug_name: SLUG, ...EDITED, edit_summary: 'relays pass mail in the morning' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    browser = await launchBrowser();
    admin = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('lists the created and edited entries, shows what the edit changed, and rolls the tag back', async () => {
    const { page } = admin;
    await logInAsAdmin(page, site);
    await page.goto(`${site.url}/tags/${tagId}/timeline`);

    const heading = page.getByRole('heading', { level: 1 });
    await heading.getByRole('link', { name: EDITED.display_name }).waitFor();
    expect(await heading.textContent()).toBe(`Timeline for tag ${EDITED.display_name}`);
    expect(await heading.getByRole('link').getAttribute('href')).toBe(`/tags/${SLUG}`);
    // a tag has no votes to show
    expect(await page.getByRole('switch', { name: 'Show votes' }).count()).toBe(0);

    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).locator('.badge').textContent()).toBe('edited');
    expect(await rows.nth(1).locator('.badge').textContent()).toBe('created');
    await rows.nth(0).getByText('relays pass mail in the morning').waitFor();

    const expand = rows.nth(0).getByRole('button', { name: 'Show changes' });
    const diff = page.locator(`#${(await expand.getAttribute('aria-controls')) ?? ''}`);
    await expand.click();
    await diff.getByRole('heading', { name: 'Description' }).waitFor();
    await diff.getByRole('heading', { name: 'Display name' }).waitFor();
    await diff.getByRole('heading', { name: 'URL slug' }).waitFor();
    await diff.locator('del').first().waitFor();
    const removed = (await diff.locator('del').allTextContents()).join(' | ');
    const added = (await diff.locator('ins').allTextContents()).join(' | ');
    expect(removed).toContain('night');
    expect(added).toContain('morning');
    expect(added).toContain('relays');

    // the newest entry is the tag as it is: only the older one can be rolled back to
    expect(await rows.nth(0).getByRole('button', { name: 'Roll back' }).count()).toBe(0);
    page.once('dialog', (dialog) => void dialog.accept());
    // the open diff adds a row under the edited entry: the created entry is the third row
    await page.locator('tbody tr').filter({ has: page.locator('.badge', { hasText: 'created' }) }).getByRole('button', { name: 'Roll back' }).click();
    await page.getByText('The tag was rolled back.').waitFor();
    await heading.getByRole('link', { name: FIRST.display_name }).waitFor();
    expect(await page.locator('tbody tr .badge').first().textContent()).toBe('rolled back');

    const tag = await api<{ display_name: string; original_text: string }>(site, 'GET', `/answer/api/v1/tag?id=${tagId}`, { token: site.adminToken ?? '' });
    expect(tag.body.data).toMatchObject(FIRST);
    expect(admin.errors).toEqual([]);
  });
});
