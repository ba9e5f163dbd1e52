import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration, Transaction } from 'kysely';
import type { ServerContext, InstallInput, MarkdownRenderer, Principal } from './context';
import type { ServerEventHandlers } from './events';
import type { ServerQueryHandlers } from './queries';
import type { PageHeadExtra, ServerPage, SitemapSource } from './pages';
import type { ConnectorSource } from './connectors';
import type { UserCenterProvider } from './user-center';
import type { BackgroundJob } from './jobs';
import type { SearchProvider } from './search';

export type { Migration };

/** Resolves the token of a request to the user behind it. Provided by the accounts plugin. */
export interface SessionProvider {
  resolve(token: string): Promise<Principal | null>;
}

/** Creates and checks captcha challenges. Provided by a captcha plugin (captcha_basic). */
export interface CaptchaProvider {
  /** A new challenge: its id and an image (a data URL) to show. */
  create(): Promise<{ captcha_id: string; captcha_img: string }>;
  /** True when `code` answers challenge `id`. A challenge can be checked once, right or wrong. */
  verify(id: string, code: string): Promise<boolean>;
}

/** Server extension points a plugin may provide for (the first serving provider wins). */
export interface ServerProviders {
  session: SessionProvider;
  captcha: CaptchaProvider;
  render: MarkdownRenderer;
  /** An external user centre that may replace the site's log-in and sign-up (see `UserCenterProvider`). */
  userCenter: UserCenterProvider;
  /** A search engine for `GET /search` (see `SearchProvider`); another plugin's wins over search_db's own. */
  search: SearchProvider;
}

export interface InstallContext extends ServerContext {
  readonly input: InstallInput;
  /** The install transaction: write seeds through it so a failed install leaves nothing behind. */
  readonly trx: Transaction<unknown>;
}

export interface ServerPluginDefinition {
  /** Must equal the manifest id. */
  id: string;
  /** Kysely migrations by name, run in name order at install and at start-up. */
  migrations?: Record<string, Migration>;
  /**
   * Mounts the plugin's HTTP routes. `app` is encapsulated to this plugin: the host answers
   * 404 for every route in it while the plugin is disabled. Handlers return the `data` of the
   * envelope; throw `ApiError` for errors.
   */
  routes?: (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>;
  /**
   * Seeds the plugin's defaults once, when the site is installed. A plugin added to a site that
   * is already running gets no install call: create its defaults in a migration instead.
   */
  install?: (ctx: InstallContext) => Promise<void>;
  /** Built once at start-up, with the plugin's context. */
  providers?: (ctx: ServerContext) => Partial<ServerProviders>;
  /** Reactions to other plugins' domain events (see `ServerEvents`). */
  events?: (ctx: ServerContext) => ServerEventHandlers;
  /** Answers to other plugins' queries (see `ServerQueries`). */
  queries?: (ctx: ServerContext) => ServerQueryHandlers;
  /** Pages this plugin renders on the server (see `ServerPage`), built once at start-up. */
  pages?: (ctx: ServerContext) => ServerPage[];
  /** Addresses this plugin adds to `/sitemap.xml` (see `SitemapSource`). */
  sitemap?: (ctx: ServerContext) => SitemapSource[];
  /** Additions to the head of every server-rendered page (see `PageHeadExtra`). */
  pageHead?: (ctx: ServerContext) => PageHeadExtra;
  /** The log-in connectors this plugin serves (see `Connector`), built once at start-up and read per call. */
  connectors?: (ctx: ServerContext) => ConnectorSource;
  /** Background work the host runs on an interval while the plugin serves (see `BackgroundJob`), built once at start-up. */
  jobs?: (ctx: ServerContext) => BackgroundJob[];
  /**
   * Checks a member's own settings (manifest `userConfig`) beyond their schema before
   * `PUT /user/plugin/config` saves them: throw `fieldErrors(...)` to refuse (nothing is saved).
   * Runs outside any transaction, after the schema validation.
   */
  checkUserConfig?: (ctx: ServerContext, input: UserConfigCheckInput) => Promise<void>;
}

/** What `checkUserConfig` is given: the member saving and the values as they would be stored. */
export interface UserConfigCheckInput {
  user_id: string;
  /** The request language, for messages. */
  lang: string;
  /** Validated values, defaults filled and kept secrets merged in. */
  values: Record<string, unknown>;
}

export const SERVER_PLUGIN_TYPE = 'answer.server-plugin';

export interface ServerPluginModule extends ServerPluginDefinition {
  readonly $$type: typeof SERVER_PLUGIN_TYPE;
}

export function defineServerPlugin(definition: ServerPluginDefinition): ServerPluginModule {
  return Object.freeze({ ...definition, $$type: SERVER_PLUGIN_TYPE });
}

export function isServerPluginModule(value: unknown): value is ServerPluginModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { $$type?: unknown }).$$type === SERVER_PLUGIN_TYPE &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/** Convenience for typed queries: `db<MyTables>(ctx)`. */
export function typedDb<T>(ctx: ServerContext): Kysely<T> {
  return ctx.database<T>();
}
