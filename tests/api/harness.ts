/**
 * Runs the real host as a child process for API tests: a free port, a fresh data directory, and
 * functions to call the API, create throw-away databases and install the site.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import pg from 'pg';
import type { DatabaseInput } from '@answer/sdk/server';

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

export interface StartOptions {
  /** Reuse a data directory (for example to restart an installed site); a fresh temp one by default. */
  dataDir?: string;
  env?: Record<string, string>;
  basePath?: string;
  /** Milliseconds to wait for `/healthz`. */
  timeout?: number;
}

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

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startHost(options: StartOptions = {}): Promise<RunningHost> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? tempDataDir();
  const port = await freePort();
  const basePath = options.basePath ?? '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('host', 'src', 'main.ts')], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_PATH: basePath,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const url = origin + basePath;

  const cleanup = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

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

export type DatabaseKind = 'sqlite' | 'postgres' | 'mysql';

/** `npm run test:full` (`ANSWER_TEST_FULL=1`): every API test on every database. */
const FULL_SUITE = process.env.ANSWER_TEST_FULL === '1';

/**
 * Every database the host runs on: for the tests of code whose SQL differs per database (raw SQL,
 * LIKE patterns, locking under concurrent writes, migrations, the host's own database code).
 */
export const ALL_DATABASES: readonly DatabaseKind[] = ['sqlite', 'postgres', 'mysql'];

/**
 * The databases of the other API tests, whose queries all go through Kysely's common builder:
 * SQLite (the embedded default) and PostgreSQL in the default suite, all three in the full one.
 */
export const API_DATABASES: readonly DatabaseKind[] = FULL_SUITE ? ALL_DATABASES : ['sqlite', 'postgres'];

/**
 * The databases of the long hardening runs (fuzzing, the permission walk, crash safety): SQLite in
 * the default suite, all three in the full one.
 */
export const HARDENING_DATABASES: readonly DatabaseKind[] = FULL_SUITE ? ALL_DATABASES : ['sqlite'];

export interface FreshDatabase {
  kind: DatabaseKind;
  /** The body of `POST /installation/db/check` (and `/init`) for this database. */
  body: DatabaseInput;
  /** Drops the database (PostgreSQL, MariaDB); nothing to do for SQLite, which lives in the data directory. */
  drop(): Promise<void>;
}

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const MYSQL = { host: '127.0.0.1', port: 3306, user: 'root' };

function uniqueName(): string {
  return `answer_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

async function withPostgres(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ ...PG, database: 'postgres' });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function withMysql(work: (connection: Awaited<ReturnType<typeof createConnection>>) => Promise<void>): Promise<void> {
  const connection = await createConnection({ ...MYSQL });
  try {
    await work(connection);
  } finally {
    await connection.end();
  }
}

/** A new empty database of `kind` (uniquely named), ready for the installer. */
export async function freshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  if (kind === 'sqlite') {
    return { kind, body: { db_type: 'sqlite3', db_file: 'answer.db' }, drop: async () => undefined };
  }
  const name = uniqueName();
  if (kind === 'postgres') {
    await withPostgres(async (client) => {
      await client.query(`CREATE DATABASE "${name}"`);
    });
    return {
      kind,
      body: { db_type: 'postgres', db_host: `${PG.host}:${PG.port}`, db_username: PG.user, db_password: '', db_name: name },
      drop: () =>
        withPostgres(async (client) => {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }),
    };
  }
  await withMysql(async (connection) => {
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  });
  return {
    kind,
    body: { db_type: 'mysql', db_host: `${MYSQL.host}:${MYSQL.port}`, db_username: MYSQL.user, db_password: '', db_name: name },
    drop: () =>
      withMysql(async (connection) => {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      }),
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

/**
 * Installs the site on a fresh database of `kind` through the installer API, with the standard
 * admin, and logs the admin in. Drop `database` when done.
 */
export async function installSite(host: RunningHost, kind: DatabaseKind | FreshDatabase = 'sqlite'): Promise<InstalledSite> {
  const database = typeof kind === 'string' ? await freshDatabase(kind) : kind;
  try {
    expectOk('db/check', await host.api('POST', '/installation/db/check', { body: database.body }));
    expectOk('init', await host.api('POST', '/installation/init', { body: database.body }));
    expectOk('base-info', await host.api('POST', '/installation/base-info', { body: baseInfo(host) }));
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
