/**
 * The services the kernel hands to plugins. Plugins see only these interfaces; the kernel
 * injects the implementations at boot (the sdk never imports the kernel).
 */
import type { RegisteredContribution, ExtensionPoint } from './extension';

/** The logged user as `GET /answer/api/v1/user/info` returns it (spec section 3). */
export interface SessionUser {
  id: string;
  username: string;
  display_name: string;
  e_mail?: string;
  avatar?: unknown;
  rank: number;
  bio?: string;
  bio_html?: string;
  location?: string;
  website?: string;
  /** normal | suspended | deleted | inactive */
  status: string;
  /** 1 activated, 2 not activated */
  mail_status: number;
  language?: string;
  /** default | light | dark | system; `default` follows the site setting */
  color_scheme?: string;
  is_admin?: boolean;
  have_password?: boolean;
  /** 1 user, 2 admin, 3 moderator */
  role_id: number;
  access_token?: string;
}

/** Read-only view of the session with the derived login states of spec section 4. */
export interface SessionView {
  readonly token: string;
  readonly user: SessionUser | null;
  readonly isLoggedIn: boolean;
  readonly isActivated: boolean;
  readonly isForbidden: boolean;
  readonly isNormal: boolean;
  readonly isAdmin: boolean;
  readonly isModerator: boolean;
  /** Stores a fresh token, reloads the user and returns where to go next. */
  loginWithToken(token: string): Promise<string>;
  /** Forgets the token and the user locally. */
  clear(): void;
  /** Remembers `path` to come back to after logging in (not the login and sign-up pages). */
  saveReturnPath(path: string): void;
  /** Reloads the user; skipped if the last load was under 10 s ago unless forced. */
  refresh(force?: boolean): Promise<void>;
}

export interface FieldError {
  error_field: string;
  error_msg: string;
}

/** What a failed call rejects with (spec section 8, "passed to the caller as {code, msg, data}"). */
export class ApiError extends Error {
  readonly code: number;
  readonly reason: string;
  readonly data: unknown;
  /** Field errors, when the server answered 400 with a list. */
  readonly list: FieldError[];
  constructor(code: number, msg: string, data: unknown = null, reason = '') {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.reason = reason;
    this.data = data;
    this.list = Array.isArray(data) ? (data as FieldError[]) : [];
  }
  get isError(): boolean {
    return this.list.length > 0;
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Show the 404 page on a 404 answer (unless on a public page). */
  allow404?: boolean;
  /** Do not show the 50X page on a server error. */
  ignore50x?: boolean;
  /** Hand every error to the caller without kernel handling (toast, modal, redirects). */
  passingError?: boolean;
  signal?: AbortSignal;
}

export interface HttpClient {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

/** Where a navigation inside the site goes (the path includes the base path). */
export interface NavigationTarget {
  pathname: string;
  search: string;
  hash: string;
}

/** A navigation held back by a blocker: carry it out, or stay. */
export interface BlockedNavigation {
  proceed(): void;
  reset(): void;
}

export interface RouterService {
  readonly basePath: string;
  /** Path with the base path in front, for links and redirects. */
  href(path: string): string;
  navigate(path: string, options?: { replace?: boolean }): void;
  /**
   * Holds back every navigation inside the site (links, `navigate`, back and forward) while
   * `check(next)` answers true, and hands it to `onBlocked`. Returns the function that removes
   * the blocker. `<UnsavedChangesPrompt>` is built on it.
   */
  block(check: (next: NavigationTarget) => boolean, onBlocked: (navigation: BlockedNavigation) => void): () => void;
}

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export interface NotifyService {
  toast(message: string, variant?: ToastVariant): void;
  /**
   * Shows the kernel's 403 or 404 page in place of the current page until the next navigation,
   * for an address the page itself finds names nothing (a profile tab no plugin adds) where no
   * request answered 404. The kernel resets it when the address changes, after the new page's
   * own effects ran: call it once the page has settled (after a request, or from a zero-delay
   * timer set in an effect).
   */
  showErrorPage(code: '403' | '404'): void;
}

export type PluginStatus = 'loading' | 'active' | 'failed' | 'incompatible' | 'disabled';

export interface PluginStatusEntry {
  id: string;
  status: PluginStatus;
  reason?: string;
}

export interface PluginStatusView {
  get(id: string): PluginStatusEntry | undefined;
  all(): PluginStatusEntry[];
}

export type ColorScheme = 'light' | 'dark' | 'system';

export interface ThemeService {
  /** The scheme chosen by the visitor, or the site default. */
  readonly scheme: ColorScheme;
  /** What is shown now (system resolved to light or dark). */
  readonly effective: 'light' | 'dark';
  setScheme(scheme: ColorScheme): void;
}

export interface I18nService {
  readonly language: string;
  t(key: string, options?: Record<string, unknown>): string;
  changeLanguage(language: string): Promise<void>;
}

/** Site settings from `GET /answer/api/v1/siteinfo`; blocks as Answer names them. */
export type SiteInfo = Record<string, unknown> & {
  general?: { name?: string; description?: string; short_description?: string; site_url?: string; contact_email?: string };
  interface?: { language?: string; time_zone?: string };
  branding?: { logo?: string; mobile_logo?: string; square_icon?: string; favicon?: string };
  login?: {
    allow_new_registrations?: boolean;
    login_required?: boolean;
    allow_email_registrations?: boolean;
    allow_password_login?: boolean;
    allow_email_domains?: string[];
  };
  site_users?: {
    default_avatar?: 'system' | 'gravatar';
    gravatar_base_url?: string;
    allow_update_display_name?: boolean;
    allow_update_username?: boolean;
    allow_update_avatar?: boolean;
    allow_update_bio?: boolean;
    allow_update_website?: boolean;
    allow_update_location?: boolean;
  };
  theme?: { color_scheme?: string; theme?: string; theme_config?: Record<string, { navbar_style?: string; primary_color?: string }> };
  custom_css_html?: { custom_css?: string; custom_head?: string; custom_header?: string; custom_footer?: string; custom_sidebar?: string };
  site_seo?: { permalink?: number; robots?: string };
  /** Maintenance mode (this site's own block): while enabled only admins use the site. */
  maintenance?: { enabled?: boolean; message?: string };
};

export interface SiteService {
  /** The settings as last loaded (observable: components re-render when they change). */
  readonly info: SiteInfo;
  /** Loads `GET /siteinfo` again, so a saved admin setting takes effect without a page load. */
  reload(): Promise<void>;
}

export interface ExtensionsView {
  /** The accepted contributions of a point: stack ordered, keyed one per key, single at most one. */
  get<T>(point: ExtensionPoint<T>): RegisteredContribution<T>[];
}

/**
 * The browser's local storage with expiry (7 days unless told otherwise), as Answer keeps drafts:
 * `_a_dq_` question draft, `_a_da_` answer draft. Expired entries read as absent.
 */
export interface LocalStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
}

export interface KernelServices {
  readonly session: SessionView;
  readonly http: HttpClient;
  readonly router: RouterService;
  readonly notify: NotifyService;
  readonly theme: ThemeService;
  readonly i18n: I18nService;
  readonly site: SiteService;
  readonly plugins: PluginStatusView;
  readonly extensions: ExtensionsView;
  readonly storage: LocalStore;
  /** Public config values of a plugin (those its schema marks with `x-expose: client`). */
  pluginConfig(pluginId: string): Record<string, unknown>;
}
