/**
 * The XSS corpus (tests/fixtures/xss/payloads.txt) through every field a member writes that
 * others see: question titles and bodies, answers, comments, tag names and descriptions, display
 * names, bios, websites, locations and edit summaries; tag slugs and avatar addresses must be
 * refused. Each resulting page (lists, the question, its editor and timeline, tags, notifications,
 * search, the admin's user pages) is opened in Chromium with a trap on script execution and a
 * check for markup that would run script on a click or hover. The pages are read with the
 * Content-Security-Policy bypassed, so the sanitising alone is what is proven; then, with the
 * policy on, everyday pages raise no violation, the admin's custom head script runs and a script
 * injected into the page is blocked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_DEFAULTS, launchBrowser } from './browser';
import { logInAsAdmin } from './session';
import { ROOT, api, startSite, type Site } from './site';

interface Payload {
  /** Its line among the payloads (comments left out), from 0. */
  index: number;
  text: string;
}

function loadPayloads(): Payload[] {
  const file = path.join(ROOT, 'tests', 'fixtures', 'xss', 'payloads.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((text, index) => ({ index, text }));
}

const PAYLOADS = loadPayloads();
/** Members who sign in and write (titles, comments); each sign-in counts against the limit per address. */
const WRITING_MEMBERS = 22;
/** Members whose profile (bio, location, website) carries payloads: each is one admin page to read. */
const PROFILE_PAGES = 20;

/** Fields a payload goes through; its number in the trap (`field * 1000 + index`) says which. */
const FIELDS = ['question title', 'question body', 'answer', 'comment', 'tag name', 'tag description', 'display name', 'bio', 'website', 'location', 'edit summary', 'avatar'] as const;
type Field = (typeof FIELDS)[number];

function mark(field: Field, payload: Payload): string {
  const number = (FIELDS.indexOf(field) + 1) * 1000 + payload.index;
  return payload.text.replaceAll('{N}', String(number)).replaceAll('\\n', '\n').replaceAll('\\t', '\t');
}

/** What a trapped number stands for, for the failure message. */
function explain(hit: string): string {
  const number = Number(/(?:__xss|alert|confirm|prompt|msgbox)\W{0,2}(\d+)/.exec(hit)?.[1] ?? NaN);
  const field = FIELDS[Math.floor(number / 1000) - 1];
  const payload = PAYLOADS[number % 1000];
  return field && payload ? `${hit}: the ${field} payload ${JSON.stringify(payload.text)}` : hit;
}

/** The marked payloads of `field`, joined into pieces of at most `max` characters (longer ones left out). */
function pack(field: Field, max: number, separator: string, only: (text: string) => boolean = () => true): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const payload of PAYLOADS) {
    const text = mark(field, payload);
    if (text.length > max || !only(text)) continue;
    if (current && current.length + separator.length + text.length > max) {
      pieces.push(current);
      current = '';
    }
    current = current ? current + separator + text : text;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Spreads `items` over `count` lists, round robin. */
function spread<T>(items: readonly T[], count: number): T[][] {
  const lists: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, i) => lists[i % count].push(item));
  return lists;
}

/**
 * Runs before any page script: records every call of the trap functions and every policy
 * violation, and lets nothing block on a dialog.
 */
function installTrap(): void {
  const hits: string[] = [];
  const violations: string[] = [];
  const record = (name: string) => (value?: unknown) => {
    hits.push(`${name}(${String(value)})`);
    return null;
  };
  Object.defineProperty(window, '__xssHits', { value: hits });
  Object.defineProperty(window, '__cspViolations', { value: violations });
  Object.defineProperty(window, '__xss', { value: record('__xss') });
  window.alert = record('alert');
  window.confirm = () => {
    hits.push('confirm');
    return false;
  };
  window.prompt = record('prompt');
  document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`));
}

/**
 * Elements of the page that could run script on a click, a hover or a focus the test does not
 * make: an `on…` attribute anywhere, or a script-bearing address in a link, form or frame.
 */
function armedElements(): string[] {
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const scripted = /^(javascript|vbscript|livescript):/.test(value) || (/^data:/.test(value) && !/^data:image\/(png|gif|jpeg|webp)/.test(value));
      if (name.startsWith('on') || (urlAttributes.includes(name) && scripted) || name === 'srcdoc') found.push(`<${element.localName} ${name}="${attribute.value}">`);
    }
  }
  return found;
}

async function hitsOf(page: Page): Promise<{ hits: string[]; violations: string[] }> {
  return page.evaluate(() => {
    const trapped = window as unknown as { __xssHits: string[]; __cspViolations: string[] };
    return { hits: [...trapped.__xssHits], violations: [...trapped.__cspViolations] };
  });
}

describe('stored XSS', () => {
  let site: Site;
  let browser: Browser;
  let adminToken = '';
  let bodyQuestionId = '';
  const userIds: string[] = [];
  /** Every account, the admin's included. */
  let userCount = 0;
  let memberToken = '';
  let memberName = { display_name: '', username: '' };
  const tagSlugs: string[] = [];

  const call = async <T = unknown>(method: string, apiPath: string, token: string, body?: unknown) => {
    const response = await api<T>(site, method, apiPath, { token, body });
    expect(response.status, `${method} ${apiPath}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(200);
    return response.body.data;
  };

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite({ installed: true })]);
    adminToken = site.adminToken ?? '';
    await call('PUT', '/answer/admin/api/plugin/status', adminToken, { plugin_slug_name: 'captcha_basic', enabled: false });

    // tags first (members may not create them): payload names, payload descriptions
    const names = pack('tag name', 35, '', (text) => text.trim().length > 0);
    const descriptions = pack('tag description', 2000, '\n\n');
    const tagCount = Math.max(names.length, descriptions.length);
    const tags = Array.from({ length: tagCount }, (_, i) => ({ slug_name: `xss-${i}`, display_name: names[i] ?? `xss-${i}`, original_text: descriptions[i] ?? '' }));
    tagSlugs.push(...tags.map((tag) => tag.slug_name));
    for (const [i, group] of spread(tags, Math.ceil(tags.length / 5)).entries()) {
      await call('POST', '/answer/api/v1/question', adminToken, { title: `Tag carrier question number ${i}`, content: 'Carries tags.', tags: group });
    }

    // members: a payload display name each; the first few (whose admin pages are read) with
    // payload profiles too
    const displayNames = pack('display name', 30, '', (text) => text.trim().length >= 2);
    const bios = pack('bio', 4000, '\n');
    const locations = pack('location', 100, ' ');
    const websites = PAYLOADS.map((payload) => `https://example.com/${mark('website', payload)}`).filter((url) => url.length <= 500 && !/\s/.test(url));
    const members: { token: string; id: string }[] = [];
    for (const [i, displayName] of displayNames.entries()) {
      const email = `xss${i}@example.com`;
      const password = `xss-password-${i}`;
      await call('POST', '/answer/admin/api/user', adminToken, { display_name: displayName, email, password });
      // logins are limited per address: the rest show their names in the admin's user list only
      if (i >= WRITING_MEMBERS) continue;
      const login = await call<{ access_token: string; id: string; username: string }>('POST', '/answer/api/v1/user/login/email', '', { e_mail: email, pass: password });
      const token = login.access_token;
      if (i < PROFILE_PAGES) {
        const profile = { display_name: displayName, username: login.username, bio: bios[i] ?? '', location: locations[i] ?? '', website: websites[i] ?? '' };
        await call('PUT', '/answer/api/v1/user/info', token, profile);
      }
      members.push({ token, id: login.id });
    }
    userIds.push(...members.map((member) => member.id));
    userCount = displayNames.length + 1;
    memberToken = members[0].token;
    memberName = { display_name: displayNames[0], username: (await call<{ username: string }>('GET', '/answer/api/v1/user/info', memberToken)).username };

    // titles, spread over the members so every display name shows in the lists
    const titles = pack('question title', 150, ' ', (text) => text.trim().length >= 6);
    for (const [i, group] of spread(titles, members.length).entries()) {
      for (const title of group) await call('POST', '/answer/api/v1/question', members[i].token, { title, content: 'A question whose title is the test.', tags: [{ slug_name: tagSlugs[0] }] });
    }

    // one question with every payload in its body, answered and commented with every payload
    const body = PAYLOADS.map((payload) => mark('question body', payload)).join('\n\n');
    const asked = await call<{ id: string }>('POST', '/answer/api/v1/question', adminToken, { title: 'Every payload in one question body', content: body, tags: [{ slug_name: tagSlugs[0] }] });
    bodyQuestionId = asked.id;
    const answer = PAYLOADS.map((payload) => mark('answer', payload)).join('\n\n');
    await call('POST', '/answer/api/v1/answer', members[0].token, { question_id: bodyQuestionId, content: answer });
    for (const [i, text] of pack('comment', 600, '\n\n', (value) => value.length >= 2).entries()) {
      await call('POST', '/answer/api/v1/comment', members[i % members.length].token, { object_id: bodyQuestionId, original_text: text });
    }

    // edit summaries: one edit per piece, by the admin and two moderators (each account may edit
    // only so often in an hour)
    for (const member of members.slice(0, 2)) await call('PUT', '/answer/admin/api/user/role', adminToken, { user_id: member.id, role_id: 3 });
    const editors = [adminToken, members[0].token, members[1].token];
    for (const [i, summary] of pack('edit summary', 255, ' ').entries()) {
      const edit = { id: bodyQuestionId, title: 'Every payload in one question body', content: `${body}\n\nedit ${i}`, tags: [{ slug_name: tagSlugs[0] }], edit_summary: summary };
      await call('PUT', '/answer/api/v1/question', editors[i % editors.length], edit);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('refuses every payload as a tag slug', async () => {
    const slugs = PAYLOADS.map((payload) => mark('tag name', payload)).filter((text) => text.trim().length > 0 && text.length <= 35);
    for (const group of spread(slugs, Math.ceil(slugs.length / 5))) {
      const response = await api(site, 'POST', '/answer/api/v1/question', {
        token: adminToken,
        body: { title: 'A question with hostile tag slugs', content: 'Tags only.', tags: group.map((slug) => ({ slug_name: slug })) },
      });
      expect(response.status, JSON.stringify(group)).toBe(400);
    }
  });

  it('refuses every script-bearing address as a custom avatar', async () => {
    const addresses = PAYLOADS.filter((payload) => /script|data:/i.test(payload.text) && !payload.text.startsWith('<')).map((payload) => mark('avatar', payload));
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) {
      const response = await api<{ error_field: string }[]>(site, 'PUT', '/answer/api/v1/user/info', { token: memberToken, body: { ...memberName, avatar: { type: 'custom', custom: address } } });
      expect(response.status, address).toBe(400);
      expect(response.body.data.map((error) => error.error_field), address).toEqual(['avatar']);
    }
  });

  /**
   * How long one page may take to show its content: the suite runs three browser files at a time
   * on two cores, and under that load a page that shows in under a second alone has taken over 20.
   */
  const PAGE_TIMEOUT = 60_000;

  /** Tabs that visit pages at once: each page waits half a second of network quiet after loading. */
  const VISITING_TABS = 4;

  /** Opens each page (path and what shows once its content is in) as the admin, who may see everything. */
  async function visitAll(context: BrowserContext, pages: [string, string][]): Promise<void> {
    const first = await context.newPage();
    const tabs = [first];
    try {
      await logInAsAdmin(first, site);
      while (tabs.length < VISITING_TABS) tabs.push(await context.newPage());
      await Promise.all(tabs.map((page, tab) => visitInTurn(page, pages.filter((_, i) => i % VISITING_TABS === tab))));
    } finally {
      await Promise.all(tabs.map((page) => page.close()));
    }
  }

  async function visitInTurn(page: Page, pages: [string, string][]): Promise<void> {
    for (const [pagePath, ready] of pages) {
      await page.goto(`${site.url}${pagePath}`);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const { hits } = await hitsOf(page);
      if (hits.length > 0) throw new Error(`script ran on ${pagePath}: ${hits.map(explain).join('; ')}`);
      const armed = await page.evaluate(armedElements);
      if (armed.length > 0) throw new Error(`script-bearing markup on ${pagePath}: ${armed.slice(0, 5).map(explain).join('; ')}`);
    }
  }

  it('runs no payload on any page that shows them, with the policy bypassed', async () => {
    const context = await browser.newContext({ ...CONTEXT_DEFAULTS, bypassCSP: true });
    context.setDefaultTimeout(PAGE_TIMEOUT);
    await context.addInitScript(installTrap);
    try {
      const questions = await call<{ count: number }>('GET', '/answer/api/v1/question/page?page=1&page_size=1', adminToken);
      const listPages = Math.ceil(questions.count / 20);
      const tagPages = Math.ceil(tagSlugs.length / 24);
      const pages: [string, string][] = [
        [`/questions/${bodyQuestionId}`, 'main .fmt'],
        [`/posts/${bodyQuestionId}/timeline`, 'main tbody tr'],
        // the editor shows the body as the author wrote it
        [`/posts/${bodyQuestionId}/edit`, 'main form'],
        ...Array.from({ length: listPages }, (_, i): [string, string] => [`/questions?page=${i + 1}`, 'main a[href*="/questions/"]']),
        ...Array.from({ length: tagPages }, (_, i): [string, string] => [`/tags?page=${i + 1}`, 'main .badge']),
        [`/questions?tag=${tagSlugs[0]}`, 'main a[href*="/questions/"]'],
        ['/users/notifications/inbox', 'main'],
        ['/search?q=script', 'main'],
        ...Array.from({ length: Math.ceil(userCount / 20) }, (_, i): [string, string] => [`/admin/users?page=${i + 1}`, 'main table']),
        ...userIds.slice(0, PROFILE_PAGES).map((id): [string, string] => [`/admin/users/${id}`, 'main dd']),
      ];
      await visitAll(context, pages);

      // the trap itself works: markup that does run script is caught
      const page = await context.newPage();
      await page.goto(`${site.url}/questions/${bodyQuestionId}`);
      await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="__xss(-1)">'));
      await expect.poll(async () => (await hitsOf(page)).hits).toEqual(['__xss(-1)']);
    } finally {
      await context.close();
    }
    // some forty pages, each of which may wait on a busy machine
  }, 600_000);

  it('works under the policy, runs the admin’s custom head script and blocks an injected one', async () => {
    const context = await browser.newContext(CONTEXT_DEFAULTS);
    context.setDefaultTimeout(PAGE_TIMEOUT);
    await context.addInitScript(installTrap);
    try {
      const page = await context.newPage();
      await logInAsAdmin(page, site);
      // everyday pages (forms, the editor, admin) need nothing the policy refuses
      const everyday: [string, string][] = [
        [`/questions/${bodyQuestionId}`, 'main .fmt'],
        ['/questions/ask', 'main form'],
        [`/posts/${bodyQuestionId}/edit`, 'main form'],
        ['/users/settings/profile', 'main form'],
        ['/admin/installed-plugins', 'main table'],
      ];
      for (const [pagePath, ready] of everyday) {
        await page.goto(`${site.url}${pagePath}`);
        await page.locator(ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await hitsOf(page), pagePath).toEqual({ hits: [], violations: [] });
      }

      const db = new Database(path.join(site.dataDir, 'answer.db'));
      try {
        const row = db.prepare("SELECT content FROM site_info WHERE type = 'custom_css_html'").get() as { content: string } | undefined;
        const content = JSON.stringify({ ...(row ? (JSON.parse(row.content) as object) : {}), custom_head: '<script>window.__customHeadRan = true;</script>' });
        if (row) db.prepare("UPDATE site_info SET content = ? WHERE type = 'custom_css_html'").run(content);
        else db.prepare("INSERT INTO site_info (type, content, status) VALUES ('custom_css_html', ?, 1)").run(content);
      } finally {
        db.close();
      }
      // a member's site settings are read afresh (a guest's are a kept response that a write
      // behind the host's back does not drop), once the moment they are cached for has passed
      await expect
        .poll(
          async () => {
            await page.goto(`${site.url}/questions/${bodyQuestionId}`);
            await page.locator('main .fmt').first().waitFor();
            return page.evaluate(() => (window as unknown as { __customHeadRan?: boolean }).__customHeadRan === true);
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      expect((await hitsOf(page)).violations).toEqual([]);
      await page.evaluate(() => {
        document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="__xss(-2)">');
        const script = document.createElement('script');
        script.textContent = '__xss(-3)';
        document.body.appendChild(script);
      });
      await expect.poll(async () => (await hitsOf(page)).violations.length).toBe(2);
      const { hits, violations } = await hitsOf(page);
      expect(hits).toEqual([]);
      expect(violations.map((violation) => violation.split(' ')[0]).sort()).toEqual(['script-src-attr', 'script-src-elem']);
    } finally {
      await context.close();
    }
  });
});
