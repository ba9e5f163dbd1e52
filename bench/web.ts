/**
 * Page weight and paint times in Chromium: the built web app served by the real host on a small
 * SQLite site, the home page and a question page each loaded by a guest with a cold cache (a new
 * browser context per load) and the CPU slowed down through CDP. Prints, per page, the JS and CSS
 * bytes (on the wire and gzip), the number of requests, first and largest contentful paint, and
 * whether the editor chunk was fetched.
 *
 *   npm run bench:web -- [--runs 3] [--throttle 4] [--json]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { ROOT_DIR, installSite, login, startHost, type Envelope, type RunningHost } from '../tests/api/harness';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** The flags the browser tests use (tests/e2e/browser.ts): headless, quiet, offline. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Chunks that belong to the post editor; a guest reading a question should fetch none of them. */
const EDITOR_CHUNK = /editor|prosemirror/i;

const QUESTION = {
  title: 'How do I keep a long-running job from blocking the event loop?',
  content: 'My Node.js service runs a report that takes a few seconds and every other request waits for it. What are the options?',
};
const ANSWER =
  'Move the work off the main thread: a **worker thread** for CPU-bound work, or split it into slices with `setImmediate` so requests get a turn between them. For big reports, a queue and a separate process are the sturdier choice.';

export type AssetKind = 'js' | 'css' | 'document' | 'api' | 'other';

export interface Asset {
  url: string;
  kind: AssetKind;
  /** The file name without its content hash, for JS and CSS chunks (`MarkdownEditor`), else the path. */
  name: string;
  /** Bytes on the wire, headers included (CDP `Network.loadingFinished.encodedDataLength`). */
  transferBytes: number;
  /** The (decoded) body gzipped at the default level; the wire size when Chromium no longer holds the body. */
  gzipBytes: number;
  status: number;
  /** The response's `Content-Encoding`, or `none`. */
  encoding: string;
}

export interface PageFigures {
  page: string;
  path: string;
  requests: number;
  jsFiles: number;
  jsTransferBytes: number;
  jsGzipBytes: number;
  cssFiles: number;
  cssTransferBytes: number;
  cssGzipBytes: number;
  totalTransferBytes: number;
  /** Content encodings the host used for JS and CSS (`none` when it sent them as they are). */
  compression: string[];
  /** Milliseconds from navigation start; null when Chromium reported none. */
  fcpMs: number | null;
  lcpMs: number | null;
  /** Names of editor chunks that were fetched (should be empty for a guest). */
  editorChunks: string[];
  assets: Asset[];
}

export interface PageSummary extends Omit<PageFigures, 'fcpMs' | 'lcpMs' | 'assets'> {
  runs: number;
  /** Median over the runs, with the spread, since paint times vary between cold loads. */
  fcpMs: number | null;
  lcpMs: number | null;
  fcpRangeMs: [number, number] | null;
  lcpRangeMs: [number, number] | null;
  /** JS and CSS chunk names of the last run, in the order they were requested. */
  chunks: string[];
}

export interface WebReport {
  date: string;
  cpuThrottle: number;
  runs: number;
  chromium: string;
  pages: PageSummary[];
}

export interface BenchSite {
  host: RunningHost;
  questionPath: string;
  questionTitle: string;
  stop(): Promise<void>;
}

function expectOk(step: string, response: { status: number; body: unknown }): void {
  if (response.status !== 200) throw new Error(`${step} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

/** Starts the real host on a fresh SQLite site with one question and one answer from another member. */
export async function startBenchSite(): Promise<BenchSite> {
  const host = await startHost();
  try {
    const { adminToken } = await installSite(host, 'sqlite');
    // A moderator may create the tag; the answer comes from a member, as on a real site.
    const asked = await host.api<Envelope<{ id: string }>>('POST', '/answer/api/v1/question', {
      token: adminToken,
      body: { ...QUESTION, tags: [{ slug_name: 'nodejs', display_name: 'Node.js', original_text: '' }] },
    });
    expectOk('ask', asked);
    const member = { display_name: 'Bench Member', email: 'bench-member@example.com', password: 'bench-member-1' };
    expectOk('add member', await host.api('POST', '/answer/admin/api/user', { token: adminToken, body: member }));
    const memberToken = await login(host, member.email, member.password);
    expectOk('answer', await host.api('POST', '/answer/api/v1/answer', { token: memberToken, body: { question_id: asked.body.data.id, content: ANSWER } }));
    return {
      host,
      questionPath: `/questions/${asked.body.data.id}`,
      questionTitle: QUESTION.title,
      stop: async () => {
        await host.stop();
      },
    };
  } catch (error) {
    await host.kill();
    throw error;
  }
}

/** `client-CTVf8CMZ.js` -> `client`; Vite appends an 8-character content hash to each chunk. */
export function chunkName(url: string): string {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  return file.replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '').replace(/\.(js|css)$/, '');
}

function classify(type: string | undefined, mimeType: string, url: string): AssetKind {
  if (type === 'Document') return 'document';
  if (type === 'Stylesheet' || mimeType.includes('css')) return 'css';
  if (type === 'Script' || mimeType.includes('javascript')) return 'js';
  if (type === 'Fetch' || type === 'XHR' || new URL(url).pathname.includes('/api/')) return 'api';
  return 'other';
}

interface Pending {
  url: string;
  type?: string;
  mimeType: string;
  status: number;
  encoding: string;
  transferBytes?: number;
}

/** Records every request of one page load through CDP, keyed by request id. */
function recordNetwork(cdp: CDPSession): Map<string, Pending> {
  const requests = new Map<string, Pending>();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, type: event.type, mimeType: '', status: 0, encoding: 'none' });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (!entry) return;
    entry.type = event.type;
    entry.mimeType = event.response.mimeType;
    entry.status = event.response.status;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), value]));
    const encoding = headers['content-encoding'];
    entry.encoding = typeof encoding === 'string' && encoding !== '' && encoding !== 'identity' ? encoding : 'none';
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.transferBytes = event.encodedDataLength;
  });
  return requests;
}

async function gzipSize(cdp: CDPSession, requestId: string): Promise<number | null> {
  try {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    return gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length;
  } catch {
    // Chromium may have dropped the body already; the caller falls back to the wire size.
    return null;
  }
}

/** Paint entries as the page saw them; LCP comes only through a buffered observer. */
async function paintTimes(page: Page): Promise<{ fcp: number | null; lcp: number | null }> {
  return page.evaluate(async () => {
    const fcpEntry = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
    const lcp = await new Promise<number | null>((resolve) => {
      let latest: number | null = null;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) latest = Math.max(latest ?? 0, entry.startTime);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      // Buffered entries arrive in the observer's first callback, a task later.
      setTimeout(() => {
        observer.disconnect();
        resolve(latest);
      }, 250);
    });
    return { fcp: fcpEntry ? fcpEntry.startTime : null, lcp };
  });
}

export interface LoadOptions {
  name: string;
  url: string;
  cpuThrottle: number;
  /** Resolves once the page shows what a reader came for. */
  ready(page: Page): Promise<void>;
}

/** One cold load as a guest: a new context, throttled CPU, every request recorded. */
export async function measurePage(browser: Browser, options: LoadOptions): Promise<PageFigures> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  try {
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle });
    const requests = recordNetwork(cdp);
    await page.goto(options.url, { waitUntil: 'load' });
    await options.ready(page);
    // Lazy chunks (the editor among them) would come after first render; wait until the network is quiet.
    await page.waitForLoadState('networkidle');
    const paints = await paintTimes(page);

    const assets: Asset[] = [];
    for (const [requestId, entry] of requests) {
      if (entry.transferBytes === undefined) continue;
      const kind = classify(entry.type, entry.mimeType, entry.url);
      const transferBytes = entry.transferBytes;
      let gzipBytes = transferBytes;
      // Gzipped here even when the host compressed it (brotli is smaller), so figures compare across hosts.
      if (kind === 'js' || kind === 'css') gzipBytes = (await gzipSize(cdp, requestId)) ?? transferBytes;
      const name = kind === 'js' || kind === 'css' ? chunkName(entry.url) : new URL(entry.url).pathname;
      assets.push({ url: entry.url, kind, name, transferBytes, gzipBytes, status: entry.status, encoding: entry.encoding });
    }
    const sum = (kind: AssetKind, field: 'transferBytes' | 'gzipBytes') => assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[field], 0);
    const urlPath = new URL(options.url).pathname;
    return {
      page: options.name,
      path: urlPath,
      requests: assets.length,
      jsFiles: assets.filter((asset) => asset.kind === 'js').length,
      jsTransferBytes: sum('js', 'transferBytes'),
      jsGzipBytes: sum('js', 'gzipBytes'),
      cssFiles: assets.filter((asset) => asset.kind === 'css').length,
      cssTransferBytes: sum('css', 'transferBytes'),
      cssGzipBytes: sum('css', 'gzipBytes'),
      totalTransferBytes: assets.reduce((total, asset) => total + asset.transferBytes, 0),
      compression: [...new Set(assets.filter((asset) => asset.kind === 'js' || asset.kind === 'css').map((asset) => asset.encoding))],
      fcpMs: paints.fcp,
      lcpMs: paints.lcp,
      editorChunks: assets.filter((asset) => (asset.kind === 'js' || asset.kind === 'css') && EDITOR_CHUNK.test(asset.name)).map((asset) => asset.name),
      assets,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function range(values: number[]): [number, number] | null {
  return values.length ? [Math.min(...values), Math.max(...values)] : null;
}

export function summarize(runs: PageFigures[]): PageSummary {
  const last = runs[runs.length - 1];
  const fcps = runs.map((run) => run.fcpMs).filter((value): value is number => value !== null);
  const lcps = runs.map((run) => run.lcpMs).filter((value): value is number => value !== null);
  const { assets, fcpMs: _fcp, lcpMs: _lcp, ...rest } = last;
  return {
    ...rest,
    runs: runs.length,
    fcpMs: median(fcps),
    lcpMs: median(lcps),
    fcpRangeMs: range(fcps),
    lcpRangeMs: range(lcps),
    // Bytes and requests are the same on every cold load; the union catches a chunk that only sometimes loads.
    editorChunks: [...new Set(runs.flatMap((run) => run.editorChunks))],
    chunks: assets.filter((asset) => asset.kind === 'js' || asset.kind === 'css').map((asset) => `${asset.name}.${asset.kind}`),
  };
}

export interface WebBenchOptions {
  cpuThrottle: number;
  runs: number;
  /** Called before each page load, for progress output. */
  onLoad?(page: string, run: number): void;
}

/** Starts a site and a browser, loads each page `runs` times cold, and stops both. */
export async function runWebBench(options: WebBenchOptions): Promise<WebReport> {
  const site = await startBenchSite();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const pages: LoadOptions[] = [
      {
        name: 'home',
        url: `${site.host.url}/`,
        cpuThrottle: options.cpuThrottle,
        ready: async (page) => {
          await page.getByRole('link', { name: site.questionTitle }).first().waitFor();
          // the server-rendered page gives way to the app's
          await page.locator('#answer-ssr').waitFor({ state: 'detached' });
        },
      },
      {
        name: 'question',
        url: `${site.host.url}${site.questionPath}`,
        cpuThrottle: options.cpuThrottle,
        ready: async (page) => {
          await page.getByRole('heading', { level: 1, name: site.questionTitle }).first().waitFor();
          await page.getByText('worker thread').first().waitFor();
          await page.locator('#answer-ssr').waitFor({ state: 'detached' });
        },
      },
    ];
    const summaries: PageSummary[] = [];
    for (const load of pages) {
      const runs: PageFigures[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        options.onLoad?.(load.name, run);
        runs.push(await measurePage(browser, load));
      }
      summaries.push(summarize(runs));
    }
    return { date: new Date().toISOString(), cpuThrottle: options.cpuThrottle, runs: options.runs, chromium: browser.version(), pages: summaries };
  } finally {
    await browser?.close();
    await site.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | null, spread: [number, number] | null) =>
  value === null ? 'n/a' : `${Math.round(value)} ms${spread && spread[0] !== spread[1] ? ` (${Math.round(spread[0])}-${Math.round(spread[1])})` : ''}`;

/** `a b b c` -> `a b x2 c`: every built-in plugin's entry chunk is called `client`. */
function countNames(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${name} x${count}` : name)).join(' ');
}

function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n');
}

export function formatReport(report: WebReport): string {
  const parts = [`bench:web  ${report.date}  Chromium ${report.chromium}  CPU ${report.cpuThrottle}x slower  ${report.runs} cold load(s) per page, paint times as median (min-max)`];
  for (const page of report.pages) {
    parts.push(
      `\n${page.page} page (${page.path})\n` +
        table([
          ['requests', String(page.requests)],
          ['JS files', String(page.jsFiles)],
          ['JS transferred', kb(page.jsTransferBytes)],
          ['JS gzip', kb(page.jsGzipBytes)],
          ['CSS files', String(page.cssFiles)],
          ['CSS transferred', kb(page.cssTransferBytes)],
          ['CSS gzip', kb(page.cssGzipBytes)],
          ['all transferred', kb(page.totalTransferBytes)],
          ['first contentful paint', ms(page.fcpMs, page.fcpRangeMs)],
          ['largest contentful paint', ms(page.lcpMs, page.lcpRangeMs)],
          ['editor chunk loaded', page.editorChunks.length ? `yes: ${page.editorChunks.join(', ')}` : 'no'],
          ['host compression', page.compression.join(', ')],
          ['chunks', countNames(page.chunks)],
        ]),
    );
  }
  parts.push('\n"transferred" is what the host sent, headers included (compressed when "host compression" says so); "gzip" is each JS/CSS body gzipped at the default level, whatever the host sent, so figures compare across hosts.');
  return parts.join('\n');
}

function main(): void {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      throttle: { type: 'string', default: '4' },
      json: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const cpuThrottle = Number(values.throttle);
  if (!Number.isInteger(runs) || runs < 1 || !(cpuThrottle >= 1)) {
    console.error('usage: npm run bench:web -- [--runs N>=1] [--throttle RATE>=1] [--json]');
    process.exit(2);
  }
  // The same readiness step as `npm start`: packages installed, dist/web rebuilt when its sources changed.
  const ready = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts', 'ensure-ready.mjs')], { cwd: ROOT_DIR, stdio: ['ignore', 2, 2] });
  if (ready.status !== 0) process.exit(ready.status ?? 1);
  runWebBench({ cpuThrottle, runs, onLoad: (page, run) => console.error(`loading ${page} page, run ${run}/${runs}`) })
    .then((report) => console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
