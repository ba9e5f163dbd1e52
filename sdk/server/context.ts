import type { ApiQuery, ApiRead } from './pages';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { EventEmitter } from './events';
import type { QueryAsker } from './queries';
import type { SharedCacheService } from './shared-cache';
import type { ConnectorDirectory } from './connectors';
import type { ServingUserCenter } from './user-center';
import type { ServingSearchProvider } from './search';

export type Dialect = 'sqlite' | 'postgres' | 'mysql';

export type AccountStatus = 'normal' | 'suspended' | 'deleted' | 'inactive';

/** Who is calling, as resolved from the `Authorization` header. */
export interface Principal {
  userId: string;
  /** 1 user, 2 admin, 3 moderator */
  roleId: number;
  status: AccountStatus;
  /** 1 activated, 2 not activated */
  mailStatus: number;
  /** Reputation as of the start of the request, for privilege thresholds (`rank.*`). */
  rank: number;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in caller, or null for guests. */
    principal: Principal | null;
    /** The request language (`en_US`, `zh_CN`, ...), from Accept-Language. */
    lang: string;
  }
}

/** `POST /installation/base-info` after validation. */
export interface InstallInput {
  lang: string;
  site_name: string;
  site_url: string;
  contact_email: string;
  name: string;
  password: string;
  email: string;
  login_required: boolean;
  external_content_display?: string;
}

/** Database settings as the installer's database step sends them. */
export interface DatabaseInput {
  db_type: 'sqlite3' | 'postgres' | 'mysql';
  db_username?: string;
  db_password?: string;
  db_host?: string;
  db_name?: string;
  db_file?: string;
  ssl_enabled?: boolean;
  ssl_mode?: string;
}

export type InstallState = {
  config_file_exist: boolean;
  db_connection_success: boolean;
  db_table_exist: boolean;
};

/** Host services the installer plugin drives; only installer routes may use them. */
export interface InstallationService {
  /** True once a config file exists and the site has been installed. */
  state(): Promise<InstallState>;
  /** Opens a real connection; rejects with the driver's error when it fails. */
  checkDatabase(db: DatabaseInput): Promise<void>;
  /**
   * Writes the config file for `db`. Returns the YAML text; `written` is false when the data
   * directory is not writable, so the wizard can show the text to copy.
   */
  writeConfig(db: DatabaseInput, lang: string): Promise<{ written: boolean; text: string }>;
  /** Runs every plugin's migrations and install seeds in one go, then switches to run mode. */
  install(input: InstallInput): Promise<void>;
  /** True when the site is installed (tables exist and an admin was created). */
  isInstalled(): Promise<boolean>;
}

export interface ServerLogger {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export type Guard = preHandlerAsyncHookHandler;

/**
 * Route options of a user-API route that stays reachable when the site requires login (log in,
 * sign up, recovery, site settings): `app.post(path, { config: PUBLIC_ROUTE }, handler)`. Every
 * other `/answer/api/v1` route answers 401 to guests on such a site, as Answer's private mode.
 */
export const PUBLIC_ROUTE = Object.freeze({ public: true });

/**
 * Route options of a user-API route that guests and members may still call while the site is in
 * maintenance mode (logging in, the caller's own session): `{ config: { ...PUBLIC_ROUTE,
 * ...MAINTENANCE_OPEN } }`. Every other `/answer/api/v1` route answers them 503 then.
 */
export const MAINTENANCE_OPEN = Object.freeze({ maintenanceOpen: true });

/**
 * The JSON Schemas a route's handler validates its input with (`ctx.validate`), declared in the
 * route's options as `config: { request: { body: schema } }`. The host lists them in its route
 * table (`npm run routes`), where the hardening tests derive hostile inputs from them.
 */
export interface RequestSchemas {
  body?: object;
  querystring?: object;
}

/**
 * The JSON Schema of the `data` a route's handler returns (the envelope around it is the host's),
 * declared as `config: { response: schema }`. Needed by every route Apache Answer's API
 * description (`schemas/answer-swagger.json`) does not describe: `npm run routes` prints it beside
 * Answer's, and the contract test checks real responses against both.
 */
export type ResponseSchema = object;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable by guests when the site requires login (see `PUBLIC_ROUTE`). */
    public?: boolean;
    /** Callable by everyone while the site is in maintenance mode (see `MAINTENANCE_OPEN`). */
    maintenanceOpen?: boolean;
    /** What the handler validates (see `RequestSchemas`). */
    request?: RequestSchemas;
    /** What the handler answers (see `ResponseSchema`). */
    response?: ResponseSchema;
  }
}

/**
 * Short-lived values shared by every host process (kept in the database): single-use codes,
 * counters, challenge answers. Keys are namespaced per plugin.
 */
export interface CacheService {
  /** The value stored under `key`, or null when there is none or it expired. */
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  /** Reads and deletes in one step: of several concurrent callers only one gets the value. */
  take<T>(key: string): Promise<T | null>;
  delete(key: string): Promise<void>;
  /** Adds one to a counter that starts at 0 and expires `ttlSeconds` after its first hit; the new count. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** `increment` of each key, written together in one transaction; the new counts in the keys' order (a key named twice counts twice). */
  incrementMany(keys: readonly string[], ttlSeconds: number): Promise<number[]>;
  /** The current count of a counter (0 when none or expired). */
  count(key: string): Promise<number>;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  /** Plain-text part; derived from the HTML when left out. */
  text?: string;
}

/** Mail through the admin's SMTP settings (site_info `smtp`). */
export interface MailService {
  /** Whether an SMTP host is configured at all. */
  configured(): Promise<boolean>;
  /** Sends one message; rejects with the transport's error (unreachable server, refused login...). */
  send(message: MailMessage): Promise<void>;
  /**
   * Connects to the configured server and logs in without sending anything, giving up after
   * `timeoutMs` (5 s by default); rejects with the reason when that fails or no server is set.
   */
  verify(timeoutMs?: number): Promise<void>;
}

/** What the host knows of itself, for status pages (the admin dashboard). */
export interface SystemInfo {
  /** The site's version and build revision ('' when the build did not say), as `/siteinfo` has them. */
  version: string;
  revision: string;
  /** The Node.js version running the host (`process.version` without the `v`). */
  node_version: string;
  /** Unix seconds when this host process started. */
  started_at: number;
  database: {
    dialect: Dialect;
    /** The server's version as it reports it ('' when it could not be read). */
    version: string;
    /** Bytes the site's data takes in the database; null when it could not be read. */
    size_bytes: number | null;
  };
  uploads: {
    /** The host can write new files into the uploads folder. */
    writable: boolean;
    /** Bytes the uploaded files take; null when the folder could not be read. */
    size_bytes: number | null;
  };
}

/** The host's own state (`ctx.system.info()`); each call reads it afresh but the uploads' size, kept a minute. */
export interface SystemService {
  info(): Promise<SystemInfo>;
}

export interface RateLimitRule {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window limits shared by every host process. `hit` counts one for each key (for example
 * `ip:<address>` and `account:<email>`) and throws when any of them is over: HTTP 400,
 * `error.common.rate_limited`, `data: {err_type: 'toast'}` and a `Retry-After` header.
 */
export interface RateLimiter {
  hit(request: FastifyRequest, scope: string, keys: string[], rule: RateLimitRule): Promise<void>;
}

/** When an action needs a captcha answer (Answer's action-record strategies). */
export interface CaptchaPolicy {
  /** Every time (email actions). */
  always?: boolean;
  /** Once `record` was called this many times within `windowSeconds` for the same subject. */
  threshold?: number;
  windowSeconds?: number;
  /** Also when the same subject's last recorded action is less than this many seconds ago (Answer: comments 1 s, posts 5 s). */
  minIntervalSeconds?: number;
}

export interface CaptchaAnswer {
  captcha_id?: string;
  captcha_code?: string;
}

export interface CaptchaStatus {
  captcha_id: string;
  captcha_img: string;
  verify: boolean;
}

/**
 * The captcha gate in front of guarded actions. With no captcha plugin serving every check passes.
 * The subject of an action is the caller's user id when logged in, else the client's IP; admins
 * and moderators are never asked.
 */
export interface CaptchaGate {
  /** Declares an action's policy; plugins call it while mounting their routes. */
  define(action: string, policy: CaptchaPolicy): void;
  /** `GET /user/action/record`: whether the caller must answer one now, with a fresh challenge when so. */
  status(request: FastifyRequest, action: string): Promise<CaptchaStatus>;
  /** Throws a `captcha_code` field error unless the action needs no captcha now or `answer` solves one. */
  check(request: FastifyRequest, action: string, answer: CaptchaAnswer): Promise<void>;
  /** Counts one occurrence (a failed login, a sent email) towards the threshold. */
  record(request: FastifyRequest, action: string): Promise<void>;
  /** Forgets the count (a successful login). */
  reset(request: FastifyRequest, action: string): Promise<void>;
}

/** Markdown to sanitised HTML, as posts and bios are stored (`original_text` → `parsed_text`). */
export interface MarkdownRenderer {
  render(markdown: string): string;
  /**
   * Brings what rendering depends on up to date (the site's address, for telling external links),
   * for callers that can wait: `await ctx.markdown.prepare()` before storing or previewing.
   */
  prepare?(): Promise<void>;
}

/**
 * The host keeps who a token belongs to (`Principal`) for up to a second, so a member's calls do
 * not each read their session. A plugin that changes what a principal holds tells the host, or
 * the old one keeps answering for that second: a suspension, a deletion, a role, a mail status,
 * a password change, ended sessions, a reputation change.
 */
export interface SessionsService {
  /** Sessions ended (a logout): every kept principal is forgotten. */
  ended(): void;
  /**
   * What `userId`'s principal holds changed: forgotten now and again once the change is visible,
   * when the write's `request` ends or its `trx` commits, so a read made meanwhile keeps nothing old.
   */
  changed(userId: string, after?: { request?: FastifyRequest; trx?: Transaction<unknown> | null }): void;
}

/** The `source`s of `POST /answer/api/v1/file` (Answer's upload call), each with its own rules. */
export type UploadSource = 'post' | 'avatar' | 'branding' | 'post_attachment';

/**
 * Addresses `POST /file` handed out. A setting that holds an uploaded file's address (a logo)
 * checks a new value here, so it cannot point at another site or at a file of the wrong kind.
 */
export interface UploadsService {
  /**
   * Null when `url` is an address this site's upload call handed out (under the site's URL or
   * base path) for a stored file that meets `source`'s rules (type, size, content); otherwise
   * why not, as a host message key (`error.file.*`) with its placeholders.
   */
  check(url: string, source: UploadSource): Promise<{ key: string; vars?: Record<string, unknown> } | null>;
}

/**
 * The settings each member keeps for this plugin (manifest `userConfig`, edited on
 * `/users/settings/<plugin id>`), with the schema's defaults filled in. Secrets (`writeOnly`) are
 * included: only the browser never sees them. `trx` reads inside the caller's transaction.
 */
export interface UserConfigService {
  /** One member's values (the defaults when they saved none). */
  get(userId: string, trx?: Transaction<unknown>): Promise<Record<string, unknown>>;
  /** Values of every member asked for, keyed by user id (defaults for those who saved none). */
  getMany(userIds: readonly string[], trx?: Transaction<unknown>): Promise<Map<string, Record<string, unknown>>>;
}

export interface ServerContext {
  readonly pluginId: string;
  readonly dialect: Dialect;
  /** The site's database, typed by the caller's own table interface. */
  database<T>(): Kysely<T>;
  /**
   * Runs `work` in one transaction. A deadlock or serialization failure the database reports
   * (PostgreSQL, MySQL/MariaDB) runs `work` again, at most three times in all: keep effects outside
   * the database for `afterCommit`.
   */
  transaction<R>(work: (trx: Transaction<unknown>) => Promise<R>): Promise<R>;
  /**
   * Runs `work` once `trx` (from `transaction`, or an event's `trx`) has committed, never when it
   * rolls back; at once without a transaction. For effects outside the database: a mail, a call out.
   */
  afterCommit(trx: Transaction<unknown> | null | undefined, work: () => void): void;
  /** Site settings stored by type (`general`, `login`, `theme`, ...), as `GET /siteinfo` serves them. */
  readonly siteInfo: {
    /** `trx`: read inside the caller's transaction (a setting read on SQLite while one is open elsewhere would wait forever). */
    get<T extends object>(type: string, trx?: Transaction<unknown>): Promise<T | null>;
    set(type: string, value: object, trx?: Transaction<unknown>): Promise<void>;
  };
  /** Rows of Answer's `config` table (reason ids, reputation and privilege values). */
  readonly config: {
    get<T = unknown>(key: string): Promise<T | null>;
    /**
     * Several keys in one read (absent keys are absent from the map); a page reads its thresholds
     * this way. Asked again with the same array while nothing changed, it may return the same map:
     * read it, never change it.
     */
    getMany?(keys: readonly string[]): Promise<Map<string, unknown>>;
    set(rows: { id: number; key: string; value: unknown }[], trx?: Transaction<unknown>): Promise<void>;
  };
  /** This plugin's saved admin config (defaults filled in). */
  pluginConfig(): Promise<Record<string, unknown>>;
  /**
   * The external user centre serving now, described in `lang`: the first serving plugin providing
   * `userCenter` whose `describe` answers. Null while none does.
   */
  userCenter(lang: string): Promise<ServingUserCenter | null>;
  /** The search providers of the plugins serving now, in plugin order (see `SearchProvider`). */
  searchProviders(): ServingSearchProvider[];
  /** Each member's own settings of this plugin (see `UserConfigService`). */
  readonly userConfig: UserConfigService;
  /** Answer-format ids: `1` + 3-digit object type + 13-digit sequence. */
  readonly ids: { next(objectType: number, trx?: Transaction<unknown>): Promise<string> };
  /** Translates a server message key for a language, with `{{var}}` placeholders. */
  t(lang: string, key: string, vars?: Record<string, unknown>): string;
  readonly log: ServerLogger;
  /** preHandlers: a logged-in caller; an active one (verified, not suspended); an admin; admin or moderator. */
  readonly guards: { user: Guard; activeUser: Guard; admin: Guard; staff: Guard };
  /** The installer's door into the host; other plugins should not need it. */
  readonly installation: InstallationService;
  /** Language options (`[{label, value}]`) and the merged UI translations of a language. */
  readonly languages: {
    options(): { label: string; value: string }[];
    bundle(lang: string): Record<string, unknown>;
  };
  /** Validates a body against a JSON Schema the same way route schemas are checked (field errors). */
  validate(schema: object, value: unknown): void;
  /** Domain events to the other plugins (`ctx.events.emit('user.content.remove', {user_id}, trx)`). */
  readonly events: EventEmitter;
  /** Questions to the other plugins (`ctx.queries.ask('post.viewer_state', {user_id, object_ids})`). */
  readonly queries: QueryAsker;
  /** Shared short-lived values in this plugin's namespace. */
  readonly cache: CacheService;
  /** Drops guests' shared responses a write changed (see `SharedCachePolicy` on routes). */
  readonly sharedCache: SharedCacheService;
  /** Tells the host a session ended (see `SessionsService`). */
  readonly sessions: SessionsService;
  readonly mail: MailService;
  /** Versions, database and uploads folder of the host (see `SystemInfo`). */
  readonly system: SystemService;
  readonly rateLimit: RateLimiter;
  readonly captcha: CaptchaGate;
  /** The serving render provider, or the host's default (markdown-it + sanitize-html). */
  readonly markdown: MarkdownRenderer;
  /** The site's public URL (general.site_url, no trailing slash) for links in mails; `trx` as for `siteInfo.get`. */
  siteUrl(trx?: Transaction<unknown>): Promise<string>;
  /** Files this site's upload call stored (see `UploadsService`). */
  readonly uploads: UploadsService;
  /** The log-in connectors of the plugins serving now (see `ConnectorDirectory`). */
  readonly connectors: ConnectorDirectory;
  /** Answers the caller's IP as the host sees it (proxy headers honoured). */
  clientIp(request: FastifyRequest): string;
  /**
   * A GET of the site's own API as a guest would make it (same routes, visibility rules and kept
   * responses), for what publishes public content in another form (feeds). `path` is under
   * `/answer/api/v1` unless it starts with `/answer/api/` or `/answer/admin/`; `lang` is the
   * language of the messages.
   */
  guestRead<T>(path: string, query?: ApiQuery, lang?: string): Promise<ApiRead<T>>;
}

export type { FastifyReply, FastifyRequest };
