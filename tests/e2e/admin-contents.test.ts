/**
 * The admin's question list in Chromium: the admin selects two questions and deletes them in one
 * go, finds them under the Deleted filter, restores one, and the public question list shows
 * exactly the questions that are not deleted.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seeText } from './browser';
import { logInAsAdmin } from './session';
import { api, startSite, type Site } from './site';

const TITLES = ['Why does the garden hose leak at the tap?', 'Which glue holds a ceramic mug handle?', 'How long should bread dough rest?'] as const;

describe('admin contents', () => {
  let browser: Browser;
  let site: Site;
  const ids: string[] = [];

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite({ installed: true })]);
    for (const title of TITLES) {
      const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', {
        token: site.adminToken ?? '',
        body: { title, content: `${title} I would like to know before the weekend.`, tags: [{ slug_name: 'support', display_name: 'support' }] },
      });
      expect(asked.status).toBe(200);
      ids.push(asked.body.data.id);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('deletes two questions at once, restores one, and the public list follows', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await logInAsAdmin(page, site);
      await page.goto(`${site.url}/admin`);
      await page.getByRole('navigation', { name: 'Administration menu' }).getByRole('link', { name: 'Questions', exact: true }).click();
      await page.waitForURL(`${site.url}/admin/questions`);
      await page.getByRole('heading', { name: 'Questions', level: 1 }).waitFor();
      const table = page.getByTestId('admin-questions-table');
      const row = (id: string) => table.locator(`tr[data-question="${id}"]`);
      for (const id of ids) await row(id).waitFor();

      // select the first two and delete them together, after confirming
      await row(ids[0]).getByRole('checkbox').check();
      await row(ids[1]).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Delete selected (2)' }).click();
      const dialog = page.getByRole('dialog');
      await seeText(dialog, 'Delete 2 posts?');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await row(ids[0]).waitFor({ state: 'detached' });
      await row(ids[1]).waitFor({ state: 'detached' });
      await row(ids[2]).waitFor();

      // both wait under Deleted; one comes back
      await page.getByRole('button', { name: 'Deleted', exact: true }).click();
      await page.waitForURL(/status=deleted/);
      await row(ids[0]).waitFor();
      await row(ids[1]).waitFor();
      expect(await row(ids[0]).getAttribute('data-status')).toBe('deleted');
      await row(ids[0]).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Restore selected (1)' }).click();
      await seeText(page.getByRole('dialog'), 'Restore this post?');
      await page.getByRole('dialog').getByRole('button', { name: 'Undelete' }).click();
      await row(ids[0]).waitFor({ state: 'detached' });
      await row(ids[1]).waitFor();

      // members see the restored question and the untouched one, not the deleted one
      await page.goto(`${site.url}/questions`);
      // the hot questions card may list the titles too: read the list itself
      const list = page.locator('li[data-question-id]');
      await list.getByRole('link', { name: TITLES[0] }).waitFor();
      await list.getByRole('link', { name: TITLES[2] }).waitFor();
      expect(await page.getByRole('link', { name: TITLES[1] }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
