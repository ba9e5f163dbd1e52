/**
 * What the plugins' server halves give the host besides routes: providers (sessions, captcha,
 * rendering), event handlers and query answers. Collected once at start-up; whether each one
 * counts is decided per call by whether its plugin is serving now.
 */
import type {
  CaptchaProvider,
  MarkdownRenderer,
  PageHeadExtra,
  QueryDelivery,
  ServerPage,
  SitemapSource,
  ServerContext,
  ServerEventHandlers,
  ServerEventName,
  ServerEvents,
  ServerQueryHandlers,
  ServerQueryInput,
  ServerQueryName,
  ServerQueryOutput,
  SearchProvider,
  SessionProvider,
  UserCenterProvider,
} from '@answer/sdk/server';
import type { Transaction } from 'kysely';
import { errorMessage, loadServerHalf } from './loader';
import type { ConnectorSourceEntry } from './connectors';
import type { PluginRegistry } from './registry';

export interface Provided<T> {
  pluginId: string;
  provider: T;
}

type AnyQueryHandler = (input: unknown, delivery: QueryDelivery) => Promise<unknown>;

/** What a query handler is told when no transaction is open; asked on nearly every request, so made once. */
const OUTSIDE_TRANSACTION = Object.freeze({ trx: null });

export class PluginExtensions {
  private readonly sessionProviders: Provided<SessionProvider>[] = [];
  private readonly captchaProviders: Provided<CaptchaProvider>[] = [];
  private readonly renderProviders: Provided<MarkdownRenderer>[] = [];
  private readonly userCenterProviders: Provided<UserCenterProvider>[] = [];
  private readonly searchProviders: Provided<SearchProvider>[] = [];
  private readonly eventHandlers: { pluginId: string; handlers: ServerEventHandlers }[] = [];
  /** Each query's handlers in plugin order: asked on nearly every request, so found by name, not by a walk over every plugin. */
  private readonly queryHandlers = new Map<string, { pluginId: string; handler: AnyQueryHandler }[]>();
  private readonly pageEntries: Provided<ServerPage>[] = [];
  private readonly sitemapEntries: Provided<SitemapSource>[] = [];
  private readonly headEntries: Provided<PageHeadExtra>[] = [];
  private readonly connectorSources: ConnectorSourceEntry[] = [];
  /** The host's own handlers, delivered before any plugin's whatever is enabled. */
  private readonly hostHandlers: ServerEventHandlers[] = [];
  /** Each loaded plugin's context, by plugin id. */
  readonly contexts = new Map<string, ServerContext>();

  constructor(private readonly registry: PluginRegistry) {}

  /** Loads every plugin's server half and takes what it provides; a plugin that fails is marked, not fatal. */
  async load(contextFor: (pluginId: string) => ServerContext): Promise<void> {
    for (const record of this.registry.list()) {
      record.server = await loadServerHalf(record);
      if (!record.server) continue;
      const context = contextFor(record.id);
      this.contexts.set(record.id, context);
      try {
        const provided = record.server.providers?.(context) ?? {};
        if (provided.session) this.sessionProviders.push({ pluginId: record.id, provider: provided.session });
        if (provided.captcha) this.captchaProviders.push({ pluginId: record.id, provider: provided.captcha });
        if (provided.render) this.renderProviders.push({ pluginId: record.id, provider: provided.render });
        if (provided.userCenter) this.userCenterProviders.push({ pluginId: record.id, provider: provided.userCenter });
        if (provided.search) this.searchProviders.push({ pluginId: record.id, provider: provided.search });
        const handlers = record.server.events?.(context);
        if (handlers) this.eventHandlers.push({ pluginId: record.id, handlers });
        const answers = record.server.queries?.(context);
        if (answers) this.addQueryHandlers(record.id, answers);
        for (const page of record.server.pages?.(context) ?? []) this.pageEntries.push({ pluginId: record.id, provider: page });
        for (const source of record.server.sitemap?.(context) ?? []) this.sitemapEntries.push({ pluginId: record.id, provider: source });
        const head = record.server.pageHead?.(context);
        if (head) this.headEntries.push({ pluginId: record.id, provider: head });
        const connectors = record.server.connectors?.(context);
        if (connectors) this.connectorSources.push({ pluginId: record.id, source: connectors });
      } catch (error) {
        record.problem = { status: 'failed', reason: `providers() failed: ${errorMessage(error)}` };
      }
    }
  }

  session(): SessionProvider | null {
    return this.serving(this.sessionProviders);
  }

  captcha(): CaptchaProvider | null {
    return this.serving(this.captchaProviders);
  }

  render(): MarkdownRenderer | null {
    return this.serving(this.renderProviders);
  }

  /** The user-centre providers of the plugins serving now, in plugin order (the first that describes itself wins). */
  userCenters(): Provided<UserCenterProvider>[] {
    return this.userCenterProviders.filter((entry) => this.registry.isServing(entry.pluginId));
  }

  /** The search providers of the plugins serving now, in plugin order. */
  searches(): Provided<SearchProvider>[] {
    return this.searchProviders.filter((entry) => this.registry.isServing(entry.pluginId));
  }

  /** The server-rendered pages of the plugins serving now, with their owners. */
  pages(): { pluginId: string; page: ServerPage }[] {
    return this.pageEntries.filter((entry) => this.registry.isServing(entry.pluginId)).map((entry) => ({ pluginId: entry.pluginId, page: entry.provider }));
  }

  /** What the plugins serving now add to the sitemap, in plugin order. */
  sitemapSources(): SitemapSource[] {
    return this.allServing(this.sitemapEntries);
  }

  /** The connector sources of the plugins serving now, in plugin order. */
  servingConnectorSources(): ConnectorSourceEntry[] {
    return this.connectorSources.filter((entry) => this.registry.isServing(entry.pluginId));
  }

  /** What the plugins serving now add to every server-rendered page's head. */
  pageHeadExtras(): PageHeadExtra[] {
    return this.allServing(this.headEntries);
  }

  /** Adds handlers of the host itself (cleaning its own tables), which no plugin state switches off. */
  listen(handlers: ServerEventHandlers): void {
    this.hostHandlers.push(handlers);
  }

  /** Hands a domain event to the host's handlers, then each serving plugin that handles it, in plugin order. */
  async deliver<K extends ServerEventName>(name: K, payload: ServerEvents[K], trx?: Transaction<unknown>): Promise<void> {
    for (const handlers of this.hostHandlers) await handlers[name]?.(payload, { trx: trx ?? null });
    for (const entry of this.eventHandlers) {
      const handler = entry.handlers[name];
      if (!handler || !this.registry.isServing(entry.pluginId)) continue;
      await handler(payload, { trx: trx ?? null });
    }
  }

  async ask<K extends ServerQueryName>(name: K, input: ServerQueryInput<K>, trx?: Transaction<unknown>): Promise<ServerQueryOutput<K>[]> {
    const answers: ServerQueryOutput<K>[] = [];
    for (const entry of this.queryHandlers.get(name) ?? []) {
      if (!this.registry.isServing(entry.pluginId)) continue;
      // the entry was filed under `name` from a handlers object typed by query name
      answers.push((await entry.handler(input, trx ? { trx } : OUTSIDE_TRANSACTION)) as ServerQueryOutput<K>);
    }
    return answers;
  }

  private addQueryHandlers(pluginId: string, handlers: ServerQueryHandlers): void {
    for (const [name, handler] of Object.entries(handlers) as [string, AnyQueryHandler | undefined][]) {
      if (!handler) continue;
      const entries = this.queryHandlers.get(name) ?? [];
      entries.push({ pluginId, handler });
      this.queryHandlers.set(name, entries);
    }
  }

  private allServing<T>(providers: Provided<T>[]): T[] {
    return providers.filter((entry) => this.registry.isServing(entry.pluginId)).map((entry) => entry.provider);
  }

  /** The provider of the first plugin in the list that is serving now. */
  private serving<T>(providers: Provided<T>[]): T | null {
    return providers.find((entry) => this.registry.isServing(entry.pluginId))?.provider ?? null;
  }
}
