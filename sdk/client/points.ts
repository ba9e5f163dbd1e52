/**
 * The kernel's extension points. Each token states its cardinality; the value type is what a
 * plugin hands over. Plugins may define their own points with `defineExtensionPoint`, using
 * ids of the form `<pluginId>/<name>`.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from './extension';
import type { SessionView, SiteInfo } from './services';

export type LayoutName = 'main' | 'side-nav' | 'admin' | 'bare';

/**
 * Route guards of spec section 4, checked in order before a route renders:
 * - `loggedIn`: guests go to login (the current path is saved first).
 * - `notLoggedIn`: logged-in users go home (guest-only pages such as login).
 * - `activated`: a logged-in user whose email is not verified goes to the inactive page.
 * - `notActivated`: an activated user goes home (activation pages).
 * - `admin`: everyone but admins sees the 403 page.
 * - `adminOrModerator`: everyone but admins and moderators sees the 403 page.
 */
export type GuardName = 'loggedIn' | 'notLoggedIn' | 'activated' | 'notActivated' | 'admin' | 'adminOrModerator';

/** What a route's own `check` sees. */
export interface RouteCheckInput {
  session: SessionView;
  site: SiteInfo;
}

/** `allow`, the 403 page, or a redirect (replacing the history entry). */
export type RouteCheckResult = 'allow' | 'forbidden' | { redirect: string };

export interface RouteContribution {
  /** Path under the base path, react-router syntax (`/questions/:qid`). */
  path: string;
  layout: LayoutName;
  guards?: GuardName[];
  /** Reachable when the site requires login (login, recovery and other account pages). */
  public?: boolean;
  /** A rule of the page's own, run after `guards` (sign-up only while registrations are open). */
  check?: (input: RouteCheckInput) => RouteCheckResult;
  /** Loaded on first visit, so each page is its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /** Key in the plugin's namespace for the document title. */
  titleKey?: string;
}

/** keyed by path: the pages of the site. */
export const routePoint = defineExtensionPoint<RouteContribution>({
  id: 'kernel/route',
  cardinality: 'keyed',
  keyOf: (route) => route.path,
});

/** Where a navigation link sits: the members' pages, or under the "Moderation" heading (review, admin). */
export type NavItemGroup = 'main' | 'moderation';

export interface NavItemContribution {
  labelKey: string;
  to: string;
  order?: number;
  /** Hide the item for some sessions (for example staff-only links). */
  visible?: (session: SessionView) => boolean;
  /** A Bootstrap Icons name (`tags-fill`), shown before the label in the side navigation. */
  icon?: string;
  /** `main` when absent. */
  group?: NavItemGroup;
  /**
   * Other pages (react-router patterns, `/questions/:qid/*`) on which this item is the current one,
   * besides `to` and the pages under it.
   */
  activeOn?: string[];
}

/**
 * stack: the site's navigation links: the left side navigation of the main and side-nav layouts,
 * and the header menu on narrow screens (and on pages without the side navigation).
 */
export const navItemPoint = defineExtensionPoint<NavItemContribution>({ id: 'kernel/nav/item', cardinality: 'stack' });

export interface ComponentContribution {
  component: ComponentType;
  order?: number;
}

/** stack: components at the right end of the header (account links, user menu). */
export const headerItemPoint = defineExtensionPoint<ComponentContribution>({ id: 'kernel/header/item', cardinality: 'stack' });

/** stack: widgets in the side column of the side-nav layout. */
export const sidebarWidgetPoint = defineExtensionPoint<ComponentContribution>({ id: 'kernel/sidebar/widget', cardinality: 'stack' });

export interface FooterLinkContribution {
  labelKey: string;
  /** A page of the site (under the base path). */
  to: string;
  order?: number;
  /**
   * Hide the link for now (a page with nothing to show yet). Read on every render of the footer,
   * which follows MobX observables read here.
   */
  visible?: (session: SessionView) => boolean;
}

/** stack: links in the site footer (terms of service, privacy policy). */
export const footerLinkPoint = defineExtensionPoint<FooterLinkContribution>({ id: 'kernel/footer/link', cardinality: 'stack' });

export type AdminMenuSection = 'dashboard' | 'contents' | 'users' | 'badges' | 'customize' | 'settings' | 'plugins';

export interface AdminMenuContribution {
  section: AdminMenuSection;
  labelKey: string;
  to: string;
  order?: number;
  /**
   * Entries only known at run time (one per configurable plugin), rendered nested under this
   * one; each an `<AdminMenuLink>`.
   */
  subEntries?: ComponentType;
}

/** stack: entries of the admin side menu, grouped by section. */
export const adminMenuPoint = defineExtensionPoint<AdminMenuContribution>({ id: 'kernel/admin/menu', cardinality: 'stack' });

/**
 * stack: notices above every admin page (a setting the site still needs); a component that has
 * nothing to say renders nothing.
 */
export const adminNoticePoint = defineExtensionPoint<ComponentContribution>({ id: 'kernel/admin/notice', cardinality: 'stack' });

/**
 * stack: cards on the admin dashboard, under its chart (the review feature's latest flags and
 * pending items, for one). Each renders a whole card of its own, or nothing when it has nothing.
 */
export const adminDashboardWidgetPoint = defineExtensionPoint<ComponentContribution>({ id: 'kernel/admin/dashboard-widget', cardinality: 'stack' });

export interface AdminSettingsPageContribution {
  /** The plugin whose config this page edits, instead of the form generated from its schema. */
  pluginId: string;
  component: ComponentType;
}

/** keyed by plugin id: a hand-written config page that replaces the generated form. */
export const adminSettingsPagePoint = defineExtensionPoint<AdminSettingsPageContribution>({
  id: 'kernel/admin/settings-page',
  cardinality: 'keyed',
  keyOf: (page) => page.pluginId,
});

/** What a plugin's panel on its member settings page sees. */
export interface UserSettingsPanelProps {
  /** The member's saved values as the page shows them (no secrets); a new object after each save. */
  values: Record<string, unknown>;
}

export interface UserSettingsPanelContribution {
  /** The plugin whose member settings page (`/users/settings/<plugin id>`) shows this panel. */
  pluginId: string;
  component: ComponentType<UserSettingsPanelProps>;
}

/**
 * keyed by plugin id: a panel of the plugin's own under the form generated from its `userConfig`
 * on the member's settings page (delivery status, a test button).
 */
export const userSettingsPanelPoint = defineExtensionPoint<UserSettingsPanelContribution>({
  id: 'user/settings/plugin-panel',
  cardinality: 'keyed',
  keyOf: (panel) => panel.pluginId,
});

/** What a log-in method sees: the page it sits on. */
export interface LoginMethodProps {
  /** `login` on the log-in page, `sign_up` on the sign-up page. */
  page: 'login' | 'sign_up';
}

export interface LoginMethodContribution {
  component: ComponentType<LoginMethodProps>;
  order?: number;
}

/**
 * stack: other ways in, shown with the log-in and sign-up forms (buttons of connector plugins, the
 * external user centre's button). A component with nothing to offer renders nothing.
 */
export const loginMethodPoint = defineExtensionPoint<LoginMethodContribution>({ id: 'auth/login-method', cardinality: 'stack' });

/** What an addition to the search page's heading sees: the words searched for. */
export interface SearchHeadProps {
  query: string;
}

export interface SearchHeadContribution {
  component: ComponentType<SearchHeadProps>;
  order?: number;
}

/**
 * stack: beside the search page's title (the search info plugin's "Search by" and the engine's
 * logo). Rendered by the plugin that serves the search page; a component with nothing to show
 * renders nothing.
 */
export const searchHeadPoint = defineExtensionPoint<SearchHeadContribution>({ id: 'search/head', cardinality: 'stack' });

export interface EditorProps {
  value: string;
  onChange: (markdown: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
  /** The form field's label for the text box (the placeholder or the editor's own otherwise). */
  ariaLabel?: string;
  /** Ids of the field's help and error texts, added to the text box's description. */
  ariaDescribedBy?: string;
  /** The field has an error: the text box says so to assistive technology. */
  invalid?: boolean;
}

/** single: the post editor. The kernel falls back to a plain textarea when none is active. */
export const editorPoint = defineExtensionPoint<ComponentType<EditorProps>>({ id: 'content/editor', cardinality: 'single' });

export interface RenderDecorator {
  /** Enhances rendered post HTML in place; returns a cleanup. */
  decorate: (root: HTMLElement) => void | (() => void);
  order?: number;
}

/** stack: decorators applied to rendered post HTML (code highlight, math, embeds). */
export const renderPoint = defineExtensionPoint<RenderDecorator>({ id: 'content/render', cardinality: 'stack' });

export interface CaptchaRequest {
  captcha_id: string;
  captcha_code: string;
}

export interface CaptchaChallengeOptions {
  /** The server refused the previous answer: show this message on the captcha field with a new image. */
  error?: string;
}

export interface CaptchaProvider {
  /**
   * Asks the server whether `action` needs a captcha now (`GET /user/action/record`) and, when it
   * does, asks the user. Resolves null when none is needed; rejects with `CaptchaCancelled` when
   * the user closes the dialog. Use it through `useCaptcha().run`.
   */
  challenge: (action: string, options?: CaptchaChallengeOptions) => Promise<CaptchaRequest | null>;
}

/** single: the captcha shown before guarded actions. */
export const captchaPoint = defineExtensionPoint<CaptchaProvider>({ id: 'auth/captcha', cardinality: 'single' });

/** Every kernel-owned point, for validation and for the admin contribution list. */
export const kernelPoints = [
  routePoint,
  navItemPoint,
  headerItemPoint,
  sidebarWidgetPoint,
  footerLinkPoint,
  adminMenuPoint,
  adminNoticePoint,
  adminSettingsPagePoint,
  userSettingsPanelPoint,
  editorPoint,
  renderPoint,
  captchaPoint,
  loginMethodPoint,
  searchHeadPoint,
] as const;
