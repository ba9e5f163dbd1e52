import type { Contribution } from './extension';
import type { HttpClient, KernelServices, RouterService, SessionView } from './services';

export type TranslationTree = { [key: string]: string | TranslationTree };

export interface PluginLogger {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** The only door into the kernel during setup. */
export interface PluginSetupContext {
  readonly pluginId: string;
  readonly session: SessionView;
  readonly http: HttpClient;
  readonly router: RouterService;
  /** Translator fixed to the plugin's namespace. */
  readonly t: (key: string, options?: Record<string, unknown>) => string;
  /** The plugin's public config values. */
  readonly config: Record<string, unknown>;
  readonly log: PluginLogger;
  /** Every kernel service (theme, i18n, site settings...) for plugins that react to them. */
  readonly kernel: KernelServices;
}

export type SetupResult = void | (() => void);

export interface PluginDefinition {
  /** Must equal the manifest id. */
  id: string;
  /** A static list, so admin can list contributions and the kernel can check them before use. */
  contributions: Contribution[];
  /** Optional translations bundled with the code, by locale; the host serves the plugin's `i18n/` folder anyway. */
  locales?: Partial<Record<string, TranslationTree>>;
  setup?: (ctx: PluginSetupContext) => SetupResult | Promise<SetupResult>;
}

export const PLUGIN_MODULE_TYPE = 'answer.plugin';

export interface PluginModule extends PluginDefinition {
  readonly $$type: typeof PLUGIN_MODULE_TYPE;
}

export function definePlugin(definition: PluginDefinition): PluginModule {
  return Object.freeze({ ...definition, $$type: PLUGIN_MODULE_TYPE });
}

export function isPluginModule(value: unknown): value is PluginModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { $$type?: unknown }).$$type === PLUGIN_MODULE_TYPE &&
    typeof (value as { id?: unknown }).id === 'string' &&
    Array.isArray((value as { contributions?: unknown }).contributions)
  );
}
