import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fieldErrors, launchBrowser, openPage, seeText } from './browser';
import { logInAsAdmin } from './session';
import { setPluginEnabled, startSite, type Site } from './site';

describe('repro', () => {
  let browser: Browser;
  let site: Site;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite({ installed: true, plugins: ['hello_route'] })]);
    await setPluginEnabled(site, 'hello_route', true);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  it('clicks', async () => {
    const { page, context } = await openPage(browser);
    page.on('console', (m) => console.log('console:', m.type(), m.text()));
    await logInAsAdmin(page, site);
    await page.goto(`${site.url}/admin/plugins/hello_route`);
    await page.evaluate(() => {
      for (const type of ['pointerdown', 'mousedown', 'mouseup', 'click', 'submit', 'focusout', 'focusin']) {
        document.addEventListener(type, (e) => {
          const t = e.target as HTMLElement;
          const btn = document.querySelector('#plugin-config-form button[type=submit]');
          const r = btn?.getBoundingClientRect();
          console.log(`${type} on ${t.tagName}#${t.id} btn y=${r?.top} err=${document.querySelectorAll('.invalid-feedback, .text-danger, [id$=__error]').length}`);
        }, true);
      }
    });
    const greeting = page.getByLabel(/^Greeting/);
    await greeting.fill('x'.repeat(61));
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(await fieldErrors(page, /^Greeting/), 'Greeting up to 60 characters.');
    await greeting.fill('fine');
    console.log('--- clicking save');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(1500);
    console.log('toast count', await page.getByText('Update success.').count());
    await context.close();
  });
});
