/**
 * Tags in Chromium against a real host, each journey on a fresh site with people who signed up
 * and followed the emailed link:
 * - a moderator creates a tag on the create page, after the form has shown its field errors (an
 *   empty and an over-long display name, a slug another tag holds), and lands on the tag's page;
 * - a member with enough reputation to suggest tag edits, but not to make them, edits a tag, is
 *   told the edit shows after review and finds the tag as it was; once the admin approves the
 *   edit (through the API: the review page is a later feature) the tag shows it, and the tag's
 *   timeline lists it; the tag chips of the question list and of a question page open the tag;
 * - the admin deletes an unused tag, which leaves the tag list, undeletes it, and is refused the
 *   deletion of a tag that questions use.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, launchBrowser, openPage, type TrackedPage } from './browser';
import { logInAsAdmin } from './session';
import { api, askAsAdmin, type Site } from './site';
import { editorText, join, makeModerator, setReputation, shot, startMailingSite, tagIdOf, type MailingSite } from './tags-support';

const MODERATOR = { display_name: 'Mira Moderator', email: 'mira@example.com', password: 'mira-password-1' };
const MEMBER = { display_name: 'Elio Editor', email: 'elio@example.com', password: 'elio-password-1' };

/** The tag's header on its page. */
const tagHeader = (page: Page) => page.locator('header.tag-header');

/** The admin creates a tag through the API (the create page itself is the first journey's). */
async function createTag(site: Site, slug: string, display: string, description: string): Promise<string> {
  const created = await api(site, 'POST', '/answer/api/v1/tag', { token: site.adminToken ?? '', body: { slug_name: slug, display_name: display, original_text: description } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return tagIdOf(site, slug);
}

describe('a moderator creates a tag', () => {
  let mailing: MailingSite;
  let browser: Browser;
  let moderator: TrackedPage;

  beforeAll(async () => {
    [mailing, browser] = await Promise.all([startMailingSite(), launchBrowser()]);
    moderator = await openPage(browser);
    await makeModerator(mailing.site, await join(mailing, moderator.page, MODERATOR));
  });

  afterAll(async () => {
    await browser?.close();
    await mailing?.stop();
  });

  it('shows field errors on the fields, then creates the tag and opens its page', async () => {
    const { page } = moderator;
    const { site } = mailing;
    await page.goto(`${site.url}/tags`);
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    await page.getByRole('link', { name: 'Create tag' }).click();
    await page.waitForURL(`${site.url}/tags/create`);
    await page.getByRole('heading', { level: 1, name: 'Create tag' }).waitFor();

    const form = page.locator('#create-tag-form');
    const displayName = form.getByLabel(/^Display name/);
    const slug = form.getByLabel(/^URL slug/);
    const description = form.getByRole('textbox', { name: /^Description/ });
    const submit = form.getByRole('button', { name: 'Create tag' });

    // nothing typed: every field says what it needs
    await submit.click();
    const displayErrors = await fieldErrors(page, /^Display name/);
    await displayErrors.getByText('Display name cannot be empty.').waitFor();
    await (await fieldErrors(page, /^URL slug/)).getByText('URL slug cannot be empty.').waitFor();
    await shot(page, '1-create-empty');

    // a display name over 35 characters
    await displayName.fill('A display name that is far too long for a tag');
    await slug.fill('rust');
    await description.fill('Questions about the Rust programming language.');
    await submit.click();
    await displayErrors.getByText('Display name up to 35 characters.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/tags/create');

    // the installer's starter tag holds the slug `support`: the server names the slug field
    await displayName.fill('Rust');
    await slug.fill('support');
    await submit.click();
    const slugErrors = await fieldErrors(page, /^URL slug/);
    await slugErrors.getByText('Tag already exists.').waitFor();
    expect(await displayErrors.count()).toBe(0);
    await shot(page, '1-create-duplicate-slug');
    expect(new URL(page.url()).pathname).toBe('/tags/create');

    await slug.fill('rust');
    await submit.click();
    await page.waitForURL(`${site.url}/tags/rust`);
    await tagHeader(page).getByRole('heading', { level: 1, name: 'Rust' }).waitFor();
    await tagHeader(page).getByText('Questions about the Rust programming language.').waitFor();
    expect(await page.getByTestId('tag-question-total').textContent()).toBe('0 questions');
    await shot(page, '1-created-tag-page');

    // the new tag is in the tag list
    await page.goto(`${site.url}/tags`);
    await page.getByTestId('tag-card').getByRole('link', { name: 'Rust', exact: true }).waitFor();
    expect(moderator.errors).toEqual([]);
  });
});

describe('a member suggests a tag edit that waits for review', () => {
  const OLD = 'Questions about the Rust programming language.';
  const NEW = 'Questions about Rust, the language of the borrow checker and of cargo.';
  const QUESTION = { title: 'How do I borrow a field mutably twice?', content: 'The borrow checker refuses two mutable borrows of one struct.' };
  let mailing: MailingSite;
  let browser: Browser;
  let member: TrackedPage;
  let tagId = '';
  let questionPath = '';

  beforeAll(async () => {
    [mailing, browser] = await Promise.all([startMailingSite(), launchBrowser()]);
    tagId = await createTag(mailing.site, 'rust', 'Rust', OLD);
    questionPath = await askAsAdmin(mailing.site, QUESTION, { slug_name: 'rust', display_name: 'Rust' });
    member = await openPage(browser);
    await join(mailing, member.page, MEMBER);
    // enough to edit tags (50), not enough to skip review (10000)
    await setReputation(mailing.site, MEMBER.email, 200);
  });

  afterAll(async () => {
    await browser?.close();
    await mailing?.stop();
  });

  it('opens the tag from the chips of the question list and of the question page', async () => {
    const { page } = member;
    const { site } = mailing;
    await page.goto(`${site.url}/questions`);
    const item = page.locator('li[data-question-id]', { hasText: QUESTION.title });
    const listChip = item.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Rust', exact: true });
    expect(await listChip.getAttribute('href')).toBe('/tags/rust');

    await page.goto(`${site.url}${questionPath}`);
    await page.getByRole('heading', { level: 1, name: QUESTION.title }).waitFor();
    const pageChip = page.locator('article').getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Rust', exact: true });
    expect(await pageChip.getAttribute('href')).toBe('/tags/rust');
    await pageChip.click();
    await page.waitForURL(`${site.url}/tags/rust`);
    await tagHeader(page).getByRole('heading', { level: 1, name: 'Rust' }).waitFor();
    // the tag's questions under its header
    await page.getByRole('region', { name: /Rust/ }).getByRole('link', { name: QUESTION.title }).waitFor();
    await shot(page, '2-tag-page-member');
    expect(member.errors).toEqual([]);
  });

  it('tells the member the edit shows after review and leaves the tag as it was', async () => {
    const { page } = member;
    const { site } = mailing;
    await page.goto(`${site.url}/tags/rust`);
    await tagHeader(page).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`${site.url}/tags/${tagId}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit tag Rust' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Your edit will be reviewed before it is shown.' }).waitFor();

    const form = page.locator('#edit-tag-form');
    // only staff rename tags
    expect(await form.getByLabel(/^Display name/).isEditable()).toBe(false);
    expect(await form.getByLabel(/^URL slug/).isEditable()).toBe(false);
    const description = form.getByRole('textbox', { name: /^Description/ });
    await expect.poll(() => editorText(description)).toBe(OLD);
    await description.fill(NEW);
    await form.getByLabel(/^Edit summary/).fill('Mention the borrow checker and cargo');
    await shot(page, '2-edit-form-member');
    await form.getByRole('button', { name: 'Save edits' }).click();

    await page.locator('.toast', { hasText: 'Your edit will be visible after review.' }).waitFor();
    await page.waitForURL(`${site.url}/tags/rust`);
    await tagHeader(page).getByText(OLD).waitFor();
    expect(await tagHeader(page).getByText(NEW).count()).toBe(0);
    await shot(page, '2-after-suggesting');
    expect(member.errors).toEqual([]);
  });

  it('shows the edit once the admin approves it, and the tag timeline lists it', async () => {
    const { site } = mailing;
    const token = site.adminToken ?? '';
    const queue = await api<{ count: number; list: { type: string; unreviewed_info: { id: string } }[] }>(site, 'GET', '/answer/api/v1/revisions/unreviewed?page=1', { token });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.data.count).toBe(1);
    expect(queue.body.data.list[0].type).toBe('tag');
    const approved = await api(site, 'PUT', '/answer/api/v1/revisions/audit', { token, body: { id: queue.body.data.list[0].unreviewed_info.id, operation: 'approve' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const { page } = member;
    await page.goto(`${site.url}/tags/rust`);
    await tagHeader(page).getByText(NEW).waitFor();

    await tagHeader(page).getByRole('link', { name: 'Info' }).click();
    await page.waitForURL(`${site.url}/tags/rust/info`);
    await page.getByRole('region', { name: 'About Rust' }).getByText(NEW).waitFor();
    await shot(page, '2-info-after-approval');
    await page.getByRole('group', { name: 'Tag actions' }).getByRole('link', { name: 'History' }).click();
    await page.waitForURL(`${site.url}/tags/${tagId}/timeline`);
    await page.getByRole('heading', { level: 1, name: 'Timeline for tag Rust' }).waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).locator('.badge').textContent()).toBe('edited');
    await rows.nth(0).getByText(MEMBER.display_name, { exact: true }).waitFor();
    await rows.nth(0).getByText('Mention the borrow checker and cargo').waitFor();
    expect(await rows.nth(1).locator('.badge').textContent()).toBe('created');

    await rows.nth(0).getByRole('button', { name: 'Show changes' }).click();
    const diff = page.locator('[id^="timeline-diff-"]');
    await diff.getByRole('heading', { name: 'Description' }).waitFor();
    expect((await diff.locator('ins').allTextContents()).join(' ')).toContain('borrow');
    await shot(page, '2-tag-timeline');
    expect(member.errors).toEqual([]);
  });
});

describe('the admin deletes and undeletes tags', () => {
  let mailing: MailingSite;
  let browser: Browser;
  let admin: TrackedPage;

  beforeAll(async () => {
    [mailing, browser] = await Promise.all([startMailingSite(), launchBrowser()]);
    await createTag(mailing.site, 'floppy-disks', 'Floppy disks', 'Storing data on floppy disks.');
    await askAsAdmin(mailing.site, { title: 'Where do I report a broken link?', content: 'A link on the help page leads nowhere.' }, { slug_name: 'support', display_name: 'support' });
    admin = await openPage(browser);
    await logInAsAdmin(admin.page, mailing.site);
  });

  afterAll(async () => {
    await browser?.close();
    await mailing?.stop();
  });

  /** Whether the tag list (filtered by `text`) shows a card for the tag named `name`. */
  async function listed(page: Page, site: Site, text: string, name: string): Promise<boolean> {
    await page.goto(`${site.url}/tags?q=${encodeURIComponent(text)}`);
    const card = page.getByTestId('tag-card').getByRole('link', { name, exact: true });
    const empty = page.getByTestId('tags-empty');
    await card.or(empty).first().waitFor();
    return (await card.count()) > 0;
  }

  it('deletes an unused tag after confirming, and undeletes it', async () => {
    const { page } = admin;
    const { site } = mailing;
    expect(await listed(page, site, 'floppy', 'Floppy disks')).toBe(true);
    await page.goto(`${site.url}/tags/floppy-disks/info`);
    const actions = page.getByRole('group', { name: 'Tag actions' });
    await actions.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this tag?' });
    await dialog.getByText('Deleting "Floppy disks" hides it from every list.').waitFor();
    await shot(page, '5-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete tag' }).click();
    await page.locator('.toast', { hasText: 'The tag was deleted.' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'This tag has been deleted.' }).waitFor();
    await actions.getByRole('button', { name: 'Undelete' }).waitFor();
    await shot(page, '5-deleted-tag-info');
    expect(await listed(page, site, 'floppy', 'Floppy disks')).toBe(false);

    await page.goto(`${site.url}/tags/floppy-disks/info`);
    await actions.getByRole('button', { name: 'Undelete' }).click();
    const undelete = page.getByRole('dialog', { name: 'Undelete this tag?' });
    await undelete.getByRole('button', { name: 'Undelete tag' }).click();
    await page.locator('.toast', { hasText: 'The tag was undeleted.' }).waitFor();
    await actions.getByRole('button', { name: 'Delete' }).waitFor();
    expect(await page.getByText('This tag has been deleted.').count()).toBe(0);
    expect(await listed(page, site, 'floppy', 'Floppy disks')).toBe(true);
    expect(admin.errors).toEqual([]);
  });

  it('is refused the deletion of a tag that questions use', async () => {
    const { page } = admin;
    const { site } = mailing;
    await page.goto(`${site.url}/tags/support/info`);
    await page.getByRole('group', { name: 'Tag actions' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this tag?' }).getByRole('button', { name: 'Delete tag' }).click();
    await page.locator('.toast', { hasText: 'You cannot delete a tag that is in use' }).waitFor();
    await shot(page, '5-delete-refused');
    expect(await page.getByText('This tag has been deleted.').count()).toBe(0);
    expect(await listed(page, site, 'support', 'support')).toBe(true);
    expect(admin.errors).toEqual([]);
  });
});
