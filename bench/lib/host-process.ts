/**
 * Runs a server as a separate Node process for load tests: the real host on a data directory, as
 * `npm start` runs it (compiled, scripts/host-runtime.mjs), or the bare Fastify ceiling (as
 * `node --import tsx <file>`). Neither goes through a CLI that starts a further process, so the
 * child's pid is the server itself and `/proc/<pid>/status` describes its memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHost, hostBuildIsCurrent } from '../../scripts/build-host.mjs';
import { HOST_ENTRY, HOST_ENV, HOST_NODE_ARGS } from '../../scripts/host-runtime.mjs';
import { BUNDLE_DIR_VARIABLE, freePort } from '../../tests/api/harness';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  pid: number;
  /** Everything the process printed so far, for error messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after a grace period; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface MemoryFigures {
  /** Largest VmRSS seen by the sampler, in bytes. */
  peakRss: number;
  /** VmHWM at the end: the kernel's own high-water mark since the process started, in bytes. */
  highWaterMark: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

interface SpawnOptions {
  script: string;
  /** Node's options before the script; `--import tsx` when not given. */
  nodeArgs?: readonly string[];
  env: Record<string, string>;
  port: number;
  /** Path answered with 2xx once the server is ready. */
  readyPath: string;
  timeoutMs: number;
}

async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? ['--import', 'tsx']), options.script], {
    cwd: ROOT_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  };

  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.script} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(origin + options.readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.script} did not answer ${options.readyPath} in time:\n${output}`);
    }
    await sleep(100);
  }
  if (child.pid === undefined) throw new Error(`${options.script} has no pid`);
  return { origin, pid: child.pid, output: () => output, stop };
}

/** The real host (compiled `host/src/main.ts`) on an installed data directory. */
export async function startHostProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  // a test run's own build (the benchmarks' tests), else dist/host made again when a source is
  // newer, as ensure-ready does for `npm start`
  const testBuild = process.env[BUNDLE_DIR_VARIABLE];
  if (!testBuild && !hostBuildIsCurrent()) await buildHost();
  return spawnServer({
    // with the flags and environment of `npm start` (scripts/host-runtime.mjs), so the figures are a real start's
    script: testBuild ? path.join(testBuild, 'run.mjs') : HOST_ENTRY,
    // BENCH_HOST_NODE_ARGS adds Node options to the host alone (a profile: `--cpu-prof --cpu-prof-dir=...`)
    nodeArgs: [...HOST_NODE_ARGS, ...(process.env.BENCH_HOST_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    // the host's default log level is already quiet; access logs would measure the terminal
    env: { ...HOST_ENV, DATA_DIR: path.resolve(dataDir), BASE_PATH: '', LOG_LEVEL: 'warn', ...env },
    port: await freePort(),
    readyPath: '/healthz',
    timeoutMs: 120_000,
  });
}

/** The ceiling: a bare Fastify handler returning a small JSON body (bench/lib/ceiling-server.ts). */
export async function startCeilingProcess(): Promise<ServerProcess> {
  return spawnServer({
    script: path.join('bench', 'lib', 'ceiling-server.ts'),
    env: {},
    port: await freePort(),
    readyPath: '/',
    timeoutMs: 30_000,
  });
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    // not Linux, or the process is gone: no figure rather than a failed run
    return 0;
  }
}

/** Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ) on every architecture it runs on here. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time the process has used so far, all its threads, user and system, in microseconds
 * (`/proc/<pid>/stat`); null where that cannot be read. Per request, it compares two builds on a
 * machine whose throughput swings between runs: CPU spent per answer moves far less.
 */
export function cpuMicros(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name, which is in parentheses and may itself hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/**
 * Samples the process's resident memory while a run lasts. VmHWM alone would only give the peak
 * since start, so per-run peaks come from sampling VmRSS.
 */
export function sampleMemory(pid: number, intervalMs = 100): { stop(): MemoryFigures } {
  let peakRss = statusField(pid, 'VmRSS');
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, statusField(pid, 'VmRSS'));
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      peakRss = Math.max(peakRss, statusField(pid, 'VmRSS'));
      return { peakRss, highWaterMark: statusField(pid, 'VmHWM') };
    },
  };
}

/**
 * Waits until the server answers `/healthz` quickly again. Requests still queued when a load run
 * stops are served afterwards, and would otherwise slow down the next endpoint's run.
 */
export async function settle(origin: string, quickMs = 20, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    try {
      await fetch(`${origin}/healthz`);
    } catch {
      // a refused probe says nothing about the backlog; try again
    }
    quick = performance.now() - started < quickMs ? quick + 1 : 0;
    await sleep(50);
  }
}
