/**
 * bench/api: loads the real host on a seeded site from this process over loopback, one endpoint
 * at a time for a fixed duration, and the same load against a bare Fastify handler (the ceiling),
 * so each endpoint's throughput also reads as a share of what this machine can do at all.
 *
 *   npm run bench:api -- --db sqlite --questions 100000 --data-dir ./bench-data/100k \
 *     [--duration 10] [--warmup 2] [--connections 50] [--only "question page|search"] [--mixed-duration 0]
 *
 * The data directory is seeded when it holds no site yet and reused otherwise.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isInstalled, readSeededSite, seedCommunity, type BenchDatabase, type SeededSite } from './lib/seed';
import { cpuMicros, sampleMemory, settle, startCeilingProcess, startHostProcess, type ServerProcess } from './lib/host-process';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load';
import { logInMembers, MIXED_STEPS, MIXED_WRITES, runMixedLoad, type MixedLoadResult } from './lib/mixed-load';
import { MEMBER_PASSWORD } from './lib/seed';
import { disableCaptcha, logIn, pagePaths, sampleQuestionIds, served } from './lib/api-calls';
import { plans, type Plan } from './lib/api-plans';

const MB = 1024 * 1024;
/** Reads ask as browsers do, for compressed bodies; the ceiling's body is too small to compress. */
export interface ApiBenchOptions {
  dataDir: string;
  database: BenchDatabase;
  questions: number;
  durationSeconds: number;
  connections: number;
  /** Seconds each load runs unmeasured before its measured run (0 when absent). */
  warmupSeconds?: number;
  /** The members' mixed load: how long (default 60 s, 0 to skip) and how many members (default 100). */
  mixedSeconds?: number;
  mixedMembers?: number;
  /** Endpoint rows to run, by name (a row runs when its name contains one of these); all when absent. */
  only?: string[];
  log?: (line: string) => void;
}

/** The members' mixed load (bench/lib/mixed-load.ts): reads and writes of many members at once. */
export interface MixedRow {
  members: number;
  durationSeconds: number;
  note: string;
  result: MixedLoadResult | null;
  ceilingRatio: number;
}

export interface EndpointRow {
  name: string;
  /** The path loaded (the first one where a run rotates over several). */
  path: string;
  /** False when the host does not serve the route (yet): no figures then. */
  served: boolean;
  /** Why there are no figures, or what the figures count. */
  note: string;
  result: LoadResult | null;
  /** Largest resident memory of the host sampled during this run, in MB. */
  peakRssMb: number;
  /** requests/s divided by the ceiling's requests/s. */
  ceilingRatio: number;
  /** The host's CPU time per answered request of the measured run, in microseconds (null where it cannot be read). */
  cpuMicrosPerRequest: number | null;
}

export interface ApiBenchReport {
  ceiling: LoadResult;
  /** The bare handler's CPU time per request, in microseconds. */
  ceilingCpuMicros: number | null;
  rows: EndpointRow[];
  /** The host's VmHWM at the end of the run, in MB. */
  hostHighWaterMb: number;
  captchaDisabled: boolean;
  durationSeconds: number;
  connections: number;
  mixed?: MixedRow;
}

/** Seeds the data directory unless it already holds a site, and returns what the loads need. */
export async function prepareSite(options: Pick<ApiBenchOptions, 'dataDir' | 'database' | 'questions' | 'log'>): Promise<SeededSite> {
  const seeded = readSeededSite(options.dataDir);
  if (seeded) {
    options.log?.(`reusing the site in ${options.dataDir}`);
    return seeded;
  }
  if (isInstalled(options.dataDir)) {
    options.log?.(`reusing the site in ${options.dataDir} (not seeded by the bench kit: no member logins, sample ids from the list)`);
    return { dataDir: options.dataDir, members: [], questionIds: [], tagSlugs: [] };
  }
  return seedCommunity({ dataDir: options.dataDir, database: options.database, questions: options.questions, log: options.log });
}

/**
 * The same load unmeasured for `warmupSeconds` first, then measured: the figures are of a running
 * site, not of its first second (kept copies made, members' marks read, code compiled).
 */
async function warmedLoad(load: Omit<LoadOptions, 'durationSeconds'>, options: ApiBenchOptions, pid: number): Promise<{ result: LoadResult; cpuMicrosPerRequest: number | null }> {
  const warmup = options.warmupSeconds ?? 0;
  if (warmup > 0) await runLoad({ ...load, durationSeconds: warmup });
  const cpuBefore = cpuMicros(pid);
  const result = await runLoad({ ...load, durationSeconds: options.durationSeconds });
  const cpuAfter = cpuMicros(pid);
  const cpuMicrosPerRequest = cpuBefore !== null && cpuAfter !== null && result.total > 0 ? (cpuAfter - cpuBefore) / result.total : null;
  return { result, cpuMicrosPerRequest };
}

async function measure(target: ServerProcess, plan: Plan, options: ApiBenchOptions): Promise<{ result: LoadResult; peakRssMb: number; cpuMicrosPerRequest: number | null }> {
  const memory = sampleMemory(target.pid);
  const measured = await warmedLoad({ ...plan.load, url: target.origin + plan.path, connections: plan.connections ?? options.connections }, options, target.pid);
  return { ...measured, peakRssMb: memory.stop().peakRss / MB };
}

export async function runApiBench(options: ApiBenchOptions): Promise<ApiBenchReport> {
  const log = options.log ?? (() => {});
  const site = await prepareSite(options);

  // the ceiling runs alone, before the host starts, so the two never share the CPU
  log('ceiling: bare Fastify handler');
  const ceilingServer = await startCeilingProcess();
  let ceiling: LoadResult;
  let ceilingCpuMicros: number | null;
  try {
    ({ result: ceiling, cpuMicrosPerRequest: ceilingCpuMicros } = await warmedLoad({ url: ceilingServer.origin + '/', connections: options.connections }, options, ceilingServer.pid));
  } finally {
    await ceilingServer.stop();
  }

  const host = await startHostProcess(site.dataDir);
  try {
    const members = await logIn(host.origin, site.members);
    const captchaDisabled = await disableCaptcha(host.origin);
    const questionIds = site.questionIds.length > 0 ? site.questionIds : await sampleQuestionIds(host.origin);
    const rows: EndpointRow[] = [];
    const usernames = members.map((member) => member.username);
    const pages = await pagePaths(host.origin, questionIds.slice(0, 100));
    const chosen = plans(site, questionIds, members, usernames, pages).filter((plan) => !options.only || options.only.some((name) => plan.name.includes(name)));
    for (const plan of chosen) {
      const empty = { name: plan.name, path: plan.path, result: null, peakRssMb: 0, ceilingRatio: 0, cpuMicrosPerRequest: null };
      if (plan.unavailable) {
        rows.push({ ...empty, served: true, note: `not run: ${plan.unavailable}` });
        continue;
      }
      if (plan.probe && !(await served(host.origin, plan.probe.path, plan.probe.token))) {
        rows.push({ ...empty, served: false, note: 'not served' });
        continue;
      }
      log(`load: ${plan.name}`);
      await settle(host.origin);
      const { result, peakRssMb, cpuMicrosPerRequest } = await measure(host, plan, options);
      rows.push({ ...empty, served: true, note: plan.note, result, peakRssMb, cpuMicrosPerRequest, ceilingRatio: ceiling.requestsPerSec > 0 ? result.requestsPerSec / ceiling.requestsPerSec : 0 });
    }
    const mixed = await mixedRow(host, site, questionIds, ceiling, options);
    const hostHighWaterMb = sampleMemory(host.pid).stop().highWaterMark / MB;
    return { ceiling, ceilingCpuMicros, rows, hostHighWaterMb, captchaDisabled, durationSeconds: options.durationSeconds, connections: options.connections, mixed };
  } finally {
    await host.stop();
  }
}

/** Logs in the seeded members `member1..N` (bench/lib/seed.ts) and runs the mixed load with them. */
async function mixedRow(host: ServerProcess, site: SeededSite, questionIds: string[], ceiling: LoadResult, options: ApiBenchOptions): Promise<MixedRow | undefined> {
  const durationSeconds = options.mixedSeconds ?? 60;
  if (durationSeconds <= 0) return undefined;
  const wanted = options.mixedMembers ?? 100;
  const empty = { members: 0, durationSeconds, result: null, ceilingRatio: 0 };
  if (site.members.length === 0 || questionIds.length === 0) return { ...empty, note: 'not run: no seeded members or question ids' };
  options.log?.(`mixed load: logging in ${wanted} members`);
  const members = await logInMembers(host.origin, Array.from({ length: wanted }, (_, i) => ({ email: `member${i + 1}@bench.example.com`, password: MEMBER_PASSWORD })));
  if (members.length === 0) return { ...empty, note: 'not run: no member could log in' };
  options.log?.(`load: mixed, ${members.length} members`);
  await settle(host.origin);
  const result = await runMixedLoad({ origin: host.origin, members, questionIds, durationSeconds });
  const note = `${members.length} members, one connection each: ${MIXED_STEPS - MIXED_WRITES} reads and ${MIXED_WRITES} writes (vote, comment, answer) a round`;
  return { members: members.length, durationSeconds, note, result, ceilingRatio: ceiling.requestsPerSec > 0 ? result.requestsPerSec / ceiling.requestsPerSec : 0 };
}

/** The mixed load's lines of the report. */
export function formatMixed(mixed: MixedRow | undefined): string[] {
  if (!mixed) return [];
  const r = mixed.result;
  if (!r) return [`mixed load: ${mixed.note}`];
  const refusals = Object.entries(r.reasons).map(([reason, count]) => `${count}x ${reason}`);
  return [
    `mixed load, ${mixed.durationSeconds} s: ${mixed.note}`,
    `  ${fixed(r.requestsPerSec, 0)} req/s (x ceiling ${fixed(mixed.ceilingRatio, 2)}), p50 ${fixed(r.p50Ms)} ms, p99 ${fixed(r.p99Ms)} ms, max ${fixed(r.maxMs, 0)} ms, over 1 s: ${r.slow}, errors ${r.errors} (${r.timeouts} timed out at 10 s), non-2xx ${r.non2xx}`,
    ...(refusals.length > 0 ? [`  refused: ${refusals.join('; ')}`] : []),
    `  by step: ${Object.entries(r.steps)
      .map(([step, figures]) => `${step} p99 ${fixed(figures.p99Ms, 0)} max ${fixed(figures.maxMs, 0)}${figures.slow > 0 ? ` (${figures.slow} over 1 s)` : ''}`)
      .join('; ')}`,
  ];
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

export function formatReport(report: ApiBenchReport): string {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'peak RSS MB', 'CPU us/req', 'x ceiling', 'note'];
  const cpu = (micros: number | null) => (micros === null ? '-' : fixed(micros, 0));
  const lines: string[][] = [
    ['ceiling (bare Fastify)', fixed(report.ceiling.requestsPerSec, 0), fixed(report.ceiling.p50Ms), fixed(report.ceiling.p99Ms), String(report.ceiling.non2xx), String(report.ceiling.errors), '', cpu(report.ceilingCpuMicros), '1.00', ''],
  ];
  for (const row of report.rows) {
    const r = row.result;
    if (!r) {
      lines.push([row.name, '', '', '', '', '', '', '', '', row.note]);
      continue;
    }
    const refusals = Object.entries(r.reasons).map(([reason, count]) => `${count}x ${reason}`);
    const timeouts = r.timeouts > 0 ? [`${r.timeouts} timed out (10 s)`] : [];
    // with no answer completed, autocannon's zero latencies would read as instant
    const latency = (value: number) => (r.total > 0 ? fixed(value) : '-');
    lines.push([
      row.name,
      fixed(r.requestsPerSec, 0),
      latency(r.p50Ms),
      latency(r.p99Ms),
      String(r.non2xx),
      String(r.errors),
      fixed(row.peakRssMb, 0),
      cpu(row.cpuMicrosPerRequest),
      fixed(row.ceilingRatio, 2),
      [row.note, ...timeouts, ...refusals].filter(Boolean).join('; '),
    ]);
  }
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const render = (cells: string[]) => cells.map((cell, column) => (column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ').trimEnd();
  return [
    `${report.connections} connections, ${report.durationSeconds} s per endpoint; captcha_basic ${report.captchaDisabled ? 'disabled' : 'left on (the admin could not log in)'}`,
    render(header),
    ...lines.map(render),
    ...formatMixed(report.mixed),
    `host peak memory (VmHWM): ${fixed(report.hostHighWaterMb, 0)} MB`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      questions: { type: 'string', default: '10000' },
      'data-dir': { type: 'string' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      'mixed-duration': { type: 'string', default: '60' },
      'mixed-members': { type: 'string', default: '100' },
      only: { type: 'string' },
    },
  });
  const database = values.db;
  if (database !== 'sqlite' && database !== 'postgres' && database !== 'mysql') throw new Error(`--db must be sqlite, postgres or mysql, not ${database}`);
  const questions = Number(values.questions);
  const dataDir = path.resolve(values['data-dir'] ?? path.join('bench-data', `${database}-${questions}`));
  const report = await runApiBench({
    dataDir,
    database,
    questions,
    durationSeconds: Number(values.duration),
    warmupSeconds: Number(values.warmup),
    connections: Number(values.connections),
    mixedSeconds: Number(values['mixed-duration']),
    mixedMembers: Number(values['mixed-members']),
    only: values.only?.split('|').map((name) => name.trim()).filter(Boolean),
    log: (line) => console.log(line),
  });
  console.log(formatReport(report));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
