/** Debian Chromium driven by playwright-core, with the flags that keep it quiet and offline. */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

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
}

/** A fresh context (no shared storage between journeys) in English. */
export async function openPage(browser: Browser): Promise<TrackedPage> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  recordTroubles(page);
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
