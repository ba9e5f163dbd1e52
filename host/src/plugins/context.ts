/** Builds the `ServerContext` each plugin receives: its only door into the host. */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { SMTP_SITE_INFO_TYPE, type CaptchaProvider, type ConnectorDirectory, type EventEmitter, type QueryAsker, type Dialect, type SharedCacheService, type SessionsService, type InstallationService, type MarkdownRenderer, type ServerContext, type ServerLogger, type UploadsService, type UserCenterProvider, type SearchProvider } from '@answer/sdk/server';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv, mapAjvErrors } from '../../../schemas/validation';
import type { DatabaseHandle } from '../db/connect';
import { createStore, type Store } from '../db/store';
import type { SiteInfoCache } from '../db/site-info-cache';
import type { ConfigCache } from '../db/config-cache';
import { afterCommit, transactionOf } from '../db/after-commit';
import { guards } from '../http/guards';
import { ValidationError } from '../http/validation-error';
import type { Translator } from '../i18n';
import { withDefaults } from './plugin-config';
import { createUserConfigService } from './user-config';
import type { HostTables } from '../db/tables';
import { createCache } from '../services/cache';
import { createCaptchaGate, type CaptchaPolicies } from '../services/captcha-gate';
import { createMailService, SMTP_DEFAULTS, type SmtpSettings } from '../services/mail';
import { defaultMarkdownRenderer } from '../services/markdown';
import { createRateLimiter } from '../services/rate-limit';
import { createSystemService, type SystemFacts } from '../services/system';
import type { PluginRegistry } from './registry';
import type { Provided } from './extensions';
import { servingUserCenter } from './user-center';

export interface ContextServices {
  registry: PluginRegistry;
  /** The dialect of the site's database (the configured one before the install finishes). */
  dialect(): Dialect;
  translator(): Translator;
  logger: FastifyBaseLogger;
  installation(): InstallationService;
  languageOptions(): { label: string; value: string }[];
  languageBundle(lang: string): Record<string, unknown>;
  /** Captcha policies declared by every plugin (one table for the host). */
  captchaPolicies: CaptchaPolicies;
  /** The first serving plugin's provider, or null. */
  captchaProvider(): CaptchaProvider | null;
  renderProvider(): MarkdownRenderer | null;
  /** The user-centre providers of the plugins serving now, in plugin order. */
  userCenters(): Provided<UserCenterProvider>[];
  /** The search providers of the plugins serving now, in plugin order. */
  searchProviders(): Provided<SearchProvider>[];
  /** Where the site answers when admin saved no site URL (mail links must be absolute). */
  fallbackSiteUrl(): string;
  /** Delivers a domain event to every serving plugin that handles it. */
  events: EventEmitter;
  /** Asks every serving plugin that answers a query. */
  queries: QueryAsker;
  /** Drops guests' shared responses. */
  sharedCache: SharedCacheService;
  sessions: SessionsService;
  /** Settings rows read lately, shared by every plugin's store. */
  siteInfoCache: SiteInfoCache;
  configCache: ConfigCache;
  /** The data directory and build revision, for `ctx.system`. */
  system: SystemFacts;
  /** Addresses the upload call handed out. */
  uploads: UploadsService;
  /** A GET of the site's own API as a guest (`ctx.guestRead`). */
  guestRead: ServerContext['guestRead'];
  /** The log-in connectors of the plugins serving now. */
  connectors: ConnectorDirectory;
}

/** Namespace of host-level cache entries (captcha counts), apart from every plugin's own. */
const HOST_CACHE_NAMESPACE = 'kernel';

const validateAjv = createAjv({ useDefaults: true });
const validators = new WeakMap<object, ValidateFunction>();

/** Validates like route schemas do; throws field errors translated with `pluginId`'s messages. */
export function validateWith(pluginId: string | null, schema: object, value: unknown): void {
  let validate = validators.get(schema);
  if (!validate) {
    validate = validateAjv.compile(schema);
    validators.set(schema, validate);
  }
  if (!validate(value)) throw new ValidationError(mapAjvErrors(validate.errors as ErrorObject[]), pluginId);
}

export function pluginLogger(logger: FastifyBaseLogger, pluginId: string): ServerLogger {
  const child = logger.child({ plugin: pluginId });
  return {
    info: (message, detail) => (detail === undefined ? child.info(message) : child.info({ detail }, message)),
    warn: (message, detail) => (detail === undefined ? child.warn(message) : child.warn({ detail }, message)),
    error: (message, detail) => (detail === undefined ? child.error(message) : child.error({ err: detail }, message)),
  };
}

/**
 * A context whose database is whatever `handle()` gives at call time, so contexts built at start-up
 * (before the install) work once the site runs.
 */
export function createServerContext(pluginId: string, handle: () => DatabaseHandle, services: ContextServices): ServerContext {
  let cachedStore: { handle: DatabaseHandle; store: Store } | null = null;
  const store = (): Store => {
    const current = handle();
    if (!cachedStore || cachedStore.handle !== current) cachedStore = { handle: current, store: createStore(current.db, current.dialect, { siteInfo: services.siteInfoCache, config: services.configCache }) };
    return cachedStore.store;
  };
  // Plugins may take the database while mounting routes, before the install created it: hand out a
  // stand-in that reaches the real instance on each use.
  const lazyDatabase = new Proxy({} as Kysely<unknown>, {
    get(_target, property) {
      const db = handle().db;
      const value: unknown = Reflect.get(db, property, db);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
    has: (_target, property) => Reflect.has(handle().db, property),
  });
  const cacheBackend = { db: () => handle().db as Kysely<HostTables>, dialect: () => handle().dialect };
  const cache = createCache(cacheBackend, pluginId);
  const clientIp = (request: { ip: string }) => request.ip;
  const captcha = createCaptchaGate(services.captchaPolicies, {
    cache: createCache(cacheBackend, HOST_CACHE_NAMESPACE),
    provider: () => services.captchaProvider(),
    clientIp,
  });
  const mail = createMailService(async () => ({ ...SMTP_DEFAULTS, ...((await store().siteInfo.get<Partial<SmtpSettings>>(SMTP_SITE_INFO_TYPE)) ?? {}) }));
  const context: ServerContext = {
    pluginId,
    get dialect(): Dialect {
      try {
        return handle().dialect;
      } catch {
        return services.dialect();
      }
    },
    database<T>(): Kysely<T> {
      return lazyDatabase as Kysely<T>;
    },
    transaction<R>(work: (trx: Transaction<unknown>) => Promise<R>): Promise<R> {
      return transactionOf(handle().db, work);
    },
    afterCommit: (trx, work) => afterCommit(trx ?? undefined, work),
    siteInfo: {
      get: <T extends object>(type: string, trx?: Transaction<unknown>) => store().siteInfo.get<T>(type, trx),
      set: (type, value, trx) => store().siteInfo.set(type, value, trx),
    },
    config: {
      get: <T = unknown>(key: string) => store().config.get<T>(key),
      getMany: (keys) => store().config.getMany(keys),
      set: (rows, trx) => store().config.set(rows, trx),
    },
    async pluginConfig() {
      const record = services.registry.get(pluginId);
      return withDefaults(record?.configSchema ?? null, record?.values ?? {});
    },
    userCenter: (lang) => servingUserCenter(services.userCenters(), lang, context.log),
    searchProviders: () => services.searchProviders().map((entry) => ({ plugin_id: entry.pluginId, provider: entry.provider })),
    userConfig: createUserConfigService(
      { db: () => handle().db, dialect: () => handle().dialect },
      pluginId,
      () => services.registry.get(pluginId)?.userConfigSchema ?? null,
    ),
    ids: { next: (objectType, trx) => store().ids.next(objectType, trx) },
    t: (lang, key, vars) => services.translator().message(lang, key, pluginId, vars),
    log: pluginLogger(services.logger, pluginId),
    guards,
    get installation(): InstallationService {
      return services.installation();
    },
    languages: {
      options: () => services.languageOptions(),
      bundle: (lang) => services.languageBundle(lang),
    },
    validate: (schema, value) => validateWith(pluginId, schema, value),
    events: services.events,
    queries: services.queries,
    cache,
    sharedCache: services.sharedCache,
    sessions: services.sessions,
    mail,
    system: createSystemService(services.system, () => handle()),
    rateLimit: createRateLimiter(cache),
    captcha,
    markdown: {
      render: (text) => (services.renderProvider() ?? defaultMarkdownRenderer).render(text),
      prepare: async () => {
        await services.renderProvider()?.prepare?.();
      },
    },
    async siteUrl(trx) {
      const general = await store().siteInfo.get<{ site_url?: string }>('general', trx);
      const url = (general?.site_url ?? '').trim() || services.fallbackSiteUrl();
      return url.replace(/\/+$/, '');
    },
    clientIp,
    uploads: services.uploads,
    guestRead: services.guestRead,
    connectors: services.connectors,
  };
  return context;
}
