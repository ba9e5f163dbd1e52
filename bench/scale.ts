/**
 * How list, question-page and profile latency grows with the size of the site: seeds (or reuses) a site
 * per size, starts the real host on it and times sequential requests, one at a time, so the
 * figures are the cost of one request with no queueing in them. Requests are a logged-in
 * member's: guests get kept copies (the same at any size), members reach the handlers and the
 * database, which is what grows.
 *
 *   npm run bench:scale                          10k and 100k questions on SQLite
 *   npm run bench:scale -- --sizes 10000,100000,1000000 --requests 200
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { login, startHost } from '../tests/api/harness';
import { isInstalled, readSeededSite, seedCommunity, type BenchDatabase, type SeededSite } from './lib/seed';

export interface LatencyFigure {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  mean: number;
}

export interface MeasureOptions {
  /** Origin plus base path of a running host, no trailing slash. */
  url: string;
  /** Visible question ids to open question pages of (cycled). */
  questionIds: readonly string[];
  /** Timed requests per endpoint. */
  requests: number;
  /** Untimed requests per endpoint first (caches, JIT, SQLite page cache). */
  warmup: number;
  /** The lists to time, as `order` or `order:tag` (default newest and hot). */
  lists?: readonly string[];
  /** An access token to send (a member's); none times what guests get. */
  token?: string;
  /** A member whose profile to time as well (its page's calls), by username. */
  profile?: string;
  /** A word to time a search for (relevance order), when given. */
  searchTerm?: string;
}

/** Every list order, and the newest list of the most used tag. */
export const ALL_LISTS = (tag: string | undefined): string[] => [
  ...['newest', 'active', 'hot', 'score', 'unanswered', 'frequent'],
  ...(tag ? [`newest:${tag}`] : []),
];

const API = '/answer/api/v1';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function get(url: string, token?: string): Promise<void> {
  const response = await fetch(url, { headers: token ? { authorization: token } : {} });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 200)}`);
}

/** Times `requests` sequential runs of `call` after `warmup` untimed ones; milliseconds. */
async function timeCalls(name: string, requests: number, warmup: number, call: (i: number) => Promise<void>): Promise<LatencyFigure> {
  for (let i = 0; i < warmup; i++) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await call(warmup + i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length);
  return { name, requests, p50: percentile(samples, 50), p99: percentile(samples, 99), mean };
}

/** The latency of page 1 of each of `lists` and of a question page (info + answers). */
export async function measureLatency(options: MeasureOptions): Promise<LatencyFigure[]> {
  const { url, questionIds, requests, warmup, lists = ['newest', 'hot'], token, profile } = options;
  if (questionIds.length === 0) throw new Error('measureLatency needs at least one question id');
  const figures: LatencyFigure[] = [];
  for (const list of lists) {
    const [order, tag] = list.split(':');
    const address = `${url}${API}/question/page?page=1&page_size=20&order=${order}${tag ? `&tag=${encodeURIComponent(tag)}` : ''}`;
    figures.push(await timeCalls(tag ? `list tag ${order}` : `list ${order}`, requests, warmup, () => get(address, token)));
  }
  figures.push(
    await timeCalls('question page', requests, warmup, async (i) => {
      const id = questionIds[i % questionIds.length];
      // what the question page asks for when it opens: both calls, as the browser makes them
      await Promise.all([get(`${url}${API}/question/info?id=${id}`, token), get(`${url}${API}/answer/page?question_id=${id}&page=1&page_size=20&order=default`, token)]);
    }),
  );
  if (profile) figures.push(...(await measureProfile(url, profile, requests, warmup, token)));
  if (options.searchTerm) {
    // a word found in most posts, by relevance: the heaviest search there is
    const address = `${url}${API}/search?q=${encodeURIComponent(options.searchTerm)}&page=1&size=20`;
    figures.push(await timeCalls('search', requests, warmup, () => get(address, token)));
  }
  return figures;
}

/** A member's profile page: what it asks for when it opens (the member and the top posts), then its questions and answers tabs. */
async function measureProfile(url: string, username: string, requests: number, warmup: number, token?: string): Promise<LatencyFigure[]> {
  const name = encodeURIComponent(username);
  const tab = (path: string) => `${url}${API}${path}?username=${name}&order=newest&page=1&page_size=30`;
  return [
    await timeCalls('profile', requests, warmup, () => Promise.all([get(`${url}${API}/personal/user/info?username=${name}`, token), get(`${url}${API}/personal/qa/top?username=${name}`, token)]).then(() => undefined)),
    await timeCalls('profile questions', requests, warmup, () => get(tab('/personal/question/page'), token)),
    await timeCalls('profile answers', requests, warmup, () => get(tab('/personal/answer/page'), token)),
  ];
}

export interface SizeResult {
  questions: number;
  figures: LatencyFigure[];
}

/** Reads the sample a seeded directory was made with, or seeds it. */
async function siteOf(dataDir: string, database: BenchDatabase, questions: number, log: (line: string) => void): Promise<SeededSite> {
  const seeded = readSeededSite(dataDir);
  if (seeded) {
    log(`reusing ${dataDir}`);
    return seeded;
  }
  if (isInstalled(dataDir)) throw new Error(`${dataDir} is installed but its seeding did not finish: remove it`);
  log(`seeding ${questions} questions into ${dataDir}`);
  const started = performance.now();
  const site = await seedCommunity({ dataDir, database, questions, log });
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return site;
}

export async function measureSize(dataDir: string, site: SeededSite, requests: number, warmup: number): Promise<LatencyFigure[]> {
  const host = await startHost({ dataDir, timeout: 180_000 });
  try {
    const member = site.members[0];
    if (!member) throw new Error(`${dataDir} has no member to log in with`);
    const token = await login(host, member.email, member.password);
    // the member's own profile: the first seeded members post the most, so theirs is the heaviest
    const me = await host.api<{ data: { username?: string } | null }>('GET', `${API}/user/info`, { token });
    const profile = me.body.data?.username;
    return await measureLatency({ url: host.url, questionIds: site.questionIds, requests, warmup, lists: ALL_LISTS(site.tagSlugs[0]), token, profile, searchTerm: site.tagSlugs[0] });
  } finally {
    await host.stop();
  }
}

function printTable(questions: number, figures: readonly LatencyFigure[]): void {
  console.log(`\n${questions} questions`);
  console.log(`${'endpoint'.padEnd(18)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'mean ms'.padStart(10)}${'requests'.padStart(10)}`);
  for (const f of figures) {
    console.log(`${f.name.padEnd(18)}${f.p50.toFixed(2).padStart(10)}${f.p99.toFixed(2).padStart(10)}${f.mean.toFixed(2).padStart(10)}${String(f.requests).padStart(10)}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      sizes: { type: 'string', default: '10000,100000' },
      requests: { type: 'string', default: '200' },
      warmup: { type: 'string', default: '30' },
      'data-root': { type: 'string', default: 'bench-data' },
    },
  });
  const database = values.db as BenchDatabase;
  if (!['sqlite', 'postgres', 'mysql'].includes(database)) throw new Error(`--db must be sqlite, postgres or mysql, not ${values.db}`);
  const sizes = values.sizes.split(',').map((size) => Number(size.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes must be positive integers, not ${values.sizes}`);
  const requests = Number(values.requests);
  const warmup = Number(values.warmup);
  const log = (line: string) => console.log(line);

  const results: SizeResult[] = [];
  for (const questions of sizes.sort((a, b) => a - b)) {
    const dataDir = path.resolve(values['data-root'], `scale-${database}-${questions}`);
    const site = await siteOf(dataDir, database, questions, log);
    const figures = await measureSize(dataDir, site, requests, warmup);
    results.push({ questions, figures });
    printTable(questions, figures);
  }
  if (results.length > 1) {
    const smallest = results[0];
    const largest = results[results.length - 1];
    console.log(`\nratio ${largest.questions} / ${smallest.questions} questions`);
    console.log(`${'endpoint'.padEnd(18)}${'p50'.padStart(10)}${'p99'.padStart(10)}`);
    for (const figure of largest.figures) {
      const base = smallest.figures.find((f) => f.name === figure.name);
      if (!base) continue;
      console.log(`${figure.name.padEnd(18)}${(figure.p50 / base.p50).toFixed(2).padStart(9)}x${(figure.p99 / base.p99).toFixed(2).padStart(9)}x`);
    }
  }
}

// run only as a script: the smoke test imports measureLatency
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
