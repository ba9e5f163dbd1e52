/** Debian Chromium driven by playwright-core, with the flags that keep it quiet and offline. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * What every journey's browser context starts with: English, and motion reduced as a visitor may
 * ask for it. Without transitions a dialog or a toast is there at once, and the browser paints
 * fewer frames: a journey file took an eighth less CPU time.
 */
export const CONTEXT_DEFAULTS: BrowserContextOptions = { locale: 'en-US', reducedMotion: 'reduce' };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors, for failure messages. */
  errors: string[];
}

/** What went wrong in each page's recent loads: console errors, failed and refused requests. */
const troubles = new WeakMap<Page, string[]>();
const TROUBLES_KEPT = 30;

/** The page's recent console errors and failed requests, for a failure message that must say why. */
export function troublesOf(page: Page): string[] {
  return troubles.get(page) ?? [];
}

function recordTroubles(page: Page): void {
  const list: string[] = [];
  troubles.set(page, list);
  const note = (text: string) => {
    list.push(text);
    if (list.length > TROUBLES_KEPT) list.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => note(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`));
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  recordUnanswered(page);
}

/** Requests each page sent that have had no answer yet, with when they left. */
const unanswered = new WeakMap<Page, Map<Request, number>>();

function recordUnanswered(page: Page): void {
  const waiting = new Map<Request, number>();
  unanswered.set(page, waiting);
  page.on('request', (request) => waiting.set(request, Date.now()));
  page.on('response', (response) => waiting.delete(response.request()));
  page.on('requestfailed', (request) => waiting.delete(request));
}

/** "still waiting 21.3 s: GET …" for each request of `page` unanswered for over a second. */
function unansweredOf(page: Page): string[] {
  const now = Date.now();
  return [...(unanswered.get(page) ?? [])]
    .filter(([, sent]) => now - sent > 1_000)
    .map(([request, sent]) => `still waiting ${((now - sent) / 1_000).toFixed(1)} s: ${request.method()} ${request.url()}`);
}

/** The pages of this test file still open, with their uncaught errors, for a failed test's report. */
const openPages = new Map<Page, string[]>();
/** Where the main frame went (in-page moves too), and which clicks reached the page. */
const trails = new WeakMap<Page, string[]>();
const TRAIL_KEPT = 12;

function recordTrail(page: Page): void {
  const trail: string[] = [];
  trails.set(page, trail);
  const note = (text: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${text}`);
    if (trail.length > TRAIL_KEPT) trail.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CLICK_MARK)) note(text.slice(CLICK_MARK.length));
  });
}

const CLICK_MARK = '[e2e click] ';

/**
 * Logs each click as the page's handlers leave it (its target, and whether the default was
 * prevented: an in-app move), and each time the page's main content is replaced as a whole.
 */
function reportClicks(mark: string): void {
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.removedNodes)) {
        if (node instanceof Element && (node.matches('main') || node.querySelector('main'))) console.debug(`${mark}main content replaced`);
      }
    }
  }).observe(document, { childList: true, subtree: true });
  window.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('a, button') ?? event.target : null;
    const name = target ? `${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 40)}" ${target.getAttribute('href') ?? ''}` : String(event.target);
    console.debug(`${mark}click on ${name}${event.defaultPrevented ? ' (handled in the page)' : ''}; connected: ${String(target?.isConnected)}`);
  });
}

/** A fresh context (no shared storage between journeys) in English. */
export async function openPage(browser: Browser): Promise<TrackedPage> {
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(20_000);
  await context.addInitScript(reportClicks, CLICK_MARK);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  openPages.set(page, errors);
  page.on('close', () => openPages.delete(page));
  recordTroubles(page);
  recordTrail(page);
  awaitTakeOver(page);
  return { context, page, errors };
}

/**
 * Public pages come rendered by the server, and the app replaces that copy once it has rendered
 * the same page (tests/e2e/server-pages.test.ts walks that moment). The journeys here test the
 * app: each load waits until the app holds the page, so no step acts on the server's copy.
 */
function awaitTakeOver(page: Page): void {
  const takenOver = async <T>(response: T): Promise<T> => {
    await page.locator('#answer-ssr').waitFor({ state: 'detached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => takenOver(await goto(url, options));
  page.reload = async (options) => takenOver(await reload(options));
}

/**
 * What each open page shows and went through: its address, its heading, where it went, the clicks
 * it received, the errors it saw. Printed when a test fails, so a failure read from a CI log says
 * what the browser was doing.
 */
export async function describeOpenPages(): Promise<string> {
  const parts: string[] = [];
  for (const [page, errors] of openPages) {
    const heading = await page
      .locator('h1')
      .first()
      .innerText({ timeout: 1_000 })
      .catch(() => '(none)');
    const serverCopy = await page
      .locator('#answer-ssr')
      .count()
      .catch(() => 0);
    const stuck = serverCopy > 0 ? await appStateOf(page) : '';
    parts.push(
      [
        `page at ${page.url()}, heading: ${heading}${serverCopy > 0 ? ` (the server-rendered copy is still in place; ${stuck})` : ''}`,
        ...(trails.get(page) ?? []).map((line) => `  ${line}`),
        ...troublesOf(page).map((line) => `  ${line}`),
        ...unansweredOf(page).map((line) => `  ${line}`),
        ...errors.map((line) => `  uncaught: ${line}`),
      ].join('\n'),
    );
  }
  return parts.join('\n');
}

/**
 * Where the app stands on a page whose server-rendered copy was never replaced: whether the app
 * rendered into its (hidden) mount, and whether the page's timers still fire, which the swap
 * waits on.
 */
async function appStateOf(page: Page): Promise<string> {
  const mount = await page
    .evaluate(() => {
      const root = document.getElementById('root');
      return `app mount ${root ? `${root.hidden ? 'hidden' : 'shown'} with ${root.childElementCount} elements` : 'absent'}, visibility ${document.visibilityState}`;
    })
    .catch((error: unknown) => `app state unreadable: ${error instanceof Error ? error.message : String(error)}`);
  // timed from here, not in the page: a page whose timers stall would never answer
  const timer = page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(0), 50))).then(
    () => 'a 50 ms timer fired',
    () => 'the timer check failed',
  );
  const bound = new Promise<string>((resolve) => setTimeout(() => resolve('a 50 ms timer did not fire within 3 s'), 3_000));
  return `${mount}, ${await Promise.race([timer, bound])}`;
}

/** Runs `work` in a fresh page (see openPage) and closes its context however `work` ends. */
export async function inFreshPage<T>(browser: Browser, work: (tracked: TrackedPage) => Promise<T>): Promise<T> {
  const tracked = await openPage(browser);
  try {
    return await work(tracked);
  } finally {
    await tracked.context.close();
  }
}

/** The error list rjsf renders for the field labelled `label` (`<id>__error`). */
export async function fieldErrors(page: Page, label: string | RegExp): Promise<Locator> {
  const input = page.getByLabel(label).first();
  const id = await input.getAttribute('id');
  if (!id) throw new Error(`The field ${String(label)} has no id`);
  return page.locator(`[id="${id}__error"]`);
}

/** Waits until `locator` is visible and its text contains `text`. */
export async function seeText(locator: Locator, text: string | RegExp, timeout = 20_000): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ state: 'visible', timeout });
}
