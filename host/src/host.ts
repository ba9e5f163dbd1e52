/**
 * The host process: one Fastify app that serves the installer until the site is installed and
 * everything after, switching in-process. Plugins are discovered, their server halves loaded and
 * their routes mounted once at start-up; enabling or disabling a plugin is checked per request.
 * This module composes: the routes, hooks and services it wires live in modules of their own and
 * are given what they need, never the host itself.
 */
import Fastify, { type FastifyServerOptions, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { notFound, type ApiQuery, type InstallationService, type ServerContext, type ServerLogger } from '@answer/sdk/server';
import { createAjv } from '../../schemas/validation';
import type { HostConfig } from './config';
import { connectDatabase, dialectOf, type DatabaseHandle } from './db/connect';
import { KERNEL_PLUGIN_ID } from './db/kernel-migrations';
import { runMigrations } from './db/migrate';
import { createStore, type Store } from './db/store';
import { SiteInfoCache } from './db/site-info-cache';
import { Admission, PLUGIN_STATE_MAX_AGE_MS } from './http/admission';
import { PrincipalCache } from './http/principal-cache';
import { lazyValidatorCompiler } from './http/lazy-validators';
import { ConfigCache } from './db/config-cache';
import { afterCommit } from './db/after-commit';
import { requestApiKind } from './http/api-paths';
import { nulInputError } from './http/nul-guard';
import { peerSync } from './http/shared-peers';
import { SharedResponses, type PeerSync } from './http/shared-responses';
import { RouteTable } from './http/route-table';
import { envelopeRoutes } from './http/envelope';
import { errorSender, type ErrorSender } from './http/error-handler';
import { clientErrorHandler } from './http/framework-errors';
import { loggerOptions } from './http/log-redaction';
import { MaintenanceGate } from './http/maintenance';
import { registerRequestHooks } from './http/request-hooks';
import { runHeadlessInstall } from './installation/headless';
import { createInstallationService } from './installation/service';
import { DEFAULT_LANGUAGE, resolveLanguage, SUPPORTED_LANGUAGES, type Translator } from './i18n';
import { createServerContext, pluginLogger, type ContextServices } from './plugins/context';
import { createConnectorDirectory } from './plugins/connectors';
import { PluginExtensions } from './plugins/extensions';
import { JobRunner } from './plugins/jobs';
import { discoverPlugins } from './plugins/manifest';
import { installPlugin, migrationSources } from './plugins/migration-sources';
import { mountPluginRoutes } from './plugins/mount';
import { PluginRegistry } from './plugins/registry';
import { userConfigEvents } from './plugins/user-config';
import { pluginRoutes } from './routes/plugins';
import { userPluginConfigRoutes } from './routes/user-plugin-config';
import { fileRoutes, handedOutUpload } from './routes/files';
import { renderRoutes } from './routes/render';
import { packageVersion, siteRoutes } from './routes/site';
import type { HostRuntime, InstallPlugin } from './runtime';
import { Translations, type LanguageOption } from './translations';
import type { HostMode } from './types';
import { sendPage, webRoutes, type WebDeps } from './web/pages';
import { guestReader } from './web/ssr/guest-read';
import { queryCountingOn, registerQueryCounting } from './db/query-count';
import { ServerPages } from './web/ssr/render';
import { sitemapRoutes, Sitemaps } from './web/ssr/sitemap';
import { SECURITY_HEADERS, TransportSecurity } from './web/security-headers';
import { siteFileRoutes } from './web/site-files';
import { CaptchaPolicies } from './services/captcha-gate';

const SHARED_RESPONSES_COUNTER = 'shared-responses';
/** The counter must outlive any process that reads it. */
const SHARED_RESPONSES_COUNTER_TTL = 10 * 365 * 24 * 60 * 60;

export class Host implements HostRuntime {
  readonly app: FastifyInstance;
  readonly registry: PluginRegistry;
  readonly log: ServerLogger;
  readonly installation: InstallationService;
  /** Build revision shown by `/siteinfo`; set from the environment by deployments. */
  readonly revision = process.env.ANSWER_REVISION ?? '';
  translator: Translator;
  mode: HostMode = 'install';
  private handle: DatabaseHandle | null = null;
  private cachedStore: Store | null = null;
  private readonly translations: Translations;
  private readonly extensions: PluginExtensions;
  private readonly services: ContextServices;
  /** Guests' shared responses (lists, question pages), dropped by writes. */
  readonly sharedResponses: SharedResponses;
  private readonly siteInfoCache = new SiteInfoCache();
  private readonly configCache = new ConfigCache();
  /** Whether responses carry HSTS, from the site's address. */
  readonly transportSecurity = new TransportSecurity();
  private readonly principals = new PrincipalCache();
  /** Where members' own plugin settings live (`ctx.userConfig`, the `/user/plugin/config` routes). */
  private readonly userConfigBackend = { db: () => this.requireHandle().db, dialect: () => this.requireHandle().dialect };
  /** Maintenance mode: read through the site-info cache, so every host process sees a switch at once. */
  private readonly maintenance = new MaintenanceGate({ store: () => this.store(), siteInfoCache: this.siteInfoCache });
  /** Every API route mounted, by plugin; see `routeTable()`. */
  private readonly routes: RouteTable;
  private readonly sendError: (pluginId: string | null) => ErrorSender;
  /** What the pages are given (one object: it keys their caches). */
  private readonly web: WebDeps;
  /** GETs of the site's own API as a guest, in process (server-rendered pages, feeds). */
  readonly readAsGuest: ReturnType<typeof guestReader>;
  /** The plugins' background jobs, running while the site is in run mode. */
  private readonly jobs: JobRunner;

  private constructor(readonly config: HostConfig) {
    this.sendError = errorSender(() => this.translator);
    const options: FastifyServerOptions = {
      logger: loggerOptions(config.logLevel),
      routerOptions: { ignoreTrailingSlash: true },
      trustProxy: config.trustProxy,
      // refusals before any route runs are answered in the envelope too
      clientErrorHandler: clientErrorHandler(() => this.translator, SECURITY_HEADERS),
      frameworkErrors: (error, request, reply) => {
        request.lang = resolveLanguage(request.headers['accept-language'], SUPPORTED_LANGUAGES);
        reply.headers(SECURITY_HEADERS);
        return this.sendError(null)(error, request, reply);
      },
    };
    this.app = Fastify(options);
    this.routes = new RouteTable(config.basePath);
    this.log = pluginLogger(this.app.log as FastifyBaseLogger, 'host');
    this.registry = new PluginRegistry(discoverPlugins(config.dataDir));
    this.translations = new Translations(this.registry);
    this.translator = this.translations.translator();
    this.extensions = new PluginExtensions(this.registry);
    this.extensions.listen(userConfigEvents(this.userConfigBackend));
    this.sharedResponses = new SharedResponses({ log: this.log });
    this.readAsGuest = guestReader(() => this.app, config.basePath, this.sharedResponses.hostReadHeaders());
    this.sharedResponses.fillWith(async (url, headers) => {
      const read = await this.app.inject({ method: 'GET', url, headers });
      const shareable = read.statusCode === 200 && read.headers['set-cookie'] === undefined;
      return { status: read.statusCode, body: shareable ? read.rawPayload : null, contentType: String(read.headers['content-type'] ?? 'application/json; charset=utf-8') };
    });
    this.services = {
      registry: this.registry,
      dialect: () => this.handle?.dialect ?? (this.config.database ? dialectOf(this.config.database) : 'sqlite'),
      translator: () => this.translator,
      logger: this.app.log,
      installation: () => this.installation,
      languageOptions: () => this.languageOptions(),
      languageBundle: (lang) => this.languageBundle(lang),
      captchaPolicies: new CaptchaPolicies(),
      captchaProvider: () => this.extensions.captcha(),
      renderProvider: () => this.extensions.render(),
      userCenters: () => this.extensions.userCenters(),
      searchProviders: () => this.extensions.searches(),
      events: { emit: (name, payload, trx) => this.extensions.deliver(name, payload, trx) },
      queries: { ask: (name, input, trx) => this.extensions.ask(name, input, trx) },
      sharedCache: this.sharedResponses.service,
      siteInfoCache: this.siteInfoCache,
      configCache: this.configCache,
      uploads: { check: (url, source) => handedOutUpload({ store: () => this.store(), dataDir: this.config.dataDir, basePath: this.config.basePath }, url, source) },
      system: { dataDir: config.dataDir, revision: this.revision },
      sessions: {
        ended: () => this.principals.forget(),
        changed: (userId, after) => {
          this.principals.changed(userId, after?.request);
          if (after?.trx) afterCommit(after.trx, () => this.principals.changed(userId));
        },
      },
      guestRead: async <T>(path: string, query?: ApiQuery, lang?: string) => (await this.readAsGuest<T>(path, query, lang)).read,
      connectors: createConnectorDirectory(() => this.extensions.servingConnectorSources(), this.log),
      fallbackSiteUrl: () => `http://${this.config.host === '0.0.0.0' || this.config.host === '::' ? 'localhost' : this.config.host}:${this.config.port}${this.config.basePath}`,
    };
    this.web = {
      registry: this.registry,
      basePath: config.basePath,
      webDir: config.webDir,
      mode: () => this.mode,
      siteInfo: () => this.store().siteInfo,
      transportSecurity: this.transportSecurity,
      maintenanceOn: async () => (await this.maintenance.settings()).enabled,
      serverPages: new ServerPages({
        basePath: config.basePath,
        version: packageVersion,
        registry: this.registry,
        pages: () => this.extensions.pages(),
        headExtras: () => this.extensions.pageHeadExtras(),
        readAsGuest: (path, query, lang) => this.readAsGuest(path, query, lang),
        siteInfo: () => this.store().siteInfo,
        translator: () => this.translator,
        shared: this.sharedResponses,
        log: this.log,
      }),
      message: (lang, key) => this.translator.t(lang, key),
    };
    this.installation = createInstallationService(this);
    this.jobs = new JobRunner({
      registry: this.registry,
      contexts: this.extensions.contexts,
      log: this.log,
      refreshState: () => this.registry.refreshIfStale(this.store(), PLUGIN_STATE_MAX_AGE_MS),
    });
  }

  /** Discovers and loads plugins and mounts every route; does not touch the database yet. */
  static async create(config: HostConfig): Promise<Host> {
    const host = new Host(config);
    await host.extensions.load((pluginId) => createServerContext(pluginId, () => host.requireHandle(), host.services));
    host.translator = host.translations.translator();
    await host.mount();
    return host;
  }

  // ---- HostRuntime -------------------------------------------------------------------------

  database(): DatabaseHandle | null {
    return this.handle;
  }

  installPlugins(): InstallPlugin[] {
    return this.registry
      .loaded()
      .filter((record) => record.server && this.registry.defaultEnabled(record))
      .map(installPlugin);
  }

  contextFor(pluginId: string, handle: DatabaseHandle): ServerContext {
    return createServerContext(pluginId, () => handle, this.services);
  }

  async enterRunMode(handle: DatabaseHandle): Promise<void> {
    const store = createStore(handle.db, handle.dialect, { siteInfo: this.siteInfoCache, config: this.configCache });
    this.siteInfoCache.forget();
    this.configCache.forget();
    await this.registry.loadState(store);
    this.handle = handle;
    this.cachedStore = store;
    this.mode = 'run';
    this.sharedResponses.cache.invalidateAll();
    this.sharedResponses.connect(this.sharedResponsePeers());
    this.log.info(`serving the site (${handle.dialect})`);
    this.jobs.start();
    // the renderer may depend on settings that exist only now (the site's address)
    void this.extensions.render()?.prepare?.()?.catch((error: unknown) => this.log.warn('the renderer could not prepare', error));
  }

  // ---- services for routes -----------------------------------------------------------------

  requireHandle(): DatabaseHandle {
    if (!this.handle) throw notFound();
    return this.handle;
  }

  store(): Store {
    this.requireHandle();
    return this.cachedStore as Store;
  }

  resolveLanguage(value: string): string {
    return resolveLanguage(value, SUPPORTED_LANGUAGES);
  }

  languageOptions(): LanguageOption[] {
    return this.translations.languageOptions();
  }

  languageBundle(lang: string): Record<string, unknown> {
    return this.translations.languageBundle(lang);
  }

  /** Runs a plugin's pending migrations, so one added after the install has its tables once enabled. */
  async migratePlugin(id: string): Promise<void> {
    const record = this.registry.get(id);
    if (!record || record.problem || !record.server) return;
    await runMigrations(this.requireHandle().db, migrationSources([record]));
  }

  /** The API routes this host serves, with their owners and request schemas. */
  routeTable(): RouteTable {
    return this.routes;
  }

  // ---- life cycle --------------------------------------------------------------------------

  /**
   * Picks the mode: with a config file and an installed database, migrate (upgrade) and run;
   * otherwise serve the installer. A configured database that cannot be reached is fatal.
   */
  async start(): Promise<void> {
    await this.startFromConfig();
    // Containers install themselves from environment variables (AUTO_INSTALL); a no-op otherwise.
    if (this.mode === 'install') {
      await runHeadlessInstall(this.installation, { env: process.env, configPath: this.config.configPath, log: this.log });
    }
  }

  private async startFromConfig(): Promise<void> {
    const settings = this.config.database;
    if (!settings) {
      this.log.info('no config file: serving the installer');
      return;
    }
    const handle = await connectDatabase(settings, this.config.dataDir);
    try {
      if (!(await this.installation.isInstalled())) {
        this.log.info('the configured database is not installed yet: serving the installer');
        await handle.close();
        return;
      }
      await runMigrations(handle.db, migrationSources(this.registry.loaded()));
      await this.enterRunMode(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async listen(): Promise<string> {
    return this.app.listen({ host: this.config.host, port: this.config.port });
  }

  async close(): Promise<void> {
    await this.jobs.stop();
    await this.app.close();
    const handle = this.handle;
    this.handle = null;
    if (handle) await handle.close();
  }

  // ---- internals ---------------------------------------------------------------------------

  /** A settings block; null before the site is installed. */
  private async siteInfoOrNull(type: string): Promise<Record<string, unknown> | null> {
    return this.mode === 'run' ? this.store().siteInfo.get<Record<string, unknown>>(type) : null;
  }

  private ownContext: ServerContext | null = null;

  /** A context for the host's own routes (cache, limits and rendering under the kernel's name). */
  kernelContext(): ServerContext {
    this.ownContext ??= createServerContext(KERNEL_PLUGIN_ID, () => this.requireHandle(), this.services);
    return this.ownContext;
  }

  /** Other host processes on the same database learn of this one's invalidations through a counter in `kv_cache`. */
  private sharedResponsePeers(): PeerSync {
    const cache = this.kernelContext().cache;
    return peerSync({
      counter: { increment: () => cache.increment(SHARED_RESPONSES_COUNTER, SHARED_RESPONSES_COUNTER_TTL), read: () => cache.count(SHARED_RESPONSES_COUNTER) },
      dropAll: () => this.sharedResponses.cache.invalidateAll(),
      log: this.log,
    });
  }

  private async mount(): Promise<void> {
    const app = this.app;
    const basePath = this.config.basePath;
    const bodyAjv = createAjv({ useDefaults: true, removeAdditional: true });
    const paramAjv = createAjv({ useDefaults: true, removeAdditional: true, coerceTypes: 'array' });
    app.setValidatorCompiler(lazyValidatorCompiler((httpPart) => (httpPart === 'body' ? bodyAjv : paramAjv)));
    app.decorateRequest('principal', null);
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.setErrorHandler(this.sendError(null));
    app.addHook('preValidation', (request, _reply, done) => done(requestApiKind(request, basePath) === null ? undefined : nulInputError(request)));
    app.addHook('onRoute', envelopeRoutes(basePath, () => this.translator));

    const store = () => this.store();
    const admission = new Admission({
      store,
      registry: this.registry,
      siteInfoCache: this.siteInfoCache,
      principals: this.principals,
      sessionProvider: () => this.extensions.session(),
      maintenance: this.maintenance,
    });
    if (queryCountingOn()) registerQueryCounting(app);
    registerRequestHooks(app, {
      store,
      basePath,
      mode: () => this.mode,
      registry: this.registry,
      admission,
      siteInfoCache: this.siteInfoCache,
      principals: this.principals,
      transportSecurity: this.transportSecurity,
      sharedResponses: this.sharedResponses,
      translator: () => this.translator,
      page: (request, reply, pagePath) => sendPage(request, reply, this.web, pagePath),
    });

    const health = async (_request: FastifyRequest, reply: FastifyReply) => reply.type('text/plain').send('OK');
    app.get('/healthz', health);
    if (basePath) app.get(`${basePath}/healthz`, health);

    // The host's own routes, under the base path.
    await app.register(
      async (kernel) => {
        kernel.setErrorHandler(this.sendError(null));
        kernel.addHook('onRoute', this.routes.collector(KERNEL_PLUGIN_ID));
        kernel.addHook('onRequest', this.sharedResponses.serveKept);
        pluginRoutes(kernel, { store, registry: this.registry, translator: () => this.translator, migratePlugin: (id) => this.migratePlugin(id) });
        userPluginConfigRoutes(kernel, { registry: this.registry, translator: () => this.translator, backend: this.userConfigBackend, contexts: this.extensions.contexts });
        siteRoutes(kernel, { store, revision: this.revision, languageOptions: () => this.languageOptions(), languageBundle: (lang) => this.languageBundle(lang), resolveLanguage: (value) => this.resolveLanguage(value) });
        await fileRoutes(kernel, { store, dataDir: this.config.dataDir, basePath });
        renderRoutes(kernel, () => this.kernelContext());
      },
      { prefix: basePath },
    );

    await mountPluginRoutes(app, {
      basePath,
      registry: this.registry,
      contexts: this.extensions.contexts,
      routes: this.routes,
      sharedResponses: this.sharedResponses,
      sendError: this.sendError,
      log: this.log,
    });

    siteFileRoutes(app, { basePath, version: packageVersion, revision: this.revision, siteInfo: (type) => this.siteInfoOrNull(type), sitemapServed: true });
    const siteAddress = async (request: FastifyRequest) =>
      (String((await this.siteInfoOrNull('general'))?.site_url ?? '').trim() || `${request.protocol}://${request.host}${basePath}`).replace(/\/+$/, '');
    const sitemaps = new Sitemaps({
      basePath,
      sources: () => this.extensions.sitemapSources(),
      public: async () => this.mode === 'run' && (await this.siteInfoOrNull('login'))?.login_required !== true,
      siteUrl: siteAddress,
      cache: this.sharedResponses.cache,
      log: this.log,
    });
    sitemapRoutes(app, sitemaps, basePath);
    await webRoutes(app, this.web);
  }
}
