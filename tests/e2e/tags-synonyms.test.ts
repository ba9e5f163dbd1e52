/**
 * Synonyms and merging in Chromium against a real host, each journey on a fresh site:
 * - the admin adds synonyms on the main tag's info page (a tag found while typing, and a new
 *   name); a synonym's address opens the main tag, whose list shows the questions tagged with
 *   the synonyms, before and after they became synonyms;
 * - the admin merges one tag into another from the info page: the target's question and follower
 *   counts add up (followers who signed up and followed each tag on its page), and the merged
 *   tag's address opens the target.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { logInAsAdmin } from './session';
import { api, askAsAdmin, type Site } from './site';
import { join, shot, startMailingSite, type MailingSite } from './tags-support';

const tagHeader = (page: Page) => page.locator('header.tag-header');
/** The tag's questions under its header. */
const taggedQuestions = (page: Page) => page.getByRole('region', { name: /^Questions tagged/ });

async function createTag(site: Site, slug: string, display: string, description: string): Promise<void> {
  const created = await api(site, 'POST', '/answer/api/v1/tag', { token: site.adminToken ?? '', body: { slug_name: slug, display_name: display, original_text: description } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
}

describe('the admin adds synonyms', () => {
  const OLD_QUESTION = { title: 'Why is [] + {} a string?', content: 'Adding an array and an object gives "[object Object]".' };
  const NEW_QUESTION = { title: 'What does the spread syntax copy?', content: 'Is an object spread a deep or a shallow copy?' };
  let mailing: MailingSite;
  let browser: Browser;
  let admin: TrackedPage;

  beforeAll(async () => {
    [mailing, browser] = await Promise.all([startMailingSite(), launchBrowser()]);
    await createTag(mailing.site, 'javascript', 'JavaScript', 'The language of the web.');
    await askAsAdmin(mailing.site, OLD_QUESTION, { slug_name: 'js', display_name: 'js' });
    admin = await openPage(browser);
    await logInAsAdmin(admin.page, mailing.site);
  });

  afterAll(async () => {
    await browser?.close();
    await mailing?.stop();
  });

  it('saves a found tag and a new name as synonyms of the main tag', async () => {
    const { page } = admin;
    const { site } = mailing;
    await page.goto(`${site.url}/tags/javascript/info`);
    const panel = page.getByTestId('synonyms-panel');
    await panel.getByText('No synonyms yet.').waitFor();
    await panel.getByRole('button', { name: 'Add synonyms' }).click();

    const input = panel.getByLabel('Add a synonym');
    await input.fill('js');
    await panel.getByRole('list', { name: 'Matching tags' }).getByRole('button', { name: 'Add js' }).click();
    await input.fill('ECMAScript');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    const chosen = panel.getByRole('list', { name: 'Chosen synonyms' }).getByRole('listitem');
    await expect.poll(() => chosen.allTextContents()).toEqual(['js', 'ECMAScript']);
    await chosen.getByRole('button', { name: 'Remove synonym js' }).waitFor();
    // a tag is not its own synonym
    await input.fill('JavaScript');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await panel.getByText('A tag cannot be a synonym of itself.').waitFor();
    await shot(page, '3-synonym-editor');
    await input.fill('');

    await panel.getByRole('button', { name: 'Save synonyms' }).click();
    await page.locator('.toast', { hasText: 'Synonyms saved.' }).waitFor();
    await panel.getByRole('button', { name: 'Edit synonyms' }).waitFor();
    // listed in the server's order
    await expect.poll(async () => (await panel.getByRole('listitem').allTextContents()).sort()).toEqual(['ECMAScript', 'js']);
    await shot(page, '3-synonyms-saved');
    expect(admin.errors).toEqual([]);
  });

  it('opens the main tag at a synonym’s address, listing the synonyms’ questions', async () => {
    const { page } = admin;
    const { site } = mailing;
    await askAsAdmin(site, NEW_QUESTION, { slug_name: 'ecmascript', display_name: 'ECMAScript' });

    await page.goto(`${site.url}/tags/js`);
    await page.waitForURL(`${site.url}/tags/javascript`);
    await tagHeader(page).getByRole('heading', { level: 1, name: 'JavaScript' }).waitFor();
    await tagHeader(page).getByTestId('tag-synonyms').getByText('ECMAScript').waitFor();
    await taggedQuestions(page).getByRole('link', { name: OLD_QUESTION.title }).waitFor();
    await taggedQuestions(page).getByRole('link', { name: NEW_QUESTION.title }).waitFor();
    await shot(page, '3-main-tag-from-synonym');

    // the order and page of the list go along
    await page.goto(`${site.url}/tags/ecmascript?order=newest`);
    await page.waitForURL(`${site.url}/tags/javascript?order=newest`);
    await taggedQuestions(page).getByRole('link', { name: NEW_QUESTION.title }).waitFor();
    expect(admin.errors).toEqual([]);
  });
});

describe('the admin merges one tag into another', () => {
  const FAN = { display_name: 'Fay Follower', email: 'fay@example.com', password: 'fay-password-1' };
  const SOURCE_QUESTION = { title: 'How do I memoise a component?', content: 'My list re-renders on every key press.' };
  const TARGET_QUESTION = { title: 'When does an effect run twice?', content: 'In development my effect runs two times.' };
  let mailing: MailingSite;
  let browser: Browser;
  let admin: TrackedPage;
  let fan: TrackedPage;

  beforeAll(async () => {
    [mailing, browser] = await Promise.all([startMailingSite(), launchBrowser()]);
    await createTag(mailing.site, 'reactjs', 'ReactJS', 'The old name of the React tag.');
    await createTag(mailing.site, 'react', 'React', 'A library for user interfaces.');
    await askAsAdmin(mailing.site, SOURCE_QUESTION, { slug_name: 'reactjs', display_name: 'ReactJS' });
    await askAsAdmin(mailing.site, TARGET_QUESTION, { slug_name: 'react', display_name: 'React' });
    [admin, fan] = await Promise.all([openPage(browser), openPage(browser)]);
    await join(mailing, fan.page, FAN);
    await logInAsAdmin(admin.page, mailing.site);
  });

  afterAll(async () => {
    await browser?.close();
    await mailing?.stop();
  });

  /** `who` follows the tag on its page; resolves once the count says so. */
  async function follow(page: Page, site: Site, slug: string): Promise<void> {
    await page.goto(`${site.url}/tags/${slug}`);
    await page.getByTestId('follow-tag').click();
    await expect.poll(() => page.getByTestId('follow-tag').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('tag-follower-total').textContent()).toBe('1 follower');
  }

  it('adds up the questions and followers on the target and sends the old address there', async () => {
    const { site } = mailing;
    await follow(fan.page, site, 'reactjs');
    await follow(admin.page, site, 'react');

    const { page } = admin;
    await page.goto(`${site.url}/tags/reactjs/info`);
    await page.getByRole('group', { name: 'Tag actions' }).getByRole('button', { name: 'Merge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge tag' });
    await dialog.getByText('"ReactJS" becomes a synonym of the tag you choose').waitFor();
    const merge = dialog.getByRole('button', { name: 'Merge', exact: true });
    expect(await merge.isDisabled()).toBe(true);
    await dialog.getByLabel('Merge into').fill('react');
    const found = dialog.getByRole('list', { name: 'Matching tags' }).getByRole('button');
    // the tag being merged is not offered as its own target
    await expect.poll(() => found.allTextContents()).toEqual(['React']);
    await found.first().click();
    await dialog.getByTestId('merge-summary').getByText('"ReactJS" will be merged into "React".').waitFor();
    await shot(page, '4-merge-dialog');
    await merge.click();

    await page.waitForURL(`${site.url}/tags/react`);
    await page.locator('.toast', { hasText: '"ReactJS" was merged into "React".' }).waitFor();
    await tagHeader(page).getByRole('heading', { level: 1, name: 'React' }).waitFor();
    await expect.poll(() => page.getByTestId('tag-question-total').textContent()).toBe('2 questions');
    await expect.poll(() => page.getByTestId('tag-follower-total').textContent()).toBe('2 followers');
    await taggedQuestions(page).getByRole('link', { name: SOURCE_QUESTION.title }).waitFor();
    await taggedQuestions(page).getByRole('link', { name: TARGET_QUESTION.title }).waitFor();
    await tagHeader(page).getByTestId('tag-synonyms').getByText('ReactJS').waitFor();
    await shot(page, '4-merged-target');

    // the follower of the old tag now follows the target
    await fan.page.goto(`${site.url}/tags/reactjs`);
    await fan.page.waitForURL(`${site.url}/tags/react`);
    await expect.poll(() => fan.page.getByTestId('follow-tag').getAttribute('aria-pressed')).toBe('true');
    expect(admin.errors).toEqual([]);
    expect(fan.errors).toEqual([]);
  });
});
