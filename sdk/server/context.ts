import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely, Transaction } from 'kysely';

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

export interface ServerContext {
  readonly pluginId: string;
  readonly dialect: Dialect;
  /** The site's database, typed by the caller's own table interface. */
  database<T>(): Kysely<T>;
  /** Runs `work` in one transaction. */
  transaction<R>(work: (trx: Transaction<unknown>) => Promise<R>): Promise<R>;
  /** Site settings stored by type (`general`, `login`, `theme`, ...), as `GET /siteinfo` serves them. */
  readonly siteInfo: {
    get<T extends object>(type: string): Promise<T | null>;
    set(type: string, value: object, trx?: Transaction<unknown>): Promise<void>;
  };
  /** Rows of Answer's `config` table (reason ids, reputation and privilege values). */
  readonly config: {
    get<T = unknown>(key: string): Promise<T | null>;
    set(rows: { id: number; key: string; value: unknown }[], trx?: Transaction<unknown>): Promise<void>;
  };
  /** This plugin's saved admin config (defaults filled in). */
  pluginConfig(): Promise<Record<string, unknown>>;
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
}

export type { FastifyReply, FastifyRequest };
