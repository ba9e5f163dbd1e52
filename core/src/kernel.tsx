/**
 * Boots the kernel: services, session and site settings, translations, theme, plugins, then
 * the router. `createKernel` is what `boot.tsx` calls and what an integrator embeds.
 */
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { observable, observableRef, reaction, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { INSTALL_API_BASE, KernelContext, editorPoint, kernelPoints, routePoint } from '@answer/sdk';
import type { ExtensionPoint, KernelServices, PluginSetupContext, RouterService, SessionUser, SiteInfo } from '@answer/sdk';
import { BOOT_ELEMENT_ID, KERNEL_VERSION } from '../../sdk/shared/boot';
import type { BootData } from '../../sdk/shared/boot';
import { EventBus } from './bus';
import { FetchHttpClient } from './http/client';
import { Preloads } from './http/preload';
import type { PipelineEffects } from './http/pipeline';
import { DEFAULT_LANGUAGE, KernelI18n, chooseLanguage, createI18nInstance } from './i18n/i18n';
import type { LanguageConfig } from './i18n/i18n';
import { InternalsContext } from './internals';
import type { KernelInternals, SiteStore } from './internals';
import { DEFAULT_PLUGIN_TIMEOUT_MS, loadPlugins } from './plugins/plugin-host';
import type { BuiltinLoaders } from './plugins/plugin-host';
import { PluginStatusStore } from './plugins/status';
import { createSystemImport } from './plugins/system-transport';
import type { ExternalImport } from './plugins/system-transport';
import { ExtensionRegistry } from './registry/registry';
import { createKernelHistory } from './router/history';
import type { KernelHistory } from './router/history';
import { buildRoutes } from './router/routes';
import { SessionStore } from './session/session';
import { STORAGE_KEYS, browserStorage } from './storage/storage';
import { ThemeStore, applySiteLook, asScheme, chooseScheme, injectPluginCss } from './theme/theme';
import { applySiteIcons } from './layout/site';
import { FeedbackStore } from './ui/feedback';
import { PlainTextEditor } from './ui/PlainTextEditor';
import { stillLoading } from './ui/still-loading';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './theme/readable.css';

export interface KernelOptions {
  /** The element the site renders into. */
  mount: HTMLElement;
  /** Base of relative API paths; `<basePath>/answer/api/v1` by default. */
  apiBase?: string;
  /** '' or '/community'; taken from the boot data when not given. */
  basePath?: string;
  /** The host's boot data; read from `<script id="answer-boot">` when not given. */
  boot?: BootData;
  /** Built-in plugin loaders (`virtual:answer/builtins`). */
  builtins?: BuiltinLoaders;
  /** How external plugins are imported; SystemJS by default. */
  importExternal?: ExternalImport;
  /** Per-plugin load and setup timeout. */
  pluginTimeoutMs?: number;
  /**
   * How long the first paint waits for plugins still loading. The site renders when every load
   * has settled or this has passed, whichever comes first; later contributions appear as they commit.
   */
  firstPaintWaitMs?: number;
}

/** Long enough for plugins on a normal connection, short enough that one stuck plugin is not a blank site. */
export const DEFAULT_FIRST_PAINT_WAIT_MS = 1_500;

export interface Kernel {
  readonly services: KernelServices;
  unmount(): void;
}

export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  const fallback: BootData = { mode: 'run', basePath: '', kernelVersion: KERNEL_VERSION, plugins: [] };
  if (!element?.textContent) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(element.textContent) as Partial<BootData>) };
  } catch {
    return fallback;
  }
}

export function isSafeMode(search: string): boolean {
  return new URLSearchParams(search).get('safe_mode') === 'no_plugins';
}

function currentPath(basePath: string): string {
  const { pathname, search } = window.location;
  const path = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  return `${path}${search}`;
}

export async function createKernel(options: KernelOptions): Promise<Kernel> {
  const loaded = options.boot ?? readBootData();
  const boot: BootData = { ...loaded, basePath: (options.basePath ?? loaded.basePath ?? '').replace(/\/+$/, '') };
  const basePath = boot.basePath;
  const storage = browserStorage();
  const bus = new EventBus();
  const feedback = new FeedbackStore();
  const status = new PluginStatusStore();
  const registry = new ExtensionRegistry(kernelPoints as unknown as ExtensionPoint<unknown>[], {
    isFailed: (id) => status.isFailed(id),
  });
  registry.setDefault(editorPoint, PlainTextEditor);
  const siteState = observable({ info: {} as SiteInfo }, { info: observableRef });
  const loadSiteInfo = () => http.get<SiteInfo>('/siteinfo');
  const site: SiteStore = {
    get info() {
      return siteState.info;
    },
    async reload() {
      const info = await loadSiteInfo();
      runInAction(() => {
        siteState.info = info ?? {};
      });
    },
  };
  const current = { isPublic: false };
  const pluginLoad = observable({ settled: false });
  leaveWebCache(basePath);
  const preloads = Preloads.fromDocument(document);
  // One history for the kernel's lifetime: the route table changes as plugins arrive, the history does not.
  const history = createKernelHistory();
  const href = (path: string) => `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
  const navigate = (path: string, opts?: { replace?: boolean }) => {
    if (opts?.replace) history.replace(href(path));
    else history.push(href(path));
  };
  const router: RouterService = {
    basePath,
    href,
    navigate,
    block: (check, onBlocked) => history.block(check, onBlocked),
  };
  const routerService = Object.freeze(router);

  // The session and i18n need the client and the client needs them: late-bound through closures.
  let session: SessionStore | null = null;
  let i18n: KernelI18n | null = null;
  const effects: PipelineEffects = {
    navigate,
    toast: (message) => feedback.toast(message, 'danger'),
    modal: (message, kind) => feedback.dialog(message, kind),
    showErrorPage: (code) => feedback.showErrorPage(code),
    clearSession: () => session?.clear(),
    clearUser: () => session?.clearUser(),
    saveReturnPath: () => session?.saveReturnPath(currentPath(basePath)),
    isPublicPage: () => current.isPublic,
    // once: every call refused meanwhile says the same
    maintenance: () => {
      if (site.info.maintenance?.enabled !== true) void site.reload().catch(() => undefined);
    },
    emit: (event, detail) => bus.emit(event, detail),
    schedule: (task, ms) => void setTimeout(task, ms),
    log: (message, detail) => console.error(`[http] ${message}`, detail),
  };
  const http = new FetchHttpClient({
    basePath,
    apiBase: options.apiBase,
    getToken: () => session?.token ?? '',
    getLanguage: () => i18n?.language ?? 'en_US',
    effects,
    preloads,
    origin: window.location.origin,
  });
  // answers the page brought along are for its first reads only
  const stopDroppingPreloads = history.listen(() => {
    preloads.clear();
    stopDroppingPreloads();
  });

  session = new SessionStore({
    storage,
    fetchUser: () => http.get<SessionUser | null>('/user/info', { ignore50x: true }),
  });
  // Relative paths: the client puts the base path (and the API base) in front.
  const languageConfigPath = boot.mode === 'install' ? `${INSTALL_API_BASE}/language/config` : '/language/config';
  i18n = new KernelI18n(
    createI18nInstance(),
    (lang) => http.get<LanguageConfig>(languageConfigPath, { query: { lang }, passingError: true }),
    (lang) => storage.set(STORAGE_KEYS.language, lang),
  );

  // The language is usually this browser's choice or English: fetched meanwhile, not after the settings.
  i18n.prefetch(storage.get<string>(STORAGE_KEYS.language) || DEFAULT_LANGUAGE);
  // Settings and the user first: guards, language and theme depend on them.
  if (boot.mode === 'run') {
    const [info] = await Promise.all([
      loadSiteInfo().catch(() => null),
      session.refresh(true).catch((error: unknown) => console.error('[session] could not load the user', error)),
    ]);
    runInAction(() => {
      siteState.info = info ?? {};
    });
  }
  const siteInfo = site.info;
  const interfaceLanguage = (siteInfo.interface as { language?: string } | undefined)?.language;
  // Fetches the language's strings (en_US too: built-in plugins bundle none) before any page renders.
  await i18n.init(chooseLanguage(storage.get<string>(STORAGE_KEYS.language), session.user?.language, interfaceLanguage));

  const theme = new ThemeStore({
    initial: chooseScheme(storage.get<string>(STORAGE_KEYS.colorScheme), session.user?.color_scheme, siteInfo.theme?.color_scheme),
    persist: (scheme) => storage.set(STORAGE_KEYS.colorScheme, scheme),
    matchMedia: typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
  });
  const siteLook = { customCssHref: href('/custom.css') };
  // Saved settings take effect at once in this browser: the look is put in again, and visitors
  // who chose no scheme (nor their account) follow the site's.
  const stopFollowingSite = reaction(
    () => siteState.info,
    (info) => {
      applySiteLook(info, document, siteLook);
      applySiteIcons(info);
      theme.useScheme(chooseScheme(storage.get<string>(STORAGE_KEYS.colorScheme), session?.user?.color_scheme, info.theme?.color_scheme));
    },
  );
  applySiteLook(siteInfo, document, siteLook);
  applySiteIcons(siteInfo);
  // Logging in brings the account's own language and colour scheme along.
  const kernelSessionForPrefs = session;
  const kernelI18nForPrefs = i18n;
  const stopFollowingAccount = reaction(
    () => kernelSessionForPrefs.user?.id ?? '',
    (id) => {
      const user = kernelSessionForPrefs.user;
      if (!id || !user) return;
      if (user.language && user.language !== 'Default' && user.language !== kernelI18nForPrefs.language) void kernelI18nForPrefs.changeLanguage(user.language);
      const scheme = asScheme(user.color_scheme);
      if (scheme && scheme !== theme.scheme) theme.setScheme(scheme);
    },
  );

  const names = new Map(boot.plugins.map((plugin) => [plugin.id, plugin.name]));
  const configs = new Map(boot.plugins.map((plugin) => [plugin.id, plugin.config ?? {}]));
  const services: KernelServices = Object.freeze({
    session,
    http,
    router: routerService,
    notify: feedback,
    theme,
    i18n,
    site,
    plugins: status,
    extensions: registry.view(),
    storage,
    pluginConfig: (id: string) => configs.get(id) ?? {},
  });

  const kernelI18n = i18n;
  const kernelSession = session;
  let cleanups: { id: string; run: () => void }[] = [];
  const loading = loadPlugins(boot.plugins, {
    kernelVersion: boot.kernelVersion || KERNEL_VERSION,
    builtins: options.builtins ?? {},
    importExternal: options.importExternal ?? createSystemImport(),
    registry,
    status,
    timeoutMs: options.pluginTimeoutMs ?? DEFAULT_PLUGIN_TIMEOUT_MS,
    safeMode: isSafeMode(window.location.search),
    injectCss: (id, urls) => injectPluginCss(id, urls),
    addLocales: (id, locales) => {
      for (const [language, tree] of Object.entries(locales)) if (tree) kernelI18n.addBundle(language, id, tree);
    },
    createContext: (plugin): PluginSetupContext => ({
      pluginId: plugin.id,
      session: kernelSession,
      http,
      router: routerService,
      t: kernelI18n.fixedT(plugin.id),
      config: plugin.config ?? {},
      log: pluginLogger(plugin.id),
      kernel: services,
    }),
    log: (message, detail) => console.error(`[plugins] ${message}`, detail),
  })
    .then((loaded) => {
      cleanups = loaded.flatMap((plugin) => (plugin.cleanup ? [{ id: plugin.id, run: plugin.cleanup }] : []));
    })
    .catch((error: unknown) => console.error('[plugins] loading stopped', error))
    .finally(() =>
      runInAction(() => {
        pluginLoad.settled = true;
      }),
    );
  // One slow plugin must not blank the site: paint once everything settled or the wait is over.
  let firstPaintTimer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    loading,
    new Promise<void>((resolve) => {
      firstPaintTimer = setTimeout(resolve, options.firstPaintWaitMs ?? DEFAULT_FIRST_PAINT_WAIT_MS);
    }),
  ]);
  clearTimeout(firstPaintTimer);

  const internals: KernelInternals = {
    boot,
    services,
    registry,
    status,
    session,
    feedback,
    theme,
    i18n,
    bus,
    site,
    pluginLoad,
    current,
    pluginName: (id) => names.get(id) || id,
  };
  const root: Root = createRoot(options.mount);
  const serverRendered = document.getElementById(SSR_ELEMENT_ID);
  if (serverRendered && !options.mount.contains(serverRendered)) takeOver(options.mount, serverRendered, () => http.pending > 0 || stillLoading());
  root.render(
    <StrictMode>
      <KernelApp internals={internals} history={history} />
    </StrictMode>,
  );
  return {
    services,
    unmount: () => {
      root.unmount();
      // What a plugin's setup started (subscriptions, timers) ends with the kernel that ran it.
      for (const cleanup of cleanups) {
        try {
          cleanup.run();
        } catch (error) {
          console.error(`[plugin ${cleanup.id}] cleanup failed`, error);
        }
      }
      cleanups = [];
      stopFollowingAccount();
      stopFollowingSite();
      history.dispose();
    },
  };
}

/** The server-rendered page the host sent (`host/src/web/ssr/document.ts`). */
const SSR_ELEMENT_ID = 'answer-ssr';
/** Quiet checks in a row (nothing loading) before the app replaces the server-rendered page. */
const QUIET_CHECKS = 3;
const CHECK_INTERVAL_MS = 16;
/** However long the app keeps loading, the page becomes the app's after this. */
const TAKE_OVER_MAX_MS = 5_000;

/**
 * Keeps the server-rendered page in view while the app renders out of sight, and swaps them once
 * the app shows the page without a spinner: the reader never sees a blank or a loading state.
 */
function takeOver(mount: HTMLElement, serverRendered: HTMLElement, loading: () => boolean): void {
  mount.hidden = true;
  const started = Date.now();
  let quiet = 0;
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    serverRendered.remove();
    mount.hidden = false;
  };
  const check = () => {
    if (swapped) return;
    quiet = loading() ? 0 : quiet + 1;
    if (quiet < QUIET_CHECKS && Date.now() - started < TAKE_OVER_MAX_MS) {
      setTimeout(check, CHECK_INTERVAL_MS);
      return;
    }
    swap();
  };
  setTimeout(check, CHECK_INTERVAL_MS);
  // the bound holds on its own: a browser journey once found the checks stopped with the app
  // rendered out of sight, its page's timers still firing
  setTimeout(swap, TAKE_OVER_MAX_MS + CHECK_INTERVAL_MS);
}

/**
 * A copy of a page kept by a web cache (`?q=cache:https://site/questions/1`) is shown at the
 * cache's own address: the app goes to the page the copy is of (spec section 2).
 */
function leaveWebCache(basePath: string): void {
  const cached = new URLSearchParams(window.location.search).get('q');
  if (!cached || !/^cache:https?:\/\//i.test(cached)) return;
  try {
    const original = new URL(cached.slice('cache:'.length));
    const path = basePath && !original.pathname.startsWith(basePath) ? `${basePath}${original.pathname}` : original.pathname;
    window.history.replaceState(window.history.state, '', `${path}${original.search}${original.hash}`);
  } catch {
    // not an address: the page stays where it is
  }
}

/**
 * Builds the route table from the route contributions committed so far and rebuilds it when that
 * set changes or plugin loading settles (the catch-all turns from a loading state into the 404
 * page). Re-mounts the page tree on a language switch so every `useT()` picks up the new strings.
 */
const KernelApp = observer(function KernelApp({ internals, history }: { internals: KernelInternals; history: KernelHistory }) {
  const routeIds = internals.registry
    .get(routePoint)
    .map((route) => route.id)
    .join('\n');
  const key = `${internals.pluginLoad.settled ? 'settled' : 'loading'}\n${routeIds}`;
  const basename = internals.boot.basePath || '/';
  // `key` stands for everything buildRoutes reads that can change after the first paint.
  const routes = useMemo(() => buildRoutes(internals), [key, internals]);

  return (
    <KernelContext.Provider value={internals.services}>
      <InternalsContext.Provider value={internals}>
        <HistoryRouter history={history} basename={basename}>
          <KernelRoutes key={internals.i18n.language} routes={routes} />
        </HistoryRouter>
      </InternalsContext.Provider>
    </KernelContext.Provider>
  );
});

function KernelRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function pluginLogger(pluginId: string): PluginSetupContext['log'] {
  const prefix = `[plugin ${pluginId}]`;
  return {
    info: (message, detail) => console.info(prefix, message, detail ?? ''),
    warn: (message, detail) => console.warn(prefix, message, detail ?? ''),
    error: (message, detail) => console.error(prefix, message, detail ?? ''),
  };
}
