/**
 * The host's settings: environment first, then `<DATA_DIR>/conf/config.yaml`. A missing config
 * file means the site is not installed yet (install mode).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { WEB_DIR } from './paths';

export type DatabaseDriver = 'sqlite3' | 'postgres' | 'mysql';

/** A database to connect to, in parts; the config file keeps it as `driver` + `connection`. */
export interface DatabaseSettings {
  driver: DatabaseDriver;
  /** sqlite3: the database file, absolute or relative to the data directory. */
  file?: string;
  /** postgres / mysql: `host` or `host:port`. */
  host?: string;
  user?: string;
  password?: string;
  /** postgres / mysql: the database name. */
  name?: string;
  /** postgres: `disable` (default), `require`, `verify-ca`, `verify-full`. */
  sslMode?: string;
}

export interface HostConfig {
  dataDir: string;
  /** Where the config file lives (whether or not it exists). */
  configPath: string;
  host: string;
  port: number;
  /** '' or `/community` (leading slash, no trailing slash). */
  basePath: string;
  logLevel: string;
  /**
   * Which peers may tell the client's address in X-Forwarded-For (Fastify's trustProxy): rate
   * limits and captcha counts key on that address, so only a proxy in front may set it.
   */
  trustProxy: TrustProxy;
  /** The built browser app (`dist/web`; `WEB_DIR` serves another build). */
  webDir: string;
  /** null in install mode (no config file). */
  database: DatabaseSettings | null;
}

export const DEFAULT_PORT = 9080;

/** Proxies on this machine only, unless TRUST_PROXY says otherwise (`true`, a hop count, or addresses/CIDRs). */
export const DEFAULT_TRUST_PROXY = 'loopback';

/** `true`/`false`, addresses and CIDRs (or `loopback`...), or a function trusting the first hops. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_TRUST_PROXY;
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}
export const DEFAULT_SQLITE_FILE = 'answer.db';

export function configPathOf(dataDir: string): string {
  return path.join(dataDir, 'conf', 'config.yaml');
}

/** `/community/` → `/community`; '' and '/' → ''. */
export function normalizeBasePath(value: string | undefined | null): string {
  if (!value) return '';
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function splitHostPort(value: string, defaultPort: number): { host: string; port: number } {
  const match = /^(.*):(\d+)$/.exec(value);
  if (match) return { host: match[1] || '127.0.0.1', port: Number(match[2]) };
  return { host: value || '127.0.0.1', port: defaultPort };
}

export function hostAndPort(settings: DatabaseSettings): { host: string; port: number } {
  return splitHostPort(settings.host ?? '', settings.driver === 'mysql' ? 3306 : 5432);
}

/** The `connection` string of the config file for `settings`. */
export function connectionString(settings: DatabaseSettings): string {
  if (settings.driver === 'sqlite3') return settings.file ?? DEFAULT_SQLITE_FILE;
  const { host, port } = hostAndPort(settings);
  const auth = settings.user
    ? `${encodeURIComponent(settings.user)}${settings.password ? `:${encodeURIComponent(settings.password)}` : ''}@`
    : '';
  const scheme = settings.driver === 'mysql' ? 'mysql' : 'postgres';
  const query = settings.driver === 'postgres' && settings.sslMode && settings.sslMode !== 'disable' ? `?sslmode=${encodeURIComponent(settings.sslMode)}` : '';
  return `${scheme}://${auth}${host}:${port}/${encodeURIComponent(settings.name ?? '')}${query}`;
}

/**
 * Reads a `connection` string back into parts. Besides URLs, accepts Apache Answer's own forms
 * (`user:pass@tcp(host:port)/db` for MySQL, `key=value` DSNs for PostgreSQL) so its config files work.
 */
export function parseConnection(driver: DatabaseDriver, connection: string): DatabaseSettings {
  if (driver === 'sqlite3') return { driver, file: connection || DEFAULT_SQLITE_FILE };
  const text = connection.trim();
  if (/^[a-z]+:\/\//i.test(text)) {
    const url = new URL(text);
    const settings: DatabaseSettings = {
      driver,
      host: url.port ? `${url.hostname}:${url.port}` : url.hostname,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      name: decodeURIComponent(url.pathname.replace(/^\//, '')),
    };
    const sslMode = url.searchParams.get('sslmode');
    if (sslMode) settings.sslMode = sslMode;
    return settings;
  }
  const mysqlGo = /^([^:@]*)(?::([^@]*))?@tcp\(([^)]*)\)\/([^?]*)/.exec(text);
  if (mysqlGo) {
    return { driver, user: mysqlGo[1], password: mysqlGo[2] ?? '', host: mysqlGo[3], name: mysqlGo[4] };
  }
  const pairs = new Map<string, string>();
  for (const part of text.split(/\s+/)) {
    const index = part.indexOf('=');
    if (index > 0) pairs.set(part.slice(0, index), part.slice(index + 1));
  }
  const host = pairs.get('host') ?? '127.0.0.1';
  const settings: DatabaseSettings = {
    driver,
    host: pairs.has('port') ? `${host}:${pairs.get('port')}` : host,
    user: pairs.get('user') ?? '',
    password: pairs.get('password') ?? '',
    name: pairs.get('dbname') ?? '',
  };
  const sslMode = pairs.get('sslmode');
  if (sslMode) settings.sslMode = sslMode;
  return settings;
}

function isDriver(value: unknown): value is DatabaseDriver {
  return value === 'sqlite3' || value === 'postgres' || value === 'mysql';
}

/** `sqlite`, `postgresql`, `mariadb` and friends, as people type them in DB_TYPE. */
export function driverOf(value: string): DatabaseDriver | null {
  const lower = value.trim().toLowerCase();
  if (lower === 'sqlite3' || lower === 'sqlite') return 'sqlite3';
  if (lower === 'postgres' || lower === 'postgresql' || lower === 'pg') return 'postgres';
  if (lower === 'mysql' || lower === 'mariadb') return 'mysql';
  return null;
}

/** Applies DB_* environment variables over `base` (or builds settings from them alone). */
export function databaseFromEnv(base: DatabaseSettings | null, env: NodeJS.ProcessEnv): DatabaseSettings | null {
  const envDriver = env.DB_TYPE ? driverOf(env.DB_TYPE) : null;
  if (env.DB_TYPE && !envDriver) throw new Error(`Unknown DB_TYPE "${env.DB_TYPE}" (use sqlite3, postgres or mysql)`);
  if (!base && !envDriver) return null;
  const driver = envDriver ?? (base as DatabaseSettings).driver;
  const settings: DatabaseSettings = base && base.driver === driver ? { ...base } : { driver };
  if (env.DB_FILE) settings.file = env.DB_FILE;
  if (env.DB_HOST) settings.host = env.DB_HOST;
  if (env.DB_USERNAME) settings.user = env.DB_USERNAME;
  if (env.DB_PASSWORD !== undefined && env.DB_PASSWORD !== '') settings.password = env.DB_PASSWORD;
  if (env.DB_NAME) settings.name = env.DB_NAME;
  return settings;
}

interface ConfigFile {
  server?: { http?: { addr?: string } };
  data?: { database?: { driver?: string; connection?: string } };
  ui?: { base_path?: string };
  log?: { level?: string };
}

function parseConfigFile(text: string, file: string): ConfigFile {
  const parsed: unknown = YAML.parse(text);
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file}: expected a YAML mapping`);
  return parsed as ConfigFile;
}

/** Reads the configuration for `dataDir`, with environment variables taking precedence. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const configPath = configPathOf(dataDir);
  const file = existsSync(configPath) ? parseConfigFile(readFileSync(configPath, 'utf8'), configPath) : null;

  let database: DatabaseSettings | null = null;
  if (file) {
    const driver = file.data?.database?.driver ?? 'sqlite3';
    if (!isDriver(driver)) throw new Error(`${configPath}: unknown database driver "${driver}"`);
    database = parseConnection(driver, file.data?.database?.connection ?? '');
    database = databaseFromEnv(database, env);
  }

  const addr = splitHostPort(file?.server?.http?.addr ?? '', DEFAULT_PORT);
  const port = env.PORT ? Number(env.PORT) : addr.port;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${env.PORT}"`);
  const fileHost = file?.server?.http?.addr ? addr.host : '';
  return {
    dataDir,
    configPath,
    host: env.HOST || fileHost || '0.0.0.0',
    port,
    basePath: normalizeBasePath(env.BASE_PATH ?? file?.ui?.base_path),
    logLevel: env.LOG_LEVEL || file?.log?.level || 'warn',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : WEB_DIR,
    database,
  };
}

/** The config file text for a fresh install on `db`. */
export function renderConfig(db: DatabaseSettings, options: { port?: number; basePath?: string } = {}): string {
  const document = {
    server: { http: { addr: `0.0.0.0:${options.port ?? DEFAULT_PORT}` } },
    data: { database: { driver: db.driver, connection: connectionString(db) } },
    ui: { base_path: normalizeBasePath(options.basePath) },
  };
  return YAML.stringify(document);
}

/** Writes the config file, creating `conf/`; throws when the data directory is not writable. */
export function writeConfig(dataDir: string, text: string): string {
  const file = configPathOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text, { encoding: 'utf8', mode: 0o600 });
  return file;
}

/** Resolves a sqlite file setting against the data directory. */
export function sqliteFilePath(dataDir: string, settings: DatabaseSettings): string {
  const file = settings.file || DEFAULT_SQLITE_FILE;
  return path.isAbsolute(file) ? file : path.join(dataDir, file);
}
