/**
 * The site's look and links, set in the admin pages of a real host in Chromium: a primary colour
 * and a custom header with its CSS show on the admin's page at once and on a guest's next page;
 * permalink 2 turns question links into `/questions/<id>`, and an address in the old form is
 * rewritten to the new one, query kept.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { inFreshPage, launchBrowser } from './browser';
import { logInAsAdmin, openAdminSection, siteHeader } from './session';
import { api, startSite, type Site } from './site';

const TITLE = 'Which colour should the site have for spring?';
const PRIMARY = '#aa0011';
const PRIMARY_RGB = 'rgb(170, 0, 17)';
const HEADER_HTML = '<div id="spring-note" class="p-2">Spring meetup on Friday</div>';
const CSS = '#spring-note { color: rgb(0, 128, 0); }';

/** The navbar's painted background and where the custom header sits against the site header. */
const look = (page: Page) =>
  page.evaluate(() => {
    const navbar = document.querySelector('header nav.navbar');
    const note = document.getElementById('spring-note');
    const header = document.querySelector('header');
    return {
      navbar: navbar ? getComputedStyle(navbar).backgroundColor : null,
      note: note ? getComputedStyle(note).color : null,
      noteAboveHeader: Boolean(note && header && note.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING),
    };
  });

describe('the site look and permalinks set in admin', () => {
  let browser: Browser;
  let site: Site;
  let questionId = '';
  let slug = '';

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite({ installed: true })]);
    const asked = await api<{ id: string; url_title: string }>(site, 'POST', '/answer/api/v1/question', {
      token: site.adminToken ?? '',
      body: { title: TITLE, content: 'Blue is fine, but something warmer would suit the season better.', tags: [{ slug_name: 'support', display_name: 'support' }] },
    });
    expect(asked.status).toBe(200);
    questionId = asked.body.data.id;
    slug = asked.body.data.url_title;
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('paints the saved colour and custom header with its CSS, for the admin at once and for a guest next', async () => {
    await inFreshPage(browser, async (admin) => {
      const { page } = admin;
      await logInAsAdmin(page, site);
      const menu = await openAdminSection(page, site, 'Themes', '/admin/themes');
      const themes = page.locator('#admin-themes');
      await themes.getByRole('radio', { name: /^Coloured/ }).check();
      await themes.getByLabel(/^Primary colour/).fill(PRIMARY);
      await expectAccessible(page, 'the admin themes page', ['light']);
      await themes.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved. The change applies now.').waitFor();
      // this browser repaints without a page load
      await expect.poll(async () => (await look(page)).navbar).toBe(PRIMARY_RGB);

      await menu.getByRole('link', { name: 'CSS/HTML' }).click();
      await page.waitForURL(`${site.url}/admin/css-html`);
      const code = page.locator('#admin-css-html');
      await code.getByLabel(/^Custom CSS/).fill(CSS);
      await code.getByLabel(/^Custom header/).fill(HEADER_HTML);
      await code.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved. The change applies now.').last().waitFor();
      await page.locator('#spring-note').waitFor();
      expect(await look(page)).toEqual({ navbar: PRIMARY_RGB, note: 'rgb(0, 128, 0)', noteAboveHeader: true });
      expect(admin.errors).toEqual([]);
    });

    await inFreshPage(browser, async (guest) => {
      await guest.page.goto(`${site.url}/`);
      await siteHeader(guest.page).waitFor();
      await guest.page.locator('#spring-note').waitFor();
      expect(await look(guest.page)).toEqual({ navbar: PRIMARY_RGB, note: 'rgb(0, 128, 0)', noteAboveHeader: true });
      // the host's /custom.css is linked as well, and serves the same CSS
      const linked = await guest.page.evaluate(async () => {
        const href = document.getElementById('answer-custom-css-link')?.getAttribute('href') ?? '';
        return { href, css: href ? await (await fetch(href)).text() : '' };
      });
      expect(linked.href).toMatch(/^\/custom\.css\?v=/);
      expect(linked.css).toBe(CSS);
      expect(guest.errors).toEqual([]);
    });
  });

  it('links questions in the permalink form the admin picks and rewrites the old form', async () => {
    await inFreshPage(browser, async (admin) => {
      const { page } = admin;
      await logInAsAdmin(page, site);
      const link = page.getByRole('main').getByRole('link', { name: TITLE });
      await page.goto(`${site.url}/questions`);
      expect(await link.first().getAttribute('href')).toBe(`/questions/${questionId}/${slug}`);

      await page.goto(`${site.url}/admin/seo`);
      const seo = page.locator('#admin-seo');
      await seo.getByRole('radio', { name: `/questions/10010000000000001`, exact: true }).check();
      await seo.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved. The change applies now.').waitFor();

      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Questions' }).click();
      await page.waitForURL(`${site.url}/questions`);
      await expect.poll(() => link.first().getAttribute('href')).toBe(`/questions/${questionId}`);
      await link.first().click();
      await page.waitForURL(`${site.url}/questions/${questionId}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      expect(admin.errors).toEqual([]);
    });

    await inFreshPage(browser, async (guest) => {
      // a link shared in the old form (id and slug) leads to the new one, its query kept
      await guest.page.goto(`${site.url}/questions/${questionId}/${slug}?utm=mail`);
      await guest.page.waitForURL(`${site.url}/questions/${questionId}?utm=mail`);
      await guest.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      expect(guest.errors).toEqual([]);
    });
  });
});
