/**
 * Boots the kernel: services, session and site settings, translations, theme, plugins, then
 * the router. `createKernel` is what `main.tsx` calls and what an integrator embeds.
 */
import { StrictMode, useEffect, useMemo, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { observable, observableRef, reaction, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { INSTALL_API_BASE, KernelContext, editorPoint, kernelPoints, routePoint } from '@answer/sdk';
import type { ExtensionPoint, KernelServices, PluginSetupContext, RouterService, SessionUser, SiteInfo } from '@answer/sdk';
import { BOOT_ELEMENT_ID, KERNEL_VERSION } from '../../sdk/shared/boot';
import type { BootData } from '../../sdk/shared/boot';
import { EventBus } from './bus';
import { FetchHttpClient } from './http/client';
import type { PipelineEffects } from './http/pipeline';
import { KernelI18n, chooseLanguage, createI18nInstance } from './i18n/i18n';
import type { LanguageConfig } from './i18n/i18n';
import { InternalsContext } from './internals';
import type { KernelInternals, SiteStore } from './internals';
import { DEFAULT_PLUGIN_TIMEOUT_MS, loadPlugins } from './plugins/plugin-host';
import type { BuiltinLoaders } from './plugins/plugin-host';
import { PluginStatusStore } from './plugins/status';
import { createSystemImport } from './plugins/system-transport';
import type { ExternalImport } from './plugins/system-transport';
import { ExtensionRegistry } from './registry/registry';
import { buildRoutes } from './router/routes';
import { SessionStore } from './session/session';
import { STORAGE_KEYS, browserStorage } from './storage/storage';
import { ThemeStore, applySiteLook, asScheme, chooseScheme, injectPluginCss } from './theme/theme';
import { FeedbackStore } from './ui/feedback';
import { PlainTextEditor } from './ui/PlainTextEditor';
import 'bootstrap/dist/css/bootstrap.min.css';

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

type Router = ReturnType<typeof createBrowserRouter>;

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
      applySiteLook(siteState.info);
    },
  };
  const current = { isPublic: false };
  const pluginLoad = observable({ settled: false });
  // The router is rebuilt as route contributions arrive; navigation always goes to the one on screen.
  let router: Router | null = null;

  const navigate = (path: string, opts?: { replace?: boolean }) => {
    if (router) void router.navigate(path, opts);
    else if (opts?.replace) window.location.replace(`${basePath}${path}`);
    else window.location.assign(`${basePath}${path}`);
  };
  const routerService: RouterService = Object.freeze({
    basePath,
    href: (path: string) => `${basePath}${path.startsWith('/') ? path : `/${path}`}`,
    navigate,
  });

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
  await i18n.init(chooseLanguage(storage.get<string>(STORAGE_KEYS.language), session.user?.language, interfaceLanguage));

  const theme = new ThemeStore({
    initial: chooseScheme(storage.get<string>(STORAGE_KEYS.colorScheme), session.user?.color_scheme, siteInfo.theme?.color_scheme),
    persist: (scheme) => storage.set(STORAGE_KEYS.colorScheme, scheme),
    matchMedia: typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
  });
  applySiteLook(siteInfo);
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
  root.render(
    <StrictMode>
      <KernelApp
        internals={internals}
        onRouter={(next) => {
          router = next;
        }}
      />
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
      router?.dispose();
      router = null;
    },
  };
}

let routerGeneration = 0;

/**
 * Builds the router from the route contributions committed so far and rebuilds it when that set
 * changes or plugin loading settles (the catch-all turns from a loading state into the 404 page).
 * Re-mounts the page tree on a language switch so every `useT()` picks up the new strings.
 */
const KernelApp = observer(function KernelApp({
  internals,
  onRouter,
}: {
  internals: KernelInternals;
  onRouter: (router: Router) => void;
}) {
  const routeIds = internals.registry
    .get(routePoint)
    .map((route) => route.id)
    .join('\n');
  const key = `${internals.pluginLoad.settled ? 'settled' : 'loading'}\n${routeIds}`;
  const basename = internals.boot.basePath || '/';
  // `key` stands for everything buildRoutes reads that can change after the first paint.
  const { router, generation } = useMemo(
    () => ({ router: createBrowserRouter(buildRoutes(internals), { basename }), generation: (routerGeneration += 1) }),
    [key, internals, basename],
  );

  const previous = useRef<Router | null>(null);
  useEffect(() => {
    onRouter(router);
    // The replaced router still listens to the history; the new one took over the location.
    if (previous.current && previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router, onRouter]);

  return (
    <KernelContext.Provider value={internals.services}>
      <InternalsContext.Provider value={internals}>
        <I18nextProvider i18n={internals.i18n.instance}>
          {/* RouterProvider keeps the state of the router it mounted with: a new router needs a new mount. */}
          <RouterProvider key={`${internals.i18n.language}/${generation}`} router={router} />
        </I18nextProvider>
      </InternalsContext.Provider>
    </KernelContext.Provider>
  );
});

function pluginLogger(pluginId: string): PluginSetupContext['log'] {
  const prefix = `[plugin ${pluginId}]`;
  return {
    info: (message, detail) => console.info(prefix, message, detail ?? ''),
    warn: (message, detail) => console.warn(prefix, message, detail ?? ''),
    error: (message, detail) => console.error(prefix, message, detail ?? ''),
  };
}
