/**
 * The host process: one Fastify app that serves the installer until the site is installed and
 * everything after, switching in-process. Plugins are discovered, their server halves loaded and
 * their routes mounted once at start-up; enabling or disabling a plugin is checked per request.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions, type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  forbidden,
  notFound,
  type CaptchaProvider,
  type InstallationService,
  type MarkdownRenderer,
  type Principal,
  type ServerContext,
  type ServerLogger,
  type ServerEventHandlers,
  type ServerQueryHandlers,
  type ServerQueryInput,
  type ServerQueryName,
  type ServerQueryOutput,
  type ServerEventName,
  type ServerEvents,
  type SessionProvider,
} from '@answer/sdk/server';
import type { Transaction } from 'kysely';
import { API_BASE } from '../../sdk/shared/paths';
import { createAjv } from '../../schemas/validation';
import type { HostConfig } from './config';
import { connectDatabase, dialectOf, type DatabaseHandle } from './db/connect';
import { KERNEL_PLUGIN_ID, kernelMigrations } from './db/kernel-migrations';
import { runMigrations, type MigrationSource } from './db/migrate';
import { createStore, type Store } from './db/store';
import { SiteInfoCache } from './db/site-info-cache';
import { PrincipalCache } from './http/principal-cache';
import { apiKindOf, pathOf, requestApiKind } from './http/api-paths';
import { nulInputError } from './http/nul-guard';
import { peerSync } from './http/shared-peers';
import { SharedResponses, type PeerSync } from './http/shared-responses';
import { tokenOf } from './http/token';
import { RouteTable } from './http/route-table';
import { compressWholeBody, registerCompression } from './http/compression';
import { envelope, envelopeRoutes, errorEnvelope, isApiError } from './http/envelope';
import { requireAdminApi, requireUser } from './http/guards';
import { clientErrorHandler } from './http/framework-errors';
import { loggerOptions } from './http/log-redaction';
import { runHeadlessInstall } from './installation/headless';
import { createInstallationService } from './installation/service';
import { deepMerge, DEFAULT_LANGUAGE, isTree, LANGUAGE_LABELS, resolveLanguage, SUPPORTED_LANGUAGES, Translator, type Tree } from './i18n';
import { HOST_DIR, ROOT_DIR } from './paths';
import { createServerContext, pluginLogger, type ContextServices } from './plugins/context';
import { errorMessage, loadServerHalf } from './plugins/loader';
import { discoverPlugins } from './plugins/manifest';
import { PluginRegistry, type PluginRecord } from './plugins/registry';
import { pluginRoutes } from './routes/plugins';
import { fileRoutes } from './routes/files';
import { renderRoutes } from './routes/render';
import { siteRoutes } from './routes/site';
import type { HostRuntime, InstallPlugin } from './runtime';
import { sendPage, webRoutes } from './web/pages';
import { SECURITY_HEADERS, TransportSecurity } from './web/security-headers';
import { CaptchaPolicies } from './services/captcha-gate';

/** How stale this process's copy of the plugin enable states may get (another process may change them). */
const PLUGIN_STATE_MAX_AGE_MS = 3000;

/** Whether the login settings' JSON (`site_info` row `login`, null when absent) make the site members-only. */
function loginRequired(content: string | null): boolean {
  if (content === null) return false;
  // the same row on nearly every call: parsed once per content
  if (content !== lastLogin.content) {
    let required = false;
    try {
      required = (JSON.parse(content) as { login_required?: unknown }).login_required === true;
    } catch {
      // unreadable settings leave the site open, as a missing row does
    }
    lastLogin = { content, required };
  }
  return lastLogin.required;
}
let lastLogin: { content: string | null; required: boolean } = { content: null, required: false };


const SHARED_RESPONSES_COUNTER = 'shared-responses';
/** The counter must outlive any process that reads it. */
const SHARED_RESPONSES_COUNTER_TTL = 10 * 365 * 24 * 60 * 60;

function readTree(file: string): Tree {
  if (!existsSync(file)) return {};
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return isTree(value) ? value : {};
}

/** The kernel's UI strings; the file may hold the tree itself or wrap it in `ui`. */
function kernelUi(lang: string): Tree {
  const tree = readTree(path.join(ROOT_DIR, 'core', 'i18n', `${lang}.json`));
  return isTree(tree.ui) ? tree.ui : tree;
}

export class Host implements HostRuntime {
  readonly app: FastifyInstance;
  readonly registry: PluginRegistry;
  readonly log: ServerLogger;
  readonly installation: InstallationService;
  /** Build revision shown by `/siteinfo`; set from the environment by deployments. */
  readonly revision = process.env.ANSWER_REVISION ?? '';
  translator: Translator;
  mode: 'install' | 'run' = 'install';
  private handle: DatabaseHandle | null = null;
  private cachedStore: Store | null = null;
  private readonly contexts = new Map<string, ServerContext>();
  private readonly sessionProviders: { pluginId: string; provider: SessionProvider }[] = [];
  private readonly captchaProviders: { pluginId: string; provider: CaptchaProvider }[] = [];
  private readonly renderProviders: { pluginId: string; provider: MarkdownRenderer }[] = [];
  private readonly eventHandlers: { pluginId: string; handlers: ServerEventHandlers }[] = [];
  private readonly queryHandlers: { pluginId: string; handlers: ServerQueryHandlers }[] = [];
  private readonly services: ContextServices;
  private readonly kernelUi = new Map<string, Tree>();
  /** Guests' shared responses (lists, question pages), dropped by writes. */
  readonly sharedResponses: SharedResponses;
  private readonly siteInfoCache = new SiteInfoCache();
  /** Whether responses carry HSTS, from the site's address. */
  readonly transportSecurity = new TransportSecurity();
  private readonly principals = new PrincipalCache();
  /** Every API route mounted, by plugin; see `routeTable()`. */
  private readonly routes: RouteTable;

  private constructor(readonly config: HostConfig) {
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
    for (const lang of SUPPORTED_LANGUAGES) this.kernelUi.set(lang, kernelUi(lang));
    this.translator = this.buildTranslator();
    this.sharedResponses = new SharedResponses({ log: this.log });
    this.services = {
      registry: this.registry,
      dialect: () => this.handle?.dialect ?? (this.config.database ? dialectOf(this.config.database) : 'sqlite'),
      translator: () => this.translator,
      logger: this.app.log,
      installation: () => this.installation,
      languageOptions: () => this.languageOptions(),
      languageBundle: (lang) => this.languageBundle(lang),
      captchaPolicies: new CaptchaPolicies(),
      captchaProvider: () => this.serving(this.captchaProviders),
      renderProvider: () => this.serving(this.renderProviders),
      events: { emit: (name, payload, trx) => this.deliver(name, payload, trx) },
      queries: { ask: (name, input, trx) => this.askPlugins(name, input, trx) },
      sharedCache: this.sharedResponses.service,
      siteInfoCache: this.siteInfoCache,
      sessions: { ended: () => this.principals.forget() },
      fallbackSiteUrl: () => `http://${this.config.host === '0.0.0.0' || this.config.host === '::' ? 'localhost' : this.config.host}:${this.config.port}${this.config.basePath}`,
    };
    this.installation = createInstallationService(this);
  }

  /** Discovers and loads plugins and mounts every route; does not touch the database yet. */
  static async create(config: HostConfig): Promise<Host> {
    const host = new Host(config);
    await host.loadPlugins();
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
      .map((record) => this.installPlugin(record));
  }

  contextFor(pluginId: string, handle: DatabaseHandle): ServerContext {
    return createServerContext(pluginId, () => handle, this.services);
  }

  async enterRunMode(handle: DatabaseHandle): Promise<void> {
    const store = createStore(handle.db, handle.dialect, this.siteInfoCache);
    this.siteInfoCache.forget();
    await this.registry.loadState(store);
    this.handle = handle;
    this.cachedStore = store;
    this.mode = 'run';
    this.sharedResponses.cache.invalidateAll();
    this.sharedResponses.connect(this.sharedResponsePeers());
    this.log.info(`serving the site (${handle.dialect})`);
    // the renderer may depend on settings that exist only now (the site's address)
    void this.serving(this.renderProviders)?.prepare?.()?.catch((error: unknown) => this.log.warn('the renderer could not prepare', error));
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

  /** Answer's `LangOption`s: every language shipped is complete (`progress` in percent). */
  languageOptions(): { label: string; value: string; progress: number }[] {
    return SUPPORTED_LANGUAGES.map((value) => ({ label: LANGUAGE_LABELS[value] ?? value, value, progress: 100 }));
  }

  /** UI translations by namespace: the kernel's and every serving plugin's, English underneath. */
  languageBundle(lang: string): Record<string, unknown> {
    const layered = (trees: Map<string, Tree>) => deepMerge(deepMerge({}, trees.get(DEFAULT_LANGUAGE) ?? {}), trees.get(lang) ?? {});
    const bundle: Record<string, unknown> = { kernel: layered(this.kernelUi) };
    for (const record of this.registry.list()) {
      if (!this.registry.isServing(record.id)) continue;
      const trees = new Map<string, Tree>();
      for (const [language, translations] of record.translations) trees.set(language, translations.ui);
      bundle[record.id] = layered(trees);
    }
    return bundle;
  }

  /** Runs a plugin's pending migrations, so one added after the install has its tables once enabled. */
  async migratePlugin(id: string): Promise<void> {
    const record = this.registry.get(id);
    if (!record || record.problem || !record.server) return;
    await runMigrations(this.requireHandle().db, this.migrationSources([record]));
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
      await runMigrations(handle.db, this.migrationSources(this.registry.loaded()));
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
    await this.app.close();
    const handle = this.handle;
    this.handle = null;
    if (handle) await handle.close();
  }

  // ---- internals ---------------------------------------------------------------------------

  private installPlugin(record: PluginRecord): InstallPlugin {
    return {
      pluginId: record.id,
      dependsOn: Object.keys(record.manifest?.dependencies?.plugins ?? {}),
      definition: record.server as NonNullable<PluginRecord['server']>,
    };
  }

  private migrationSources(records: PluginRecord[]): MigrationSource[] {
    return [
      { pluginId: KERNEL_PLUGIN_ID, dependsOn: [], migrations: kernelMigrations },
      ...records
        .filter((record) => record.server)
        .map((record) => {
          const plugin = this.installPlugin(record);
          return { pluginId: plugin.pluginId, dependsOn: [KERNEL_PLUGIN_ID, ...plugin.dependsOn], migrations: plugin.definition.migrations ?? {} };
        }),
    ];
  }

  private buildTranslator(): Translator {
    const backend = new Map<string, Tree>();
    const fromPlugins = this.registry.backendTrees();
    for (const lang of SUPPORTED_LANGUAGES) {
      const kernelValidation = this.kernelUi.get(lang)?.validation;
      // Default field messages live with the kernel's strings, where the browser form reads them too.
      const hostTree = deepMerge(readTree(path.join(HOST_DIR, 'i18n', `${lang}.json`)), isTree(kernelValidation) ? { validation: kernelValidation } : {});
      // The host's own messages win over a plugin's: `base.*` must mean the same everywhere.
      backend.set(lang, deepMerge(deepMerge({}, fromPlugins.get(lang) ?? {}), hostTree));
    }
    return new Translator({ backend, ui: this.registry.uiTrees() });
  }

  private async loadPlugins(): Promise<void> {
    for (const record of this.registry.list()) {
      record.server = await loadServerHalf(record);
      if (!record.server) continue;
      const context = createServerContext(record.id, () => this.requireHandle(), this.services);
      this.contexts.set(record.id, context);
      try {
        const provided = record.server.providers?.(context) ?? {};
        if (provided.session) this.sessionProviders.push({ pluginId: record.id, provider: provided.session });
        if (provided.captcha) this.captchaProviders.push({ pluginId: record.id, provider: provided.captcha });
        if (provided.render) this.renderProviders.push({ pluginId: record.id, provider: provided.render });
        const handlers = record.server.events?.(context);
        if (handlers) this.eventHandlers.push({ pluginId: record.id, handlers });
        const answers = record.server.queries?.(context);
        if (answers) this.queryHandlers.push({ pluginId: record.id, handlers: answers });
      } catch (error) {
        record.problem = { status: 'failed', reason: `providers() failed: ${errorMessage(error)}` };
      }
    }
    this.translator = this.buildTranslator();
  }

  /**
   * A call to the user API admitted without waiting, when all it depends on is at hand: a guest's,
   * or a member's whose token was resolved within the second (most calls of all, every kept
   * response and every notification poll). False: take `admitApiCall`.
   */
  private admitNow(request: FastifyRequest, kind: 'user' | 'admin' | 'install'): boolean {
    if (kind !== 'user' || !this.registry.isFresh(PLUGIN_STATE_MAX_AGE_MS)) return false;
    const token = tokenOf(request);
    if (token !== '') {
      if (!this.serving(this.sessionProviders)) return false;
      const principal = this.principals.peek(token);
      if (principal === undefined) return false;
      request.principal = principal && { ...principal };
    }
    if (request.routeOptions.config?.public === true) return true;
    const login = this.siteInfoCache.peek('login');
    // a members-only site checks the caller on the full path
    return login !== undefined && !loginRequired(login);
  }

  /** Who is calling the API, and whether they may call it at all (admin area, private site). */
  private async admitApiCall(request: FastifyRequest, kind: 'user' | 'admin' | 'install'): Promise<void> {
    await this.registry.refreshIfStale(this.store(), PLUGIN_STATE_MAX_AGE_MS);
    request.principal = await this.resolvePrincipal(request);
    if (kind === 'admin') requireAdminApi(request);
    else if (kind === 'user' && request.routeOptions.config?.public !== true) await this.enforcePrivateSite(request);
  }

  /**
   * On a site that requires login (Answer's private mode), user-API routes not marked public
   * answer 401 to guests and 403 `inactive` to accounts whose email is not verified.
   */
  private async enforcePrivateSite(request: FastifyRequest): Promise<void> {
    const login = await this.store().siteInfo.get<{ login_required?: boolean }>('login');
    if (login?.login_required !== true) return;
    const principal = requireUser(request);
    if (principal.mailStatus !== 1 && principal.status !== 'suspended') throw forbidden('error.email.need_to_be_verified', { type: 'inactive' });
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

  /** Hands a domain event to each serving plugin that handles it, in plugin order. */
  private async deliver<K extends ServerEventName>(name: K, payload: ServerEvents[K], trx?: Transaction<unknown>): Promise<void> {
    for (const entry of this.eventHandlers) {
      const handler = entry.handlers[name];
      if (!handler || !this.registry.isServing(entry.pluginId)) continue;
      await handler(payload, { trx: trx ?? null });
    }
  }

  private async askPlugins<K extends ServerQueryName>(name: K, input: ServerQueryInput<K>, trx?: Transaction<unknown>): Promise<ServerQueryOutput<K>[]> {
    const answers: ServerQueryOutput<K>[] = [];
    for (const entry of this.queryHandlers) {
      const handler = entry.handlers[name];
      if (!handler || !this.registry.isServing(entry.pluginId)) continue;
      answers.push(await handler(input, { trx: trx ?? null }));
    }
    return answers;
  }

  /** The provider of the first plugin in the list that is serving now. */
  private serving<T>(providers: { pluginId: string; provider: T }[]): T | null {
    return providers.find((entry) => this.registry.isServing(entry.pluginId))?.provider ?? null;
  }

  private async resolvePrincipal(request: FastifyRequest): Promise<Principal | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const provider = this.serving(this.sessionProviders);
    if (!provider) return null;
    try {
      // a copy that principals share: a handler that changed `request.principal` changes only its own
      const principal = await this.principals.read(token, () => provider.resolve(token));
      return principal && { ...principal };
    } catch (error) {
      request.log.error({ err: error }, 'the session provider failed');
      return null;
    }
  }

  private sendError(pluginId: string | null) {
    return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const body = errorEnvelope(this.translator, error, request, pluginId, request.log);
      const headers = (error as { headers?: unknown }).headers;
      if (isApiError(error) && typeof headers === 'object' && headers !== null) {
        for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') reply.header(name, value);
      }
      return reply.code(body.code).send(body);
    };
  }

  private async mount(): Promise<void> {
    const app = this.app;
    const basePath = this.config.basePath;
    const bodyAjv = createAjv({ useDefaults: true, removeAdditional: true });
    const paramAjv = createAjv({ useDefaults: true, removeAdditional: true, coerceTypes: 'array' });
    app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema));
    app.decorateRequest('principal', null);
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.setErrorHandler(this.sendError(null));
    app.addHook('preValidation', (request, _reply, done) => done(requestApiKind(request, basePath) === null ? undefined : nulInputError(request)));
    app.addHook('onRoute', envelopeRoutes(basePath, () => this.translator));
    await registerCompression(app);

    // Every request passes here, so it is written as a callback hook: pages, files and guests'
    // kept responses go through without a promise; API calls wait for who is calling.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      const general = this.siteInfoCache.peek('general');
      if (general !== undefined) this.transportSecurity.seenText(general);
      const hsts = this.transportSecurity.header();
      if (hsts) reply.header('strict-transport-security', hsts);
      request.lang = resolveLanguage(request.headers['accept-language'], SUPPORTED_LANGUAGES);
      const urlPath = pathOf(request.url);
      const kind = requestApiKind(request, basePath);
      if (kind === null) return done();
      if (this.mode === 'install') {
        const local = urlPath.slice(basePath.length);
        return done(kind !== 'install' && !local.startsWith(`${API_BASE}/language/`) ? notFound() : undefined);
      }
      if (this.admitNow(request, kind)) return done();
      this.admitApiCall(request, kind).then(() => done(), done);
    });

    // before any hook that rewrites the payload: kept responses are the handler's own bytes
    app.addHook('onSend', this.sharedResponses.keepOrDrop);
    app.addHook('onSend', compressWholeBody);
    // A handler's transaction has committed by the time its reply is sent: settings, sessions and
    // roles are forgotten before the caller can see the answer, so their next call never meets a
    // revoked token or an old role still kept.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        this.siteInfoCache.forget();
        this.principals.forget();
      }
      done(null, payload);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = pathOf(request.url);
      const local = basePath && (urlPath === basePath || urlPath.startsWith(`${basePath}/`)) ? urlPath.slice(basePath.length) || '/' : basePath ? null : urlPath;
      const isFile = local !== null && (/^\/(assets|plugins)\//.test(local) || /\.[a-z0-9]+$/i.test(local));
      if (apiKindOf(urlPath, basePath) !== null || local === null || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
        const body = envelope(this.translator, request.lang, 404, 'base.not_found', null);
        return reply.code(404).send(body);
      }
      if (this.mode === 'run') await this.registry.refreshIfStale(this.store(), PLUGIN_STATE_MAX_AGE_MS);
      return sendPage(request, reply, this, local);
    });

    const health = async (_request: FastifyRequest, reply: FastifyReply) => reply.type('text/plain').send('OK');
    app.get('/healthz', health);
    if (basePath) app.get(`${basePath}/healthz`, health);

    await app.register(
      async (kernel) => {
        kernel.setErrorHandler(this.sendError(null));
        kernel.addHook('onRoute', this.routes.collector(KERNEL_PLUGIN_ID));
        kernel.addHook('onRequest', this.sharedResponses.serveKept);
        pluginRoutes(kernel, this);
        siteRoutes(kernel, this);
        await fileRoutes(kernel, this);
        renderRoutes(kernel, () => this.kernelContext());
      },
      { prefix: basePath },
    );

    const { serveKept } = this.sharedResponses;
    for (const record of this.registry.list()) {
      const definition = record.server;
      const context = this.contexts.get(record.id);
      if (!definition?.routes || !context || record.problem) continue;
      await app.register(
        async (child) => {
          child.setErrorHandler(this.sendError(record.id));
          child.addHook('onRoute', this.routes.collector(record.id));
          // one hook: a disabled plugin's routes answer 404, a serving one's may answer a kept copy
          child.addHook('onRequest', (request, reply, done) => {
            if (!this.registry.isServing(record.id)) return done(notFound());
            serveKept(request, reply, done);
          });
          try {
            await definition.routes?.(child, context);
          } catch (error) {
            record.problem = { status: 'failed', reason: `routes() failed: ${errorMessage(error)}` };
            this.log.error(`plugin ${record.id} failed to mount its routes`, error);
          }
        },
        { prefix: basePath },
      );
    }

    await webRoutes(app, this);
  }
}
