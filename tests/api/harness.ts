/**
 * Runs the real host as a child process for API tests: a free port, a fresh data directory, and
 * functions to call the API and install the site (throw-away databases: databases.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase, type DatabaseKind, type FreshDatabase } from './databases';

export {
  ALL_DATABASES,
  API_DATABASES,
  HARDENING_DATABASES,
  freshDatabase,
  type DatabaseKind,
  type FreshDatabase,
} from './databases';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const ADMIN = { name: 'admin', email: 'admin@example.com', password: 'admin-password-1' } as const;

export interface ApiOptions {
  body?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  /** The parsed JSON body, or the text when the body is not JSON. */
  body: T;
  headers: Headers;
}

export interface Envelope<T = unknown> {
  code: number;
  reason: string;
  msg: string;
  data: T;
}

export interface RunningHost {
  /** `http://127.0.0.1:<port>` plus the base path, no trailing slash. */
  url: string;
  origin: string;
  port: number;
  dataDir: string;
  basePath: string;
  /** Calls `path` (under the base path) and parses the answer. */
  api<T = Envelope>(method: string, path: string, options?: ApiOptions): Promise<ApiResponse<T>>;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, waits for the exit and returns the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, for tests that do not care how it ends. */
  kill(): Promise<void>;
}

/** Where a host is about to run: known before it starts. */
export interface HostPlace {
  dataDir: string;
  port: number;
  basePath: string;
  /** `http://127.0.0.1:<port>` plus the base path. */
  url: string;
}

export interface StartOptions {
  /** Reuse a data directory (for example to restart an installed site); a fresh temp one by default. */
  dataDir?: string;
  env?: Record<string, string>;
  basePath?: string;
  /** Milliseconds to wait for `/healthz`. */
  timeout?: number;
  /**
   * Fills the data directory once the port is chosen, before the process starts: a copy of an
   * installed site must quote the address it will be served at (installed-host.ts).
   */
  prepare?: (place: HostPlace) => Promise<void>;
}

/**
 * log2 of scrypt's work for the passwords a test host hashes: the lowest the accounts plugin takes.
 * Members sign up and log in thousands of times in a run, and at the default cost the
 * derivations were two-thirds of the API tests' time. Hashing and checking are the same code at
 * any cost; `PASSWORD_COST` in the environment overrides it.
 */
const TEST_PASSWORD_COST = '10';

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'answer-api-'));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Names the folder of the run's compiled host, when the test run built one (global-setup.ts). */
export const BUNDLE_DIR_VARIABLE = 'ANSWER_HOST_BUNDLE_DIR';

/**
 * Node's arguments for a host: the run's compiled host when there is one (host-bundle.ts), else the
 * sources through tsx. The compiled host loads tsx itself for a TypeScript plugin in the data
 * directory (host/bundle/run.mjs).
 */
export function hostArguments(): string[] {
  const bundle = process.env[BUNDLE_DIR_VARIABLE];
  if (!bundle) return ['--import', 'tsx', path.join('host', 'src', 'main.ts')];
  return [path.join(bundle, 'run.mjs')];
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startHost(options: StartOptions = {}): Promise<RunningHost> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? tempDataDir();
  const port = await freePort();
  const basePath = options.basePath ?? '';
  const origin = `http://127.0.0.1:${port}`;
  const url = origin + basePath;
  const cleanup = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  if (options.prepare) {
    try {
      await options.prepare({ dataDir, port, basePath, url });
    } catch (error) {
      cleanup();
      throw error;
    }
  }
  const child = spawn(process.execPath, hostArguments(), {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_PATH: basePath,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PASSWORD_COST: process.env.PASSWORD_COST ?? TEST_PASSWORD_COST,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + (options.timeout ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      cleanup();
      throw new Error(`The host exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      cleanup();
      throw new Error(`The host did not answer /healthz in time:\n${output}`);
    }
    await sleep(100);
  }

  return {
    url,
    origin,
    port,
    dataDir,
    basePath,
    async api<T>(method: string, apiPath: string, apiOptions: ApiOptions = {}): Promise<ApiResponse<T>> {
      const headers: Record<string, string> = { ...apiOptions.headers };
      if (apiOptions.token) headers.Authorization = apiOptions.token;
      if (apiOptions.lang) headers['Accept-Language'] = apiOptions.lang;
      let body: string | undefined;
      if (apiOptions.body !== undefined) {
        body = typeof apiOptions.body === 'string' ? apiOptions.body : JSON.stringify(apiOptions.body);
        headers['Content-Type'] ??= 'application/json';
      }
      const response = await fetch(url + apiPath, { method, headers, body, redirect: 'manual' });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed as T, headers: response.headers };
    },
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited(child);
      clearTimeout(timer);
      cleanup();
      return code;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
      cleanup();
    },
  };
}

function expectOk(step: string, response: ApiResponse<unknown>): void {
  if (response.status !== 200) throw new Error(`${step} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

export interface InstalledSite {
  database: FreshDatabase;
  /** The admin's access token. */
  adminToken: string;
}

/** The base-info body of a standard install (override any field). */
export function baseInfo(host: RunningHost, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lang: 'en_US',
    site_name: 'Answer Test',
    site_url: host.url,
    contact_email: ADMIN.email,
    name: ADMIN.name,
    password: ADMIN.password,
    email: ADMIN.email,
    login_required: false,
    external_content_display: 'always_display',
    ...overrides,
  };
}

/** Logs in with email and password; returns the access token. */
export async function login(host: RunningHost, email: string = ADMIN.email, password: string = ADMIN.password): Promise<string> {
  const response = await host.api<Envelope<{ access_token: string }>>('POST', '/answer/api/v1/user/login/email', {
    body: { e_mail: email, pass: password },
  });
  expectOk('login', response);
  return response.body.data.access_token;
}

/** The installer's three steps on `database` (check, config file, install with the standard admin). */
export async function runInstaller(host: RunningHost, database: FreshDatabase): Promise<void> {
  expectOk('db/check', await host.api('POST', '/installation/db/check', { body: database.body }));
  expectOk('init', await host.api('POST', '/installation/init', { body: database.body }));
  expectOk('base-info', await host.api('POST', '/installation/base-info', { body: baseInfo(host) }));
}

/**
 * Installs the site on a fresh database of `kind` through the installer API, with the standard
 * admin, and logs the admin in. Drop `database` when done. (Tests whose subject is not the
 * installer can start on a copy of an install instead: installed-host.ts.)
 */
export async function installSite(host: RunningHost, kind: DatabaseKind | FreshDatabase = 'sqlite'): Promise<InstalledSite> {
  const database = typeof kind === 'string' ? await freshDatabase(kind) : kind;
  try {
    await runInstaller(host, database);
    return { database, adminToken: await login(host) };
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
}

/**
 * Turns the captcha plugin off (a fresh site has it on), for tests of other behaviour that sign
 * users up: sign-up always asks for a captcha while it is on.
 */
export async function disableCaptcha(host: RunningHost, adminToken: string): Promise<void> {
  const body = { plugin_slug_name: 'captcha_basic', enabled: false };
  const response = await host.api('PUT', '/answer/admin/api/plugin/status', { token: adminToken, body });
  if (response.status !== 200) throw new Error(`could not disable the captcha plugin: ${response.status}`);
}
